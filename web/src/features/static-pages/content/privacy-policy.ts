import type { StaticPageContent } from './static-page-content';

export const content: StaticPageContent = {
  text: {
    ua: {
      title: 'Політика конфіденційності',
      description: 'Які персональні дані збирає Крамниця пряжі, навіщо, як довго зберігає і як їх видалити.',
      intro: 'Ми бережемо ваші дані й збираємо лише те, без чого не можемо виконати замовлення. Ця політика відповідає Закону України «Про захист персональних даних».',
      sections: [
        {
          heading: 'Які дані ми збираємо',
          list: [
            'Ім’я, телефон і адресу електронної пошти — коли ви оформлюєте замовлення, реєструєтеся або просите передзвонити.',
            'Місто та відділення перевізника — для доставки.',
            'Вміст кошика та мову сайту — вони зберігаються лише у вашому браузері.',
          ],
        },
        {
          heading: 'Навіщо',
          paragraphs: ['Щоб підтвердити й доставити замовлення, зателефонувати на ваше прохання та надіслати листи про реєстрацію чи зміну пароля. Ми не надсилаємо реклами й не продаємо дані.'],
        },
        {
          heading: 'Кому ми їх передаємо',
          paragraphs: ['Лише перевізнику (Нова пошта або Укрпошта) — ім’я, телефон і відділення, потрібні для доставки. Дані зберігаються на захищених серверах Google Firebase.'],
        },
        {
          heading: 'Як довго',
          paragraphs: ['Дані замовлень — три роки для обліку, запити на дзвінок — до року. Обліковий запис — доки ви його не видалите.'],
        },
        {
          heading: 'Ваші права',
          paragraphs: ['Ви можете дізнатися, які дані про вас є, виправити або видалити їх — напишіть нам на hello@yarnshop.com.ua або зателефонуйте.'],
        },
      ],
    },
    en: {
      title: 'Privacy policy',
      description: 'What personal data Yarn Shop collects, why, how long it keeps it and how to have it deleted.',
      intro: 'We take care of your data and collect only what we need to fulfil an order. This policy follows the Law of Ukraine “On Personal Data Protection”.',
      sections: [
        {
          heading: 'What we collect',
          list: [
            'Your name, phone and e-mail address, when you order, sign up or ask for a callback.',
            'Your city and carrier branch, for delivery.',
            'Your cart and site language, kept only in your browser.',
          ],
        },
        {
          heading: 'Why',
          paragraphs: ['To confirm and deliver orders, to call you back when you ask, and to send sign-up and password e-mails. We send no advertising and sell no data.'],
        },
        {
          heading: 'Who we share it with',
          paragraphs: ['Only the carrier (Nova Poshta or Ukrposhta) receives the name, phone and branch needed for delivery. Data is stored on Google Firebase’s secured servers.'],
        },
        {
          heading: 'How long',
          paragraphs: ['Order data for three years for accounting, callback requests for up to a year, your account until you delete it.'],
        },
        {
          heading: 'Your rights',
          paragraphs: ['You may ask what data we hold about you, correct it or have it deleted: write to hello@yarnshop.com.ua or call us.'],
        },
      ],
    },
  },
};
