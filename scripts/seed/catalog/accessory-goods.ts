// Hooks, notions, needles and pattern books: each item in a few sizes or versions. Needles and
// hooks carry their sizes as an attribute, and patterns the yarns they name, for "goes with".
import type { PatternYarns, ToolKind } from '@domain/goes-with.ts';
import type { Localized } from '../../../functions/src/model/types.ts';
import { BRANDS, type Brand } from './brands.ts';
import { millimetres, type GoodDraft } from './good-draft.ts';
import { text, type Motif } from './seed-types.ts';

interface AccessoryItem {
  category: string;
  subCategory: string;
  brand: Brand;
  title: Localized;
  description: Localized;
  price: number;
  motif: Motif;
  colourHex: string;
  /** One good per variant: a needle size in mm, or a named version. */
  variants: (number | Localized)[];
  /** Between title and variant: a space for sizes and issues, a comma for a colour or size name. */
  joiner?: ' ' | ', ';
  /** Needles and hooks: each numeric variant is that size; a set with no variants lists its sizes. */
  tool?: ToolKind;
  setSizesMm?: number[];
  /** Patterns and magazines: the yarns each variant names, in the variants' order. */
  patternYarns?: PatternYarns[];
}

/** A pattern's yarns: line ids as yarnLines/{lineId} has them, and weight classes. */
const names = (lineIds: string[], weightClasses: PatternYarns['weightClasses'] = []): PatternYarns => ({ lineIds, weightClasses });

const { knitPro, clover, tulip, chiaoGoo, addi, prym, drops, workshop, publisher } = BRANDS;
const single = [text('', '')];

