// `goods/{goodId}`: a good of the catalogue, yarn or not (docs/data-model.md, "goods").
import type { Measurement, GoodKind, WeightClass } from '@domain/good-kinds';
import type { Localized } from '@domain/language';
import type { FirestoreTime } from './collections';
import type { YarnColourFields } from './yarn-line-docs';

export { GOOD_KINDS, MEASUREMENTS, WEIGHT_CLASSES, type GoodKind, type Measurement, type WeightClass } from '@domain/good-kinds';

export interface FibrePart {
  fibre: string; // a key such as 'merino', 'cotton', 'acrylic' (translated in the SPA)
  percent: number;
}

/** What a yarn buyer chooses by. Absent on finished items. */
export interface YarnAttributes {
  brand: string;
  fibres: FibrePart[]; // percentages add up to 100
  weightClass: WeightClass;
  /** Skein yarn: grams and metres per skein. */
  skeinWeightGrams: number | null;
  skeinLengthMeters: number | null;
  /** Bobbin yarn is sold by weight: metres per 100 g. */
  metersPer100g: number | null;
  needleSizeMm: string | null; // '3-4'
  hookSizeMm: string | null;
  colour: Localized;
  colourHex: string;
  dyeLot: string | null;
}

export interface Discount {
  hasDiscount: boolean;
  amount: number; // percent, 0..99
}

export interface GoodDoc extends YarnColourFields {
  title: Localized;
  description: Localized;
  kind: GoodKind;
  /** Unit of measure; `measurementCount` units are sold per step (100 g of bobbin yarn, 1 skein). */
  measurement: Measurement;
  measurementCount: number;
  outerCategory: string;
  category: string;
  /** Sub-category URL segment, or ALL_GOODS when the good sits in no sub-category. */
  subcategory: string;
  mainImage: string | null;
  images: string[];
  price: number; // UAH, whole hryvnias
  discount: Discount;
  popular: boolean;
  newGoodState: boolean;
  quantity: number; // stock on hand
  articul: string;
  /** One item's shipping weight with its wrapping, in grams; absent means domain/shipping.ts's default. */
  weightGrams?: number;
  yarn: YarnAttributes | null;
  archived: boolean; // kept for old shopping cards after a deletion
  createdAt: FirestoreTime;
  updatedAt: FirestoreTime;
}
