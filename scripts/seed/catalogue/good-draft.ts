// A good as a product list describes it; goods.ts gives it an articul, stock, badges and a date.
import type { GoodKind, Localized, Measurement, YarnAttributes } from '../../../functions/src/model/types.ts';
import type { Brand } from './brands.ts';
import type { Motif } from './seed-types.ts';

export interface GoodDraft {
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
  yarn: YarnAttributes | null;
  /** Largest stock a good of this kind is likely to have (skeins, 100 g steps, pieces). */
  maxStock: number;
  art: { motif: Motif; colourHex: string; caption: string; detail: string };
}

/** '2,5 мм' and '2.5 mm': Ukrainian writes a decimal comma. */
export function millimetres(size: number): Localized {
  return { ua: `${String(size).replace('.', ',')} мм`, en: `${size} mm` };
}
