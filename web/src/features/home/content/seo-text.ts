import type { Language } from '@/types/language';

interface SeoText {
  heading: string;
  paragraphs: string[];
}

/** The home page's text for shoppers and search engines, in both languages. */
export const SEO_TEXT: Record<Language, SeoText> = {
  ua: {
    heading: 'Пряжа з доставкою по всій Україні',
    paragraphs: [
      'Крамниця пряжі — це пряжа в мотках і на бобінах від YarnArt, Drops, Alize та італійських виробників, вироби ручної роботи та все для в’язання: спиці, гачки, фурнітура, схеми.',
      'Обирайте пряжу за складом, товщиною, кольором і ціною: меринос, альпака, мохер, бавовна, кашемір і шовк. Бобінну пряжу продаємо на вагу, від 100 г.',
      'Доставляємо Новою поштою та Укрпоштою, оплата при отриманні. Товари зі знижкою, новинки й популярні позиції — у спеціальних пропозиціях вище.',
    ],
  },
  en: {
    heading: 'Yarn delivered across Ukraine',
    paragraphs: [
      'Yarn Shop offers skein and bobbin yarn from YarnArt, Drops, Alize and Italian mills, handmade items and everything for knitting: needles, hooks, notions and patterns.',
      'Choose yarn by fibre, weight, colour and price: merino, alpaca, mohair, cotton, cashmere and silk. Bobbin yarn is sold by weight, from 100 g.',
      'We deliver by Nova Poshta and Ukrposhta, cash on delivery. Discounted goods, new arrivals and favourites are in the special offers above.',
    ],
  },
};
