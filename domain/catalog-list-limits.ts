// How many documents one client query of a public collection may ask for. firestore.rules
// allows a `list` only with a limit no larger than this (request.query.limit), so anyone holding
// the public web config pays for at most this many reads per query, and every list of the
// browser's reader says it (withListLimits below; docs/adr/0015-bounded-public-reads.md). Sized
// from the SPA's own reads.
import type { CatalogQuery, CatalogReader } from './catalog-reader';
import { PUBLIC_COLLECTIONS } from './collections';

type PublicCollection = (typeof PUBLIC_COLLECTIONS)[keyof typeof PUBLIC_COLLECTIONS];

export const LIST_LIMITS: Readonly<Record<PublicCollection, number>> = {
  // A shop has a handful of departments and tens of categories.
  outerCategories: 50,
  categories: 200,
  catalogs: 200,
  // One listing (a category, a sub-category, the discounted goods), or the home page's special goods.
  goods: 500,
  mainPageImages: 50,
  // One shard per 2 000 goods: 20 shards cover 40 000 goods.
  searchIndex: 20,
  // Every line, for the good form; a listing asks for at most 30 at a time, by id.
  yarnLines: 200,
};

/** The ADMIN's catalogue page lists every good at once; a token with the ADMIN claim may ask for this many. */
export const ADMIN_GOODS_LIMIT = 5000;

/** The limit a list asks for: its own, or as many as the ids it names, or its collection's most. */
export function listLimit(collection: string, query: CatalogQuery): number {
  if (query.limit !== undefined) return query.limit;
  if (query.ids) return query.ids.length;
  return LIST_LIMITS[collection as PublicCollection] ?? 1;
}

/**
 * A reader whose every list says its limit, as the rules require of the browser. The server
 * renderer reads through it too (firebase-admin is not bound by the rules), so a page rendered
 * on the server lists what the browser would.
 */
export function withListLimits(reader: CatalogReader): CatalogReader {
  return {
    get: (collection, id) => reader.get(collection, id),
    list: (collection, query = {}) => reader.list(collection, { ...query, limit: listLimit(collection, query) }),
  };
}
