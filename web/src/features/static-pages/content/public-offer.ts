import type { StaticPageContent } from './static-page-content';

export const content: StaticPageContent = {
  text: {
    ua: {
      title: 'Публічна оферта',
      description: 'Договір публічної оферти Крамниці пряжі: замовлення, ціни, оплата при отриманні, доставка та повернення.',
      intro: 'Цей документ — публічна пропозиція ФОП Коваленко Олени Петрівни (далі — Продавець) укласти договір купівлі-продажу товарів, представлених на сайті, з будь-якою особою (далі — Покупець).',
      sections: [
        {
          heading: '1. Укладення договору',
          paragraphs: ['Договір вважається укладеним, коли Покупець оформив замовлення на сайті, а Продавець підтвердив його телефоном або повідомленням.'],
        },
        {
          heading: '2. Ціни',
          paragraphs: ['Ціни на сайті вказані в гривнях. Ціна товару в підтвердженому замовленні не змінюється. Вартість доставки не входить у ціну товару.'],
        },
        {
          heading: '3. Оплата і доставка',
          paragraphs: ['Покупець оплачує товар під час отримання у відділенні перевізника (накладений платіж). Доставку виконують Нова пошта або Укрпошта за їхніми тарифами, як описано на сторінці «Оплата і доставка».'],
        },
        {
          heading: '4. Повернення',
          paragraphs: ['Покупець може повернути або обміняти товар належної якості протягом 14 днів відповідно до Закону України «Про захист прав споживачів», якщо товар не був у використанні та збереглися його товарний вигляд і етикетки.'],
        },
        {
          heading: '5. Відповідальність',
          paragraphs: ['Продавець відповідає за якість товару та його відповідність опису. Відтінки на фото можуть трохи відрізнятися від справжніх через налаштування екрана.'],
        },
        {
          heading: '6. Контакти Продавця',
          paragraphs: ['ФОП Коваленко Олена Петрівна, вул. Соборна, 50, м. Вінниця, 21050; hello@yarnshop.com.ua; +38 (067) 123-45-67.'],
        },
      ],
    },
    en: {
      title: 'Public offer',
      description: 'The public offer agreement of Yarn Shop: orders, prices, cash on delivery, delivery and returns.',
      intro: 'This document is the public offer of sole proprietor Olena Kovalenko (the Seller) to conclude a contract of sale of the goods shown on the website with any person (the Buyer).',
      sections: [
        {
          heading: '1. Conclusion of the contract',
          paragraphs: ['The contract is concluded when the Buyer has placed an order on the website and the Seller has confirmed it by phone or message.'],
        },
        {
          heading: '2. Prices',
          paragraphs: ['Prices on the website are in hryvnias (UAH). The price of a good in a confirmed order does not change. Delivery is not included in the price.'],
        },
        {
          heading: '3. Payment and delivery',
          paragraphs: ['The Buyer pays for the goods on collecting them at the carrier’s branch (cash on delivery). Nova Poshta or Ukrposhta deliver at their own rates, as described on the “Payment and delivery” page.'],
        },
        {
          heading: '4. Returns',
          paragraphs: ['The Buyer may return or exchange goods of proper quality within 14 days under the Law of Ukraine “On Consumer Rights Protection”, if the goods are unused and keep their appearance and labels.'],
        },
        {
          heading: '5. Liability',
          paragraphs: ['The Seller is liable for the quality of the goods and their match to the description. Shades in photos may differ slightly from the real ones because of screen settings.'],
        },
        {
          heading: '6. Seller’s contacts',
          paragraphs: ['Sole proprietor Olena Kovalenko, 50 Soborna St., Vinnytsia, 21050; hello@yarnshop.com.ua; +38 (067) 123-45-67.'],
        },
      ],
    },
  },
};
