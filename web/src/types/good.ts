// The web's own shape of a good: the provider's types stay apart from the app's (web/README.md).
// Fetchers turn Firestore documents into this with utils/good-document.ts.
import type { Measurement, WeightClass } from '@domain/good-kinds';
import type { Localized } from './language';
import type { GoodColour } from './yarn-line';

export { MEASUREMENTS, WEIGHT_CLASSES, type Measurement, type WeightClass } from '@domain/good-kinds';

export interface FibrePart {
  /** A key such as `merino` or `cotton`, translated by the interface catalogue (`fibre.merino`). */
  fibre: string;
  percent: number;
}

/** What a yarn buyer chooses by; null on finished items and accessories. */
export interface YarnAttributes {
  brand: string;
  fibres: FibrePart[];
  weightClass: WeightClass | null;
  skeinWeightGrams: number | null;
  skeinLengthMeters: number | null;
  /** Bobbin yarn is sold by weight: metres per 100 g. */
  metersPer100g: number | null;
  needleSizeMm: string | null;
  hookSizeMm: string | null;
  colour: Localized;
  colourHex: string | null;
  dyeLot: string | null;
}

export interface Discount {
  hasDiscount: boolean;
  /** Percent. */
  amount: number;
}

export interface Good {
  id: string;
  title: Localized;
  /** The short description shown on hover. */
  description: Localized;
  kind: string;
  measurement: Measurement;
  /** Units per step: 100 (g) for bobbin yarn, 1 otherwise. */
  measurementCount: number;
  outerCategory: string;
  category: string;
  /** Sub-category URL segment, or ALL_GOODS. */
  subcategory: string;
  mainImage: string | null;
  images: string[];
  /** Whole UAH, before any discount. */
  price: number;
  discount: Discount;
  popular: boolean;
  newGoodState: boolean;
  /** Stock on hand. */
  quantity: number;
  articul: string;
  /** One item's shipping weight in grams, or null when the ADMIN left it out (a default applies). */
  weightGrams: number | null;
  yarn: YarnAttributes | null;
  /** A colour of a yarn line (docs/data-model.md, "Yarn lines and dye lots"); null otherwise. */
  yarnColour: GoodColour | null;
  archived: boolean;
  /** Milliseconds since the epoch; 0 when unknown. */
  createdAt: number;
}
