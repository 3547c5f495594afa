// The public read calls for clients that do not read Firestore directly; the SPA reads these
// collections straight from Firestore under the rules. Each reads through a CatalogReader, so
// the routes can keep the answers (./kept-answer.ts) and translations can keep documents.
import type { CatalogReader } from '@domain/catalog-reader';
import { COLLECTIONS } from '../model/types';
import { adminCatalogReader } from '../ssr/admin-catalog-reader';

export const BY_ORDER = { orderBy: { field: 'order', direction: 'asc' } } as const;

export async function fetchCatalogs(reader: CatalogReader = adminCatalogReader) {
  const docs = await reader.list(COLLECTIONS.catalogs, BY_ORDER);
  return docs.map((d) => ({ _id: d.id, ...d.data }));
}

export async function getMainPageImages(reader: CatalogReader = adminCatalogReader) {
  const docs = await reader.list(COLLECTIONS.mainPageImages, BY_ORDER);
  return docs.map((d) => ({ _id: d.id, mainImage: d.data.mainImage as string, mainImageBlured: (d.data.mainImageBlured ?? null) as string | null }));
}

/** Every good on sale, grouped by category: the spec's goodsArrays. */
export async function getGoodsArrays(reader: CatalogReader = adminCatalogReader) {
  const docs = await reader.list(COLLECTIONS.goods, { where: [{ field: 'archived', value: false }] });
  const arrays: Record<string, Record<string, unknown>[]> = {};
  for (const doc of docs) {
    const { createdAt: _created, updatedAt: _updated, ...good } = doc.data;
    (arrays[good.category as string] ??= []).push({ _id: doc.id, ...good });
  }
  return arrays;
}
