// A good of the catalogue (docs/data-model.md, "goods"), written once for both sides: the
// functions' document and the SPA's Good are these fields plus what each side keeps apart
// (Firestore's timestamps there; the id, and tolerant reads of hand-edited documents here).
import type { Measurement, WeightClass } from './good-kinds';
import type { Localized } from './language';
import type { FibrePart } from './yarn-line';

export type { FibrePart };

export interface Discount {
  hasDiscount: boolean;
  /** Percent, 0..99. */
  amount: number;
}

/** What a yarn buyer chooses by, as stored; null on finished items and accessories. */
export interface YarnAttributes {
  brand: string;
  /** Percentages add up to 100. */
  fibres: FibrePart[];
  weightClass: WeightClass;
  /** Skein yarn: grams and metres per skein. */
  skeinWeightGrams: number | null;
  skeinLengthMeters: number | null;
  /** Bobbin yarn is sold by weight: metres per 100 g. */
  metersPer100g: number | null;
  /** Such as '3-4'. */
  needleSizeMm: string | null;
  hookSizeMm: string | null;
  colour: Localized;
  colourHex: string;
  dyeLot: string | null;
}

/** The fields a good has alike in its document and in the SPA. */
export interface GoodFields {
  title: Localized;
  /** The short description shown on hover. */
  description: Localized;
  /** Unit of measure; `measurementCount` units are sold per step (100 g of bobbin yarn, 1 skein). */
  measurement: Measurement;
  measurementCount: number;
  outerCategory: string;
  category: string;
  /** Sub-category URL segment, or ALL_GOODS when the good sits in no sub-category. */
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
  /** Kept for old shopping cards after a deletion. */
  archived: boolean;
}
