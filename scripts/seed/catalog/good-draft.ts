// A good as a product list describes it; goods.ts gives it an articul, stock, badges and a date.
import type { GoesWithFields } from '@domain/goes-with.ts';
import type { DyeLot, YarnColour } from '@domain/yarn-line.ts';
import type { GoodKind, Localized, Measurement } from '../../../functions/src/model/types.ts';
import type { Brand } from './brands.ts';
import type { Motif } from './seed-types.ts';

/** A colour of a yarn line: the line's attributes live on yarnLines/{lineId}, not on the good. */
export interface YarnColourDraft {
  lineId: string;
  colour: YarnColour;
  lots: DyeLot[];
  /** A skein's weight, for shipping; null for bobbin yarn. */
  skeinGrams: number | null;
}

export interface GoodDraft extends GoesWithFields {
  brand: Brand;
  category: string;
  /** Sub-category base title, or null when the category has none. */
  subCategory: string | null;
  kind: GoodKind;
  measurement: Measurement;
  measurementCount: number;
  title: Localized;
  description: Localized;
  price: number;
  yarnColour: YarnColourDraft | null;
  /** Largest stock a plain good of this kind is likely to have; a yarn colour's stock is its lots. */
  maxStock?: number;
  art: { motif: Motif; colourHex: string; caption: string; detail: string };
}

/** '2,5 мм' and '2.5 mm': Ukrainian writes a decimal comma. */
export function millimetres(size: number): Localized {
  return { ua: `${String(size).replace('.', ',')} мм`, en: `${size} mm` };
}