const ACCESSORY_ITEMS: AccessoryItem[] = [
  { category: 'hooks', subCategory: 'Steel Hooks', brand: prym, title: text('Гачок сталевий Prym для мережива', 'Prym steel lace hook'), description: text('Тонкий сталевий гачок для серветок і мережива.', 'A fine steel hook for doilies and lace.'), price: 85, motif: 'hook', colourHex: '#c9c9c9', variants: [0.75, 1, 1.25, 1.5], tool: 'hook' },
  { category: 'hooks', subCategory: 'Steel Hooks', brand: addi, title: text('Гачок алюмінієвий Addi', 'Addi aluminium hook'), description: text('Легкий гачок із гладкою головкою, петлі ковзають без зусиль.', 'A light hook with a smooth head; stitches glide easily.'), price: 95, motif: 'hook', colourHex: '#9a9a9a', variants: [3, 4, 5, 6], tool: 'hook' },
  { category: 'hooks', subCategory: 'Bamboo Hooks', brand: clover, title: text('Гачок бамбуковий Clover Takumi', 'Clover Takumi bamboo hook'), description: text('Теплий на дотик бамбуковий гачок, не ковзає в руці.', 'A bamboo hook that is warm to the touch and does not slip.'), price: 120, motif: 'hook', colourHex: '#c9ad84', variants: [3, 4, 5, 6], tool: 'hook' },
  { category: 'hooks', subCategory: 'Bamboo Hooks', brand: knitPro, title: text('Гачок бамбуковий KnitPro Bamboo', 'KnitPro Bamboo hook'), description: text('Легкий гачок для товстої пряжі.', 'A light hook for chunky yarn.'), price: 90, motif: 'hook', colourHex: '#b9783f', variants: [5.5, 7], tool: 'hook' },
  { category: 'hooks', subCategory: 'Ergonomic Hooks', brand: tulip, title: text('Гачок Tulip Etimo Rose', 'Tulip Etimo Rose hook'), description: text("М'яка ручка знімає втому з кисті під час довгого в'язання.", 'The cushioned handle keeps the wrist relaxed during long sessions.'), price: 320, motif: 'hook', colourHex: '#e6b8b5', variants: [2, 2.5, 3, 3.5], tool: 'hook' },
  { category: 'hooks', subCategory: 'Ergonomic Hooks', brand: clover, title: text('Гачок Clover Amour', 'Clover Amour hook'), description: text('Ергономічний гачок з кольоровою ручкою для кожного розміру.', 'An ergonomic hook with a colour-coded handle for each size.'), price: 260, motif: 'hook', colourHex: '#2aa5a0', variants: [2.5, 4], tool: 'hook' },
  { category: 'hooks', subCategory: 'Ergonomic Hooks', brand: knitPro, title: text('Набір гачків KnitPro Waves', 'KnitPro Waves hook set'), description: text('Вісім гачків від 2 до 6 мм у тканинному футлярі.', 'Eight hooks from 2 to 6 mm in a fabric case.'), price: 1150, motif: 'hook', colourHex: '#6b3fa0', variants: single, tool: 'hook', setSizesMm: [2, 2.5, 3, 3.5, 4, 4.5, 5, 6] },
  { category: 'notions', subCategory: 'Buttons', brand: workshop, title: text("Ґудзики дерев'яні 20 мм (6 шт.)", 'Wooden buttons 20 mm (6 pcs)'), description: text('Ґудзики з ясена ручної роботи для кардиганів.', 'Handmade ash-wood buttons for cardigans.'), price: 110, motif: 'button', colourHex: '#b9783f', variants: [text('натуральні', 'natural'), text('горіхові', 'walnut')] },
  { category: 'notions', subCategory: 'Buttons', brand: prym, title: text('Ґудзики кокосові 15 мм (8 шт.)', 'Coconut buttons 15 mm (8 pcs)'), description: text('Легкі ґудзики з кокосової шкаралупи.', 'Light buttons made of coconut shell.'), price: 65, motif: 'button', colourHex: '#5a3825', variants: single },
  { category: 'notions', subCategory: 'Stitch Markers', brand: clover, title: text('Маркери петель Clover (20 шт.)', 'Clover stitch markers (20 pcs)'), description: text('Замкові маркери, які легко знімаються з петлі.', 'Locking markers that come off a stitch easily.'), price: 140, motif: 'button', colourHex: '#ef8fb0', variants: single },
  { category: 'notions', subCategory: 'Stitch Markers', brand: knitPro, title: text('Маркери-кільця KnitPro (30 шт.)', 'KnitPro ring markers (30 pcs)'), description: text('Кільця трьох розмірів для спиць до 8 мм.', 'Rings in three sizes for needles up to 8 mm.'), price: 95, motif: 'button', colourHex: '#2c5aa0', variants: single },
  { category: 'notions', subCategory: 'Project Bags', brand: workshop, title: text("Сумка для проєктів з льону", 'Linen project bag'), description: text("Лляна сумка на зав'язках із кишенею для спиць.", 'A drawstring linen bag with a pocket for needles.'), price: 420, motif: 'bag', colourHex: '#9aae8f', variants: [text('розмір S', 'size S'), text('розмір M', 'size M'), text('розмір L', 'size L')] },
  { category: 'notions', subCategory: 'Project Bags', brand: knitPro, title: text('Органайзер для спиць KnitPro', 'KnitPro needle organiser'), description: text('Футляр на блискавці для знімних спиць і тросиків.', 'A zipped case for interchangeable needles and cables.'), price: 780, motif: 'bag', colourHex: '#4b2340', variants: single },
  { category: 'needles', subCategory: 'Circular Needles', brand: chiaoGoo, title: text('Кругові спиці ChiaoGoo Red Lace 80 см', 'ChiaoGoo Red Lace circular needles 80 cm'), description: text('Сталеві спиці з гострим кінчиком і гнучким тросиком.', 'Sharp steel needles on a flexible cable.'), price: 520, motif: 'needles', colourHex: '#c62b2b', variants: [3, 3.5, 4, 4.5], joiner: ', ', tool: 'needles' },
  { category: 'needles', subCategory: 'Circular Needles', brand: addi, title: text('Кругові спиці Addi Turbo 80 см', 'Addi Turbo circular needles 80 cm'), description: text('Швидкі латунні спиці для гладкої пряжі.', 'Fast brass needles for smooth yarn.'), price: 640, motif: 'needles', colourHex: '#cf9f2a', variants: [3, 4, 5], joiner: ', ', tool: 'needles' },
  { category: 'needles', subCategory: 'Circular Needles', brand: knitPro, title: text('Кругові спиці KnitPro Zing 60 см', 'KnitPro Zing circular needles 60 cm'), description: text('Легкі алюмінієві спиці, кожен розмір свого кольору.', 'Light aluminium needles, each size in its own colour.'), price: 260, motif: 'needles', colourHex: '#1f7a5a', variants: [3.5, 4, 4.5], joiner: ', ', tool: 'needles' },
  { category: 'needles', subCategory: 'Straight Needles', brand: knitPro, title: text('Прямі спиці KnitPro Basix Birch 35 см', 'KnitPro Basix Birch straight needles 35 cm'), description: text('Березові спиці для початківців і дитячих речей.', 'Birch needles for beginners and baby garments.'), price: 180, motif: 'needles', colourHex: '#c9ad84', variants: [4, 5, 6], joiner: ', ', tool: 'needles' },
  { category: 'needles', subCategory: 'Straight Needles', brand: prym, title: text('Прямі спиці Prym Ergonomics 35 см', 'Prym Ergonomics straight needles 35 cm'), description: text('Пластикові спиці з ергономічним кінчиком, легкі навіть у великих розмірах.', 'Plastic needles with an ergonomic tip, light even in large sizes.'), price: 420, motif: 'needles', colourHex: '#ef8fb0', variants: [6, 8], joiner: ', ', tool: 'needles' },
  { category: 'needles', subCategory: 'Double Pointed Needles', brand: knitPro, title: text('Панчішні спиці KnitPro Zing 20 см (5 шт.)', 'KnitPro Zing double-pointed needles 20 cm (5 pcs)'), description: text('Набір для шкарпеток і рукавичок.', 'A set for socks and mittens.'), price: 290, motif: 'needles', colourHex: '#6b3fa0', variants: [2, 2.5, 3], joiner: ', ', tool: 'needles' },
  { category: 'needles', subCategory: 'Double Pointed Needles', brand: chiaoGoo, title: text('Панчішні спиці ChiaoGoo Bamboo 15 см (5 шт.)', 'ChiaoGoo Bamboo double-pointed needles 15 cm (5 pcs)'), description: text('Короткі бамбукові спиці, петлі не зісковзують.', 'Short bamboo needles that keep stitches in place.'), price: 240, motif: 'needles', colourHex: '#b9783f', variants: [2.25, 2.75], joiner: ', ', tool: 'needles' },
  { category: 'patterns', subCategory: 'Knitting Magazines', brand: publisher, title: text("Журнал «В'язаний світ»", 'Knitted World magazine'), description: text('Схеми з покроковими фото та викрійками українською.', 'Patterns with step-by-step photos and charts, in Ukrainian.'), price: 95, motif: 'book', colourHex: '#b3245a', variants: [text('№1: светри оверсайз', 'No. 1: oversized sweaters'), text('№2: дитячий гардероб', "No. 2: children's wardrobe"), text('№3: шкарпетки та рукавиці', 'No. 3: socks and mittens'), text('№4: новорічні візерунки', 'No. 4: Christmas patterns')], joiner: ' ', patternYarns: [names([], ['medium', 'bulky']), names(['drops-baby-merino', 'lana-grossa-cool-wool-baby'], ['fine']), names(['alize-superwash-comfort-socks', 'drops-fabel'], ['superFine']), names([], ['light'])] },
  { category: 'patterns', subCategory: 'Knitting Magazines', brand: drops, title: text('Каталог Drops 246, зимова колекція', 'Drops catalogue 246, winter collection'), description: text('Сорок моделей для всієї родини з пряжі Drops.', 'Forty designs for the whole family in Drops yarn.'), price: 150, motif: 'book', colourHex: '#2c5aa0', variants: single, patternYarns: [names(['drops-baby-merino', 'drops-alpaca', 'drops-kid-silk', 'drops-fabel', 'drops-paris', 'drops-snow'])] },
  { category: 'patterns', subCategory: 'Crochet Books', brand: publisher, title: text('Книга', 'Book'), description: text("Докладні схеми та поради для в'язання гачком.", 'Detailed charts and tips for crochet.'), price: 380, motif: 'book', colourHex: '#1f7a5a', variants: [text('«Амігурумі для початківців»', '"Amigurumi for beginners"'), text('«Бабусин квадрат: 100 мотивів»', '"Granny squares: 100 motifs"'), text('«Ажурні серветки гачком»', '"Crocheted lace doilies"'), text('«Кошики та килимки з трикотажної пряжі»', '"Baskets and rugs from tape yarn"')], joiner: ' ', patternYarns: [names(['yarnart-jeans', 'himalaya-dolphin-baby']), names([], ['light', 'medium']), names(['yarnart-begonia', 'gazzal-rose-garden'], ['lace']), names(['yarnart-macrame-cotton', 'madame-tricote-ribbon-tape'])] },
];

