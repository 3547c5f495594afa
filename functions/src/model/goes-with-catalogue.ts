// The catalogue "goes with" is computed from (domain/goes-with.ts), kept in the instance: every
// good on sale and every yarn line, read at most once per keeping time whatever the requests ask,
// and held as the few fields the matching needs. A good page's suggestions then cost no read.
import type { CatalogDocument, CatalogReader } from '@domain/catalog-reader';
import { goesWith, type GoesWith, type GoesWithCatalogue, type GoesWithGood, type GoesWithLine } from '@domain/goes-with';
import { PatternYarnsSchema, ToolSizeSchema } from '@domain/api/goes-with';
import { isYarnWeightClass } from '@domain/yarn-weight-classes';
import type { SizeRangeMm } from '@domain/yarn-line';
import { keptAnswer } from '../http/kept-answer';
import { COLLECTIONS } from './collections';

/** The goods on sale: the same list the storefront's goods arrays are read from. */
const ON_SALE = { where: [{ field: 'archived', value: false }] } as const;

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;
const text = (value: unknown) => (typeof value === 'string' ? value : '');
const number = (value: unknown) => (typeof value === 'number' && Number.isFinite(value) ? value : 0);
const localized = (value: unknown) => (isRecord(value) ? { ua: text(value.ua), en: text(value.en) } : { ua: '', en: '' });

function toGood({ id, data }: CatalogDocument): GoesWithGood {
  const discount = isRecord(data.discount) ? data.discount : {};
  const toolSize = ToolSizeSchema.safeParse(data.toolSize);
  const patternYarns = PatternYarnsSchema.safeParse(data.patternYarns);
  return {
    id,
    outerCategory: text(data.outerCategory),
    category: text(data.category),
    subcategory: text(data.subcategory),
    title: localized(data.title),
    price: number(data.price),
    discount: { hasDiscount: discount.hasDiscount === true, amount: number(discount.amount) },
    quantity: number(data.quantity),
    yarnLineId: typeof data.yarnLineId === 'string' ? data.yarnLineId : null,
    // A hand-edited attribute that does not parse matches nothing rather than failing the page.
    toolSize: toolSize.success ? toolSize.data : null,
    patternYarns: patternYarns.success ? patternYarns.data : null,
  };
}

function range(value: unknown): SizeRangeMm | null {
  if (!isRecord(value) || typeof value.from !== 'number') return null;
  return { from: value.from, to: typeof value.to === 'number' ? value.to : null };
}

function toLine({ id, data }: CatalogDocument): GoesWithLine[] {
  const needleMm = range(data.needleMm);
  if (!needleMm || !isYarnWeightClass(data.weightClass)) return [];
  return [{ id, brand: text(data.brand), name: text(data.name), weightClass: data.weightClass, needleMm, hookMm: range(data.hookMm) }];
}

export async function readGoesWithCatalogue(reader: CatalogReader): Promise<GoesWithCatalogue> {
  const [goods, lines] = await Promise.all([reader.list(COLLECTIONS.goods, ON_SALE), reader.list(COLLECTIONS.yarnLines)]);
  return { goods: goods.map(toGood), lines: lines.flatMap(toLine) };
}

/** What goes with a good, from the catalogue kept for `ttlMs` (0: read afresh each time, as on the emulators). */
export function keptGoesWith(reader: CatalogReader, { ttlMs }: { ttlMs: number }): (goodId: string) => Promise<GoesWith> {
  const catalogue = keptAnswer(() => readGoesWithCatalogue(reader), { ttlMs });
  return async (goodId) => goesWith(goodId, await catalogue());
}
