// A CatalogReader over documents held in memory, for unit tests of what reads the catalogue
// (install it with setCatalogReader). A fake of the port, not of Firebase: it answers a query
// as Firestore would where a test could tell the difference (a document without a field never
// equals a value, nor is ordered by it; more than 30 ids fail), and no further. Count the reads
// with vi.spyOn(reader, 'get' | 'list').
import { MAX_IDS_PER_QUERY, type CatalogDocument, type CatalogQuery, type CatalogReader, type FieldEquals } from '@domain/catalog-reader';

/** Collection name → document id → the document's fields. */
export type MemoryCollections = Record<string, Record<string, Record<string, unknown>>>;

const MISSING = Symbol('missing');

/** The value at a dotted path (`discount.hasDiscount`), or MISSING when a step is not there. */
function fieldAt(data: Record<string, unknown>, path: string): unknown {
  let value: unknown = data;
  for (const step of path.split('.')) {
    if (typeof value !== 'object' || value === null || !(step in value)) return MISSING;
    value = (value as Record<string, unknown>)[step];
  }
  return value;
}

const holds = (data: Record<string, unknown>, { field, value }: FieldEquals) => fieldAt(data, field) === value;

/** Firestore's order across types (null, booleans, numbers, timestamps, strings), then by value. */
function sortKey(value: unknown): [number, number | string] {
  if (value === null) return [0, 0];
  if (typeof value === 'boolean') return [1, Number(value)];
  if (typeof value === 'number') return [2, value];
  if (value instanceof Date) return [3, value.getTime()];
  if (typeof value === 'object' && typeof (value as { toMillis?: unknown }).toMillis === 'function') return [3, (value as { toMillis: () => number }).toMillis()];
  if (typeof value === 'string') return [4, value];
  throw new Error(`memoryCatalogReader cannot order by ${JSON.stringify(value)}`);
}

function compare(a: unknown, b: unknown): number {
  const [rankA, keyA] = sortKey(a);
  const [rankB, keyB] = sortKey(b);
  if (rankA !== rankB) return rankA - rankB;
  if (keyA < keyB) return -1;
  return keyA > keyB ? 1 : 0;
}

// A copy of the fields, so that what a caller does with an answer never changes the next one.
const toDocument = (id: string, data: Record<string, unknown>): CatalogDocument => ({ id, data: { ...data } });

export function memoryCatalogReader(collections: MemoryCollections): CatalogReader {
  return {
    async get(collection, id) {
      const data = collections[collection]?.[id];
      return data ? toDocument(id, data) : null;
    },
    async list(collection, query: CatalogQuery = {}) {
      const { where = [], anyOf, ids, orderBy, limit } = query;
      if (ids && ids.length > MAX_IDS_PER_QUERY) throw new Error(`at most ${MAX_IDS_PER_QUERY} ids per query`);
      let found = Object.entries(collections[collection] ?? {}).filter(
        ([id, data]) =>
          where.every((condition) => holds(data, condition)) &&
          (!anyOf || anyOf.some((condition) => holds(data, condition))) &&
          (!ids || ids.includes(id)),
      );
      // By id when nothing else is asked, and between equal values in the asked direction.
      const sign = orderBy?.direction === 'desc' ? -1 : 1;
      found.sort(([a], [b]) => sign * compare(a, b));
      if (orderBy) {
        found = found
          .filter(([, data]) => fieldAt(data, orderBy.field) !== MISSING)
          .sort(([, a], [, b]) => sign * compare(fieldAt(a, orderBy.field), fieldAt(b, orderBy.field)));
      }
      return found.slice(0, limit).map(([id, data]) => toDocument(id, data));
    },
  };
}