function variantLabel(variant: number | Localized): Localized {
  return typeof variant === 'number' ? millimetres(variant) : variant;
}

function joinTitle(base: string, label: string, joiner: string): string {
  return label ? `${base}${joiner}${label}` : base;
}

/** A needle's or hook's sizes (the variant's, or the set's), or the yarns a pattern's variant names. */
function goesWithOf(item: AccessoryItem, variant: number | Localized, index: number): Pick<GoodDraft, 'toolSize' | 'patternYarns'> {
  if (item.tool) {
    const sizesMm = typeof variant === 'number' ? [variant] : (item.setSizesMm ?? []);
    if (sizesMm.length === 0) throw new Error(`seed data: ${item.title.en} has no size`);
    return { toolSize: { tool: item.tool, sizesMm } };
  }
  const patternYarns = item.patternYarns?.[index];
  return patternYarns ? { patternYarns } : {};
}

export function accessoryDrafts(): GoodDraft[] {
  return ACCESSORY_ITEMS.flatMap((item) =>
    item.variants.map((variant, index) => {
      const label = variantLabel(variant);
      const joiner = item.joiner ?? (typeof variant === 'number' ? ' ' : ', ');
      return {
        brand: item.brand,
        category: item.category,
        subCategory: item.subCategory,
        kind: 'accessory' as const,
        measurement: 'piece' as const,
        measurementCount: 1,
        title: { ua: joinTitle(item.title.ua, label.ua, joiner), en: joinTitle(item.title.en, label.en, joiner) },
        description: item.description,
        price: item.price,
        yarnColour: null,
        ...goesWithOf(item, variant, index),
        maxStock: 30,
        art: { motif: item.motif, colourHex: item.colourHex, caption: item.brand.name, detail: label.ua || item.title.ua },
      };
    }),
  );
}
