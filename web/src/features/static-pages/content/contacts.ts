import type { StaticPageContent } from './static-page-content';

export const content: StaticPageContent = {
  showContacts: true,
  text: {
    ua: {
      title: 'Контакти',
      description: 'Телефони, месенджери, адреса та години роботи Крамниці пряжі. Допоможемо підібрати пряжу й оформити замовлення.',
      intro: 'Ми — невелика родинна крамниця пряжі. Телефонуйте, пишіть у месенджери або замовте зворотний дзвінок: допоможемо підібрати пряжу за кольором, складом і товщиною, порахуємо, скільки мотків потрібно на виріб.',
      sections: [
        {
          heading: 'Години роботи',
          list: ['Понеділок – п’ятниця: 9:00–18:00', 'Субота: 10:00–15:00', 'Неділя: вихідний (замовлення на сайті приймаємо цілодобово)'],
        },
        {
          heading: 'Адреса для повернень і листів',
          paragraphs: ['ФОП Коваленко Олена Петрівна, вул. Соборна, 50, м. Вінниця, 21050, Україна.', 'Пункту самовивозу немає: ми відправляємо замовлення Новою поштою та Укрпоштою.'],
        },
      ],
    },
    en: {
      title: 'Contacts',
      description: 'Phone numbers, messengers, address and opening hours of the Yarn Shop. We will help you choose yarn and place an order.',
      intro: 'We are a small family yarn shop. Call us, write to us in a messenger or ask for a callback: we will help you choose yarn by colour, fibre and weight, and work out how many skeins your project needs.',
      sections: [
        {
          heading: 'Opening hours',
          list: ['Monday – Friday: 9:00–18:00', 'Saturday: 10:00–15:00', 'Sunday: closed (the website takes orders around the clock)'],
        },
        {
          heading: 'Address for returns and letters',
          paragraphs: ['Sole proprietor Olena Kovalenko, 50 Soborna St., Vinnytsia, 21050, Ukraine.', 'There is no pick-up point: we send orders by Nova Poshta and Ukrposhta.'],
        },
      ],
    },
  },
};
