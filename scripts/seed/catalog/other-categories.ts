// Accessories, and the categories that sit straight in the catalog menu (noOuterCategory).
import { NO_OUTER_CATEGORY } from '@domain/links.ts';
import { text, type CategorySeed } from './seed-types.ts';

export const ACCESSORY_CATEGORIES: CategorySeed[] = [
  {
    name: 'hooks',
    outerCategory: 'accessories',
    title: text('Гачки', 'Crochet hooks'),
    description: text("Гачки для в'язання з металу, бамбуку та з ергономічними ручками.", 'Crochet hooks in metal, bamboo and with ergonomic handles.'),
    colourHex: '#cf9f2a',
    motif: 'hook',
    subCategories: [
      { name: 'Steel Hooks', title: text('Металеві гачки', 'Steel hooks'), colourHex: '#c9c9c9', motif: 'hook' },
      { name: 'Bamboo Hooks', title: text('Бамбукові гачки', 'Bamboo hooks'), colourHex: '#c9ad84', motif: 'hook' },
      { name: 'Ergonomic Hooks', title: text('Ергономічні гачки', 'Ergonomic hooks'), colourHex: '#2aa5a0', motif: 'hook' },
    ],
  },
  {
    name: 'notions',
    outerCategory: 'accessories',
    title: text('Фурнітура', 'Notions'),
    description: text('Ґудзики, маркери петель і сумки для проєктів.', 'Buttons, stitch markers and project bags.'),
    colourHex: '#b4553a',
    motif: 'button',
    subCategories: [
      { name: 'Buttons', title: text('Ґудзики', 'Buttons'), colourHex: '#5a3825', motif: 'button' },
      { name: 'Stitch Markers', title: text('Маркери петель', 'Stitch markers'), colourHex: '#ef8fb0', motif: 'button' },
      { name: 'Project Bags', title: text('Сумки для проєктів', 'Project bags'), colourHex: '#9aae8f', motif: 'bag' },
    ],
  },
];

export const TOP_LEVEL_CATEGORIES: CategorySeed[] = [
  {
    name: 'needles',
    outerCategory: NO_OUTER_CATEGORY,
    title: text('Спиці', 'Knitting needles'),
    description: text('Кругові, прямі та панчішні спиці від перевірених виробників.', 'Circular, straight and double-pointed needles from trusted makers.'),
    colourHex: '#1f2c4f',
    motif: 'needles',
    subCategories: [
      { name: 'Circular Needles', title: text('Кругові спиці', 'Circular needles'), colourHex: '#4f6d8f', motif: 'needles' },
      { name: 'Straight Needles', title: text('Прямі спиці', 'Straight needles'), colourHex: '#b9783f', motif: 'needles' },
      { name: 'Double Pointed Needles', title: text('Панчішні спиці', 'Double-pointed needles'), colourHex: '#9a9a9a', motif: 'needles' },
    ],
  },
  {
    name: 'patterns',
    outerCategory: NO_OUTER_CATEGORY,
    title: text('Схеми та журнали', 'Patterns and magazines'),
    description: text('Журнали та книги зі схемами для спиць і гачка.', 'Magazines and books of knitting and crochet patterns.'),
    colourHex: '#6b3fa0',
    motif: 'book',
    subCategories: [
      { name: 'Knitting Magazines', title: text("Журнали з в'язання", 'Knitting magazines'), colourHex: '#b3245a', motif: 'book' },
      { name: 'Crochet Books', title: text('Книги з гачкування', 'Crochet books'), colourHex: '#1f7a5a', motif: 'book' },
    ],
  },
  {
    // The special category of finished items (docs/product.md, "Routes"); it has no sub-categories.
    name: 'Goodsmadefromyarn',
    outerCategory: NO_OUTER_CATEGORY,
    title: text('Вироби з пряжі', 'Goods made from yarn'),
    description: text('Шапки, светри, пледи та іграшки ручної роботи від наших майстринь.', 'Handmade hats, sweaters, blankets and toys by our makers.'),
    colourHex: '#c62b2b',
    motif: 'sweater',
    subCategories: [],
  },
];
