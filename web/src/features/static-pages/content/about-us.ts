import type { StaticPageContent } from './static-page-content';

export const content: StaticPageContent = {
  text: {
    ua: {
      title: 'Про нас',
      description: 'Крамниця пряжі — невелика українська крамниця пряжі в мотках і на бобінах, виробів із пряжі та аксесуарів для в’язання.',
      intro: 'Крамниця пряжі почалася з власного захоплення в’язанням і полиці, заставленої мотками, яких завжди бракувало для наступного проєкту. Сьогодні ми продаємо пряжу в мотках і на бобінах від перевірених виробників, вироби, зв’язані нашими майстринями, та все потрібне для в’язання.',
      sections: [
        {
          heading: 'Що ми пропонуємо',
          list: [
            'Пряжу в мотках: вовна, меринос, альпака, мохер, бавовна, акрил і суміші.',
            'Італійську бобінну пряжу на вагу — від 100 г.',
            'Готові вироби з пряжі: шапки, шарфи, пледи, іграшки.',
            'Спиці, гачки, фурнітуру, схеми та журнали.',
          ],
        },
        {
          heading: 'Як ми працюємо',
          paragraphs: [
            'Кожну нову пряжу ми спочатку в’яжемо самі: так ми знаємо, як вона поводиться в роботі й після прання, і можемо чесно порадити.',
            'На картці кожного товару вказані склад, товщина, метраж, рекомендовані спиці та гачок. Якщо сумніваєтеся — зателефонуйте, і ми допоможемо з вибором.',
          ],
        },
      ],
    },
    en: {
      title: 'About us',
      description: 'Yarn Shop is a small Ukrainian shop of skein and bobbin yarn, items made from yarn and knitting accessories.',
      intro: 'Yarn Shop began with our own love of knitting and a shelf full of skeins that were never quite enough for the next project. Today we sell skein and bobbin yarn from trusted makers, items knitted by our craftswomen, and everything you need to knit.',
      sections: [
        {
          heading: 'What we offer',
          list: [
            'Skein yarn: wool, merino, alpaca, mohair, cotton, acrylic and blends.',
            'Italian bobbin yarn by weight, from 100 g.',
            'Items made from yarn: hats, scarves, blankets, toys.',
            'Needles, hooks, notions, patterns and magazines.',
          ],
        },
        {
          heading: 'How we work',
          paragraphs: [
            'We knit every new yarn ourselves first, so we know how it behaves on the needles and after washing, and can advise honestly.',
            'Each good shows its fibres, weight, length and the recommended needles and hook. If in doubt, call us and we will help you choose.',
          ],
        },
      ],
    },
  },
};
