import type { StaticPageContent } from './static-page-content';

export const content: StaticPageContent = {
  text: {
    ua: {
      title: 'Оплата і доставка',
      description: 'Доставка пряжі по Україні Новою поштою та Укрпоштою, оплата при отриманні. Терміни, вартість і повернення.',
      intro: 'Ми доставляємо замовлення по всій Україні двома перевізниками, а платите ви при отриманні, коли вже побачили пряжу.',
      sections: [
        {
          heading: 'Нова пошта',
          list: [
            'До відділення, поштомата або кур’єром за адресою.',
            'Зазвичай посилка їде 1–2 дні.',
            'Вартість доставки — за тарифами Нової пошти, її сплачує отримувач.',
          ],
        },
        {
          heading: 'Укрпошта',
          list: [
            'До будь-якого відділення Укрпошти, зокрема в невеликих містах і селах.',
            'Зазвичай посилка їде 3–5 днів.',
            'Вартість доставки — за тарифами Укрпошти, її сплачує отримувач.',
          ],
        },
        {
          heading: 'Оплата',
          paragraphs: [
            'Оплата — накладеним платежем: ви сплачуєте вартість товару під час отримання посилки, у відділенні чи кур’єрові, готівкою або карткою. Перевізник бере за переказ коштів свою комісію.',
            'Передоплата не потрібна. Перед сплатою посилку можна оглянути.',
            'Або карткою на сайті, коли магазин це пропонує (Apple Pay і Google Pay — на сторінці оплати): сума лише блокується на картці, а списуємо ми тільки вартість підтвердженого замовлення. Якщо ви скасуєте замовлення, блокування знімається; фіскальний чек надсилаємо листом.',
          ],
        },
        {
          heading: 'Коли ми відправляємо',
          paragraphs: [
            'Після оформлення замовлення ми телефонуємо або пишемо, щоб його підтвердити. Підтверджені до 14:00 замовлення відправляємо того ж робочого дня, пізніші — наступного. Номер накладної надсилаємо листом із посиланням на відстеження, а коли посилка чекає у відділенні, пишемо, до якого дня її зберігають безкоштовно.',
          ],
        },
        {
          heading: 'Повернення та обмін',
          paragraphs: [
            'Пряжу належної якості можна повернути або обміняти протягом 14 днів, якщо мотки не були у використанні й зберегли етикетки. Зверніть увагу: відтінок різних партій фарбування може трохи відрізнятися, тож на виріб краще купувати пряжу однієї партії.',
            'Якщо товар прийшов пошкодженим або не тим, ми заміняємо його або повертаємо гроші й оплачуємо доставку самі.',
          ],
        },
      ],
    },
    en: {
      title: 'Payment and delivery',
      description: 'Yarn delivered across Ukraine by Nova Poshta and Ukrposhta, cash on delivery. Times, costs and returns.',
      intro: 'We deliver across Ukraine with two carriers, and you pay on delivery, once you have seen the yarn.',
      sections: [
        {
          heading: 'Nova Poshta',
          list: ['To a branch, a parcel locker or by courier to your door.', 'A parcel usually takes 1–2 days.', 'Delivery is charged at Nova Poshta’s rates and paid by the recipient.'],
        },
        {
          heading: 'Ukrposhta',
          list: ['To any Ukrposhta branch, small towns and villages included.', 'A parcel usually takes 3–5 days.', 'Delivery is charged at Ukrposhta’s rates and paid by the recipient.'],
        },
        {
          heading: 'Payment',
          paragraphs: [
            'Cash on delivery: you pay for the goods when you receive the parcel, at the branch or to the courier, in cash or by card. The carrier charges its own fee for the money transfer.',
            'No prepayment is needed. You may inspect the parcel before paying.',
            'Or by card on the site, where the shop offers it (Apple Pay and Google Pay on the payment page): the sum is only held on your card, and we take just the confirmed order’s amount. A cancelled order releases the hold; the fiscal receipt comes by mail.',
          ],
        },
        {
          heading: 'When we send',
          paragraphs: [
            'After you place an order we call or write to confirm it. Orders confirmed before 14:00 leave the same working day, later ones the next. We mail you the tracking number with a tracking link, and when the parcel waits at the branch, until which day it is kept for free.',
          ],
        },
        {
          heading: 'Returns and exchanges',
          paragraphs: [
            'Yarn of proper quality may be returned or exchanged within 14 days if the skeins are unused and keep their labels. Note that shades of different dye lots may differ slightly, so buy yarn of one lot for one project.',
            'If an item arrives damaged or wrong, we replace it or refund it and pay for the delivery ourselves.',
          ],
        },
      ],
    },
  },
};
