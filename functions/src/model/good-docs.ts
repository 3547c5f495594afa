// `goods/{goodId}`: a good of the catalogue, yarn or not (docs/data-model.md, "goods"). The fields
// the SPA reads too are domain/good.ts's; the document adds its kind, weight and timestamps.
import type { GoesWithFields } from '@domain/goes-with';
import type { GoodFields, YarnAttributes } from '@domain/good';
import type { GoodKind } from '@domain/good-kinds';
import type { FirestoreTime } from './collections';
import type { YarnColourFields } from './yarn-line-docs';

export type { Discount, FibrePart, YarnAttributes } from '@domain/good';
export { type GoodKind, type Measurement, type WeightClass } from '@domain/good-kinds';

export interface GoodDoc extends GoodFields, YarnColourFields, GoesWithFields {
  kind: GoodKind;
  /** One item's shipping weight with its wrapping, in grams; absent means domain/shipping.ts's default. */
  weightGrams?: number;
  yarn: YarnAttributes | null;
  createdAt: FirestoreTime;
  updatedAt: FirestoreTime;
}
