// What a yarn product line is: one brand's yarn that comes in several colours.
import type { Localized, WeightClass } from '../../../functions/src/model/types.ts';
import type { Brand } from './brands.ts';
import type { CareKind } from './line-care.ts';
import type { Fibre } from './fibres.ts';

interface YarnLineBase {
  category: string;
  subCategory: string;
  brand: Brand;
  line: string;
  fibres: Partial<Record<Fibre, number>>;
  /** The trade name on the band; the line stores its Craft Yarn Council class. */
  weightClass: WeightClass;
  /** '3.5-4.5' or '5', as the band prints it. */
  needleSizeMm: string;
  hookSizeMm: string | null;
  care: CareKind;
  /** UAH per skein, or per 100 g of bobbin yarn. */
  price: number;
  /** 8 to 20 colours, as yarn shops stock a line. */
  colours: number;
  /**
   * The colours stocked since the shop opened. Colours beyond them came later, so their goods are
   * numbered after every older good, which keeps the older goods' ids and articuls.
   */
  openingColours: number;
  /** One sentence: what knitters make with it. */
  use: Localized;
}

export interface SkeinLine extends YarnLineBase {
  grams: number;
  meters: number;
}

export interface BobbinLine extends YarnLineBase {
  metersPer100g: number;
}

/** Phrases shared by several lines, so the descriptions read naturally without repeating code. */
export const USES = {
  sweaters: { ua: 'Для светрів, кардиганів і шапок.', en: 'For sweaters, cardigans and hats.' },
  baby: { ua: "Для дитячих кофтинок, пледів і пінеток, м'яка до шкіри.", en: 'For baby cardigans, blankets and booties; soft on the skin.' },
  socks: { ua: 'Для міцних шкарпеток і рукавичок, що не стираються.', en: 'For hard-wearing socks and mittens.' },
  airy: { ua: 'Для легких ажурних шалей і пухнастих светрів.', en: 'For airy lace shawls and fluffy sweaters.' },
  summer: { ua: 'Для літніх топів, тунік і серветок.', en: 'For summer tops, tunics and doilies.' },
  home: { ua: 'Для кошиків, килимків і декору дому.', en: 'For baskets, rugs and home decor.' },
  toys: { ua: "Для м'яких іграшок і пледів, в'яжеться швидко.", en: 'For soft toys and blankets; knits up quickly.' },
  festive: { ua: 'Для святкових кофтинок, сумочок і аксесуарів.', en: 'For festive tops, clutches and accessories.' },
  everyday: { ua: 'Для повсякденних речей, що легко переносять прання.', en: 'For everyday wear that washes easily.' },
  chunky: { ua: "Для об'ємних пледів, снудів і светрів за вечір.", en: 'For chunky blankets, snoods and one-evening sweaters.' },
  machine: { ua: "Для машинного та ручного в'язання, продається від 100 г.", en: 'For machine and hand knitting, sold from 100 g.' },
  luxury: { ua: 'Для розкішних светрів, шалей і шарфів.', en: 'For luxurious sweaters, shawls and scarves.' },
} as const satisfies Record<string, Localized>;
