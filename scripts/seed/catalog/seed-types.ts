// The catalogue as the seed describes it, before images are drawn and documents written.
// Kept apart from the Firestore shapes (functions/src/model/types.ts): the seed converts at
// the boundary in ../documents.ts.
import type { GoodDoc, Localized } from '../../../functions/src/model/types.ts';

/** A picture motif the image generator knows how to draw. */
export type Motif =
  | 'ball'
  | 'skein'
  | 'cone'
  | 'needles'
  | 'hook'
  | 'button'
  | 'book'
  | 'bag'
  | 'sweater'
  | 'hat'
  | 'toy'
  | 'blanket'
  | 'scarf'
  | 'sock';

export interface OuterCategorySeed {
  name: string;
  title: Localized;
  colourHex: string;
  motif: Motif;
}

export interface SubCategorySeed {
  /** English base title, letters and spaces only; its URL segment drops the spaces. */
  name: string;
  title: Localized;
  colourHex: string;
  motif: Motif;
}

export interface CategorySeed {
  name: string;
  outerCategory: string;
  title: Localized;
  description: Localized;
  colourHex: string;
  motif: Motif;
  subCategories: SubCategorySeed[];
  /** Yarn catalogs whose listings show one card per yarn line by default; absent: every colour. */
  yarnListing?: 'lines' | 'colours';
}

/** A good with everything but its pictures, which are drawn from `art`. */
export interface GoodSeed {
  id: string;
  doc: Omit<GoodDoc, 'mainImage' | 'images'>;
  art: { motif: Motif; colourHex: string; caption: string; detail: string };
}

/** Shorthand for a text in both languages: Ukrainian first, as the shop's default. */
export function text(ua: string, en: string): Localized {
  return { ua, en };
}
