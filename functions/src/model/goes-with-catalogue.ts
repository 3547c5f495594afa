// The catalogue "goes with" is computed from (domain/goes-with.ts), kept in the instance and read
// at most once per keeping time whatever the requests ask: the accessories on sale (the needles,
// hooks and patterns, with their sizes and named yarns), every yarn line (its ranges, and each
// colour's stock on its entry) and the search index's shards (where each colour sits, for its
// link). A few hundred documents, not one per good of the catalogue; a page's suggestions then
// cost no read of their own.
import type { CatalogDocument, CatalogReader } from '@domain/catalog-reader';
import { goesWith, type GoesWith, type GoesWithCatalogue, type GoesWithGood, type GoesWithLine } from '@domain/goes-with';
import { PatternYarnsSchema, ToolSizeSchema } from '@domain/api/goes-with';
import type { GoodPlace } from '@domain/links';
import { isSearchEntry } from '@domain/search';
import { isYarnWeightClass } from '@domain/yarn-weight-classes';
import type { SizeRangeMm } from '@domain/yarn-line';
import { keptAnswer } from '../http/kept-answer';
import { COLLECTIONS } from './collections';

/** Only accessories carry sizes or named yarns (the good form offers them to no other kind). */
const ACCESSORIES_ON_SALE = { where: [{ field: 'kind', value: 'accessory' }, { field: 'archived', value: false }] } as const;
const NO_DISCOUNT = { hasDiscount: false, amount: 0 };

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;
const text = (value: unknown) => (typeof value === 'string' ? value : '');
const number = (value: unknown) => (typeof value === 'number' && Number.isFinite(value) ? value : 0);
const localized = (value: unknown) => (isRecord(value) ? { ua: text(value.ua), en: text(value.en) } : { ua: '', en: '' });

function toAccessory({ id, data }: CatalogDocument): GoesWithGood {
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

/** Where each indexed good sits, from the shards: the index holds every good on sale. */
function placesOf(shards: CatalogDocument[]): Map<string, GoodPlace> {
  const places = new Map<string, GoodPlace>();
  for (const { data } of shards) {
    let entries: unknown;
    try {
      entries = typeof data.entriesJson === 'string' ? JSON.parse(data.entriesJson) : [];
    } catch {
      continue;
    }
    for (const entry of Array.isArray(entries) ? entries.filter(isSearchEntry) : []) {
      const [id, , , , category, subcategory, outerCategory] = entry;
      places.set(id, { id, category, subcategory, outerCategory });
    }
  }
  return places;
}

/** A line's colours as goods: stock from the line's entries, place from the index; a colour not indexed (not on sale) is left out. */
function coloursOf(lineDocs: CatalogDocument[], places: Map<string, GoodPlace>): GoesWithGood[] {
  return lineDocs.flatMap(({ id: lineId, data }) =>
    (Array.isArray(data.colours) ? data.colours : []).flatMap((entry: unknown) => {
      const place = isRecord(entry) ? places.get(text(entry.goodId)) : undefined;
      if (!place || !isRecord(entry)) return [];
      return [{ ...place, title: localized(entry.name), price: 0, discount: NO_DISCOUNT, quantity: number(entry.quantity), yarnLineId: lineId }];
    }),
  );
}

export async function readGoesWithCatalogue(reader: CatalogReader): Promise<GoesWithCatalogue> {
  const [accessories, lines, shards] = await Promise.all([
    reader.list(COLLECTIONS.goods, ACCESSORIES_ON_SALE),
    reader.list(COLLECTIONS.yarnLines),
    reader.list(COLLECTIONS.searchIndex),
  ]);
  return { goods: [...accessories.map(toAccessory), ...coloursOf(lines, placesOf(shards))], lines: lines.flatMap(toLine) };
}

/** What goes with a good, from the catalogue kept for `ttlMs` (0: read afresh each time, as on the emulators). */
export function keptGoesWith(reader: CatalogReader, { ttlMs }: { ttlMs: number }): (goodId: string) => Promise<GoesWith> {
  const catalogue = keptAnswer(() => readGoesWithCatalogue(reader), { ttlMs });
  return async (goodId) => goesWith(goodId, await catalogue());
}
