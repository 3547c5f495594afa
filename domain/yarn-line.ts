// A yarn line (brand + line name) holds what all its colours share; each colour stays a good of
// its own (id, articul, price, pictures, URL, cart line) and adds its colour and its dye lots.
// Plain types only: the zod schemas that check them live in yarn-line-schemas.ts, so code that
// only reads lines does not pull in the validator.
import type { Localized } from './language';
import type { YarnWeightClass } from './yarn-weight-classes';

export interface FibrePart {
  /** A key such as `merino` or `cotton`, translated by the interface catalogue. */
  fibre: string;
  /** Whole percent; a line's parts add up to 100. */
  percent: number;
}

/** A needle or hook size in millimetres, or a range such as 3 to 4 mm. */
export interface SizeRangeMm {
  from: number;
  to: number | null;
}

/** Stitches and rows in a 10 x 10 cm square, knitted on the given needles. */
export interface Gauge {
  stitches: number;
  rows: number;
  needleMm: number;
}

/** The usual ball-band care symbols, by what they allow. */
export const WASH_CARE = ['handWash', 'machineWashCold', 'machineWashWarm', 'dryCleanOnly'] as const;
export type WashCare = (typeof WASH_CARE)[number];

export interface YarnCare {
  wash: WashCare;
  /** Highest water temperature in °C, as printed on the band. */
  maxWashTemperatureC: number | null;
  tumbleDry: boolean;
  iron: boolean;
  bleach: boolean;
  /** Anything the symbols do not say ("dry flat"), in both languages. */
  note: Localized | null;
}

export interface YarnLine {
  /** Document id, a URL-safe slug such as `alize-superwash-comfort-socks`. */
  id: string;
  brand: string;
  /** The line's name without the brand, e.g. "Superwash Comfort Socks". */
  name: string;
  fibres: FibrePart[];
  weightClass: YarnWeightClass;
  metresPer100g: number;
  /** Null for yarn sold by weight from a bobbin. */
  skein: { metres: number; grams: number } | null;
  needleMm: SizeRangeMm;
  hookMm: SizeRangeMm | null;
  gauge: Gauge | null;
  care: YarnCare;
}

/** Hue groups the listings filter by; the hex is what the swatch shows. */
export const COLOUR_FAMILIES = [
  'white',
  'grey',
  'black',
  'beige',
  'brown',
  'red',
  'pink',
  'orange',
  'yellow',
  'green',
  'blue',
  'purple',
  'multicolour',
] as const;
export type ColourFamily = (typeof COLOUR_FAMILIES)[number];

/** How a swatch is drawn: a flat colour, or a picture for melange and multicolour yarn. */
export type Swatch = { kind: 'hex'; hex: string } | { kind: 'picture'; url: string };

export interface YarnColour {
  /** The maker's colour code from the ball band, e.g. "21" or "7650". */
  code: string;
  name: Localized;
  swatch: Swatch;
  family: ColourFamily;
}

/** One dye lot of one colour on the shelf: its label and how many units it holds. */
export interface DyeLot {
  lot: string;
  quantity: number;
}

/** The stock fields of a lotted good: `quantity` is always the sum of `lots`. */
export interface LotStock {
  lots: DyeLot[];
  quantity: number;
}

/** Units taken from (or returned to) one lot by one card line. */
export interface LotTake {
  lot: string;
  quantity: number;
}
