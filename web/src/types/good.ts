// The web's own shape of a good: the provider's types stay apart from the app's (web/README.md).
// The fields both sides share are domain/good.ts's; fetchers turn Firestore documents into this
// with utils/good-document.ts.
import type { GoesWithFields } from '@domain/goes-with';
import type { GoodFields, YarnAttributes as StoredYarnAttributes } from '@domain/good';
import type { WeightClass } from '@domain/good-kinds';
import type { GoodColour } from './yarn-line';

export type { FibrePart } from '@domain/good';
export { GOOD_KINDS, MEASUREMENTS, WEIGHT_CLASSES, type GoodKind, type Measurement, type WeightClass } from '@domain/good-kinds';

/** What a yarn buyer chooses by; a weight class or colour the SPA does not know reads as null. */
export type YarnAttributes = Omit<StoredYarnAttributes, 'weightClass' | 'colourHex'> & {
  weightClass: WeightClass | null;
  colourHex: string | null;
};

/** `toolSize` and `patternYarns` (GoesWithFields) are read as null when absent or malformed. */
export interface Good extends GoodFields, GoesWithFields {
  id: string;
  kind: string;
  /** One item's shipping weight in grams, or null when the ADMIN left it out (a default applies). */
  weightGrams: number | null;
  yarn: YarnAttributes | null;
  /** A colour of a yarn line (docs/data-model.md, "Yarn lines and dye lots"); null otherwise. */
  yarnColour: GoodColour | null;
  /** Milliseconds since the epoch; 0 when unknown. */
  createdAt: number;
}
