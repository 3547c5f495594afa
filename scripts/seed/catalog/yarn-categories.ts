// Categories of skein and bobbin yarn, grouped by fibre the way Ukrainian yarn shops do.
// Knitters choose a line first: the bobbin yarn catalogs list one card per line, while the skein
// catalogs list every colour, so the seeded shop shows both listings (a shopper can switch either).
// Skein catalogs stay by colour because the Chromium journeys walk them from card to good page.
import { text, type CategorySeed } from './seed-types.ts';

export const SKEIN_YARN_CATEGORIES: CategorySeed[] = [
  {
    name: 'wool',
    outerCategory: 'yarn',
    title: text('Вовняна пряжа', 'Wool yarn'),
    description: text('Тепла пряжа з вовни мериноса, альпаки та мохеру.', 'Warm yarn of merino, alpaca and mohair.'),
    colourHex: '#7a1f2e',
    motif: 'skein',
    subCategories: [
      { name: 'Merino Wool', title: text('Меринос', 'Merino wool'), colourHex: '#b9783f', motif: 'skein' },
      { name: 'Alpaca', title: text('Альпака', 'Alpaca'), colourHex: '#d8c3a0', motif: 'ball' },
      { name: 'Mohair', title: text('Мохер', 'Mohair'), colourHex: '#e6b8b5', motif: 'ball' },
      { name: 'Sock Yarn', title: text('Шкарпеткова пряжа', 'Sock yarn'), colourHex: '#2aa5a0', motif: 'sock' },
      { name: 'Fluffy Yarn', title: text('Пухнаста пряжа', 'Fluffy yarn'), colourHex: '#efe6d2', motif: 'ball' },
    ],
  },
  {
    name: 'cotton',
    outerCategory: 'yarn',
    title: text('Бавовняна пряжа', 'Cotton yarn'),
    description: text('Бавовна та льон для літніх речей і дому.', 'Cotton and linen for summer garments and the home.'),
    colourHex: '#f2d23c',
    motif: 'ball',
    subCategories: [
      { name: 'Pure Cotton', title: text('Бавовна 100%', 'Pure cotton'), colourHex: '#f7f5ef', motif: 'ball' },
      { name: 'Mercerized Cotton', title: text('Мерсеризована бавовна', 'Mercerized cotton'), colourHex: '#9cc7e6', motif: 'skein' },
      { name: 'Cotton Blend', title: text('Напівбавовна', 'Cotton blend'), colourHex: '#a8dcc4', motif: 'ball' },
      { name: 'Linen', title: text('Льон', 'Linen'), colourHex: '#c9ad84', motif: 'skein' },
    ],
  },
  {
    name: 'fancy',
    outerCategory: 'yarn',
    title: text('Фантазійна пряжа', 'Fancy yarn'),
    description: text('Плюш, букле, стрічки та пряжа з паєтками.', 'Plush, boucle, tape and sequin yarn.'),
    colourHex: '#6b3fa0',
    motif: 'ball',
    subCategories: [
      { name: 'Plush Yarn', title: text('Плюшева пряжа', 'Plush yarn'), colourHex: '#ef8fb0', motif: 'toy' },
      { name: 'Boucle', title: text('Букле', 'Boucle'), colourHex: '#b59ad0', motif: 'ball' },
      { name: 'Tape Yarn', title: text('Стрічкова пряжа', 'Tape yarn'), colourHex: '#e8742a', motif: 'bag' },
      { name: 'Sequin Yarn', title: text('Пряжа з паєтками', 'Sequin yarn'), colourHex: '#cf9f2a', motif: 'skein' },
    ],
  },
  {
    name: 'baby',
    outerCategory: 'yarn',
    title: text('Дитяча пряжа', 'Baby yarn'),
    description: text("М'яка гіпоалергенна пряжа для малюків.", 'Soft hypoallergenic yarn for little ones.'),
    colourHex: '#9cc7e6',
    motif: 'toy',
    subCategories: [
      { name: 'Baby Wool', title: text('Дитяча вовна', 'Baby wool'), colourHex: '#efe6d2', motif: 'hat' },
      { name: 'Baby Cotton', title: text('Дитяча бавовна', 'Baby cotton'), colourHex: '#a8dcc4', motif: 'sock' },
      { name: 'Baby Acrylic', title: text('Дитячий акрил', 'Baby acrylic'), colourHex: '#e6b8b5', motif: 'blanket' },
    ],
  },
  {
    name: 'acrylic',
    outerCategory: 'yarn',
    title: text('Акрилова пряжа', 'Acrylic yarn'),
    description: text('Практична пряжа на щодень: акрил, мікрофібра, товста пряжа.', 'Easy-care everyday yarn: acrylic, microfibre, chunky.'),
    colourHex: '#e8742a',
    motif: 'ball',
    subCategories: [
      { name: 'Acrylic', title: text('Акрил', 'Acrylic'), colourHex: '#c62b2b', motif: 'ball' },
      { name: 'Microfiber', title: text('Мікрофібра', 'Microfibre'), colourHex: '#4f6d8f', motif: 'skein' },
      { name: 'Chunky Yarn', title: text('Товста пряжа', 'Chunky yarn'), colourHex: '#9a9a9a', motif: 'blanket' },
    ],
  },
];

