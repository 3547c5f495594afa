// Where /api/gettranslations finds its texts: listings of the catalogue (the public reads' own
// queries), kept in the instance like their answers and indexed by id. A key naming an unknown id
// costs no read at all; a stranger's 500 random ids used to be 500 billed reads of missing
// documents. An archived good is not on sale, so it has no translation here.
import type { CatalogDocument, CatalogQuery, CatalogReader } from '@domain/catalog-reader';
import { keptAnswer } from '../http/kept-answer';
import { COLLECTIONS } from '../model/types';
import { BY_ORDER, ON_SALE } from './public-reads';

/** The listings translations are looked up in: the public reads' own queries. */
const TRANSLATED_LISTINGS: Record<string, CatalogQuery> = {
  [COLLECTIONS.outerCategories]: BY_ORDER,
  [COLLECTIONS.categories]: BY_ORDER,
  [COLLECTIONS.catalogs]: BY_ORDER,
  [COLLECTIONS.goods]: ON_SALE,
};

/** A reader whose get() looks in the kept listings; a collection not listed, or an id not in it, is null. */
export function keptListingsReader(listings: CatalogReader, { ttlMs }: { ttlMs: number }): CatalogReader {
  const indexes = new Map(
    Object.entries(TRANSLATED_LISTINGS).map(([collection, query]) => [
      collection,
      keptAnswer(async () => new Map((await listings.list(collection, query)).map((doc): [string, CatalogDocument] => [doc.id, doc])), { ttlMs }),
    ]),
  );
  return {
    async get(collection, id) {
      const index = indexes.get(collection);
      return index ? ((await index()).get(id) ?? null) : null;
    },
    list: () => Promise.reject(new Error('the kept listings are read by id only')),
  };
}