export const BOBBIN_YARN_CATEGORIES: CategorySeed[] = [
  {
    name: 'bobbinwool',
    outerCategory: 'bobbinyarn',
    title: text('Бобінна вовна', 'Bobbin wool'),
    description: text('Італійська вовна та кашемір на бобінах, продаж від 100 г.', 'Italian wool and cashmere on cones, sold from 100 g.'),
    colourHex: '#4b2340',
    motif: 'cone',
    yarnListing: 'lines',
    subCategories: [
      { name: 'Extrafine Merino', title: text('Екстрафайн меринос', 'Extrafine merino'), colourHex: '#b4553a', motif: 'cone' },
      { name: 'Cashmere Blend', title: text('Кашемір', 'Cashmere blend'), colourHex: '#d8c3a0', motif: 'cone' },
      { name: 'Wool Blend', title: text('Напіввовна', 'Wool blend'), colourHex: '#2f4a33', motif: 'cone' },
    ],
  },
  {
    name: 'bobbincotton',
    outerCategory: 'bobbinyarn',
    title: text('Бобінна бавовна', 'Bobbin cotton'),
    description: text("Бавовна, віскоза і льон на бобінах для машинного та ручного в'язання.", 'Cotton, viscose and linen on cones for machine and hand knitting.'),
    colourHex: '#2aa5a0',
    motif: 'cone',
    yarnListing: 'lines',
    subCategories: [
      { name: 'Egyptian Cotton', title: text('Єгипетська бавовна', 'Egyptian cotton'), colourHex: '#f7f5ef', motif: 'cone' },
      { name: 'Cotton Viscose', title: text('Бавовна з віскозою', 'Cotton and viscose'), colourHex: '#9cc7e6', motif: 'cone' },
      { name: 'Linen Cotton', title: text('Льон з бавовною', 'Linen and cotton'), colourHex: '#c9ad84', motif: 'cone' },
    ],
  },
  {
    name: 'bobbinsilk',
    outerCategory: 'bobbinyarn',
    title: text('Бобінний шовк і віскоза', 'Bobbin silk and viscose'),
    description: text('Блискуча пряжа з шовку та віскози для літніх топів і шалей.', 'Lustrous silk and viscose for summer tops and shawls.'),
    colourHex: '#1f7a5a',
    motif: 'cone',
    yarnListing: 'lines',
    subCategories: [
      { name: 'Silk Blend', title: text('Шовк', 'Silk blend'), colourHex: '#e6b8b5', motif: 'cone' },
      { name: 'Viscose', title: text('Віскоза', 'Viscose'), colourHex: '#1f2c4f', motif: 'cone' },
    ],
  },
];
