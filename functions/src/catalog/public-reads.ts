// The public read calls for clients that do not read Firestore directly; the SPA reads these
// collections straight from Firestore under the rules. Each reads through a CatalogReader, so
// the routes can keep the answers (./kept-answer.ts) and translations can keep documents.
import { z } from 'zod';
import type { CatalogReader } from '@domain/catalog-reader';
import { isSlideShowing } from '@domain/slide';
import { COLLECTIONS } from '../model/types';
import { firestoreCatalogReader } from '../model/catalog-reader';

const SlideSchema = z.object({
  mainImage: z.string(),
  mainImageBlured: z.string().nullable().default(null),
  showFromMs: z.number().nullable().default(null),
  showUntilMs: z.number().nullable().default(null),
});

export const BY_ORDER = { orderBy: { field: 'order', direction: 'asc' } } as const;
/** The goods on sale: what the storefront lists, and what translations are looked up in. */
export const ON_SALE = { where: [{ field: 'archived', value: false }] };

export async function fetchCatalogs(reader: CatalogReader = firestoreCatalogReader) {
  const docs = await reader.list(COLLECTIONS.catalogs, BY_ORDER);
  return docs.map((d) => ({ _id: d.id, ...d.data }));
}

/** The slides showing at `nowMs` (their dates, ADR 20's section on slides), in their order. */
export async function getMainPageImages(reader: CatalogReader = firestoreCatalogReader, nowMs = Date.now()) {
  const docs = await reader.list(COLLECTIONS.mainPageImages, BY_ORDER);
  // Read through the untyped port, so each slide is checked; one without its picture is left out.
  return docs.flatMap((d) => {
    const slide = SlideSchema.safeParse(d.data);
    if (!slide.success || !isSlideShowing(slide.data, nowMs)) return [];
    const { showFromMs: _from, showUntilMs: _until, ...shown } = slide.data;
    return [{ _id: d.id, ...shown }];
  });
}

/** Every good on sale, grouped by category: the first API's goodsArrays (docs/api.md). */
export async function getGoodsArrays(reader: CatalogReader = firestoreCatalogReader) {
  const docs = await reader.list(COLLECTIONS.goods, ON_SALE);
  const arrays: Record<string, Record<string, unknown>[]> = {};
  for (const doc of docs) {
    const { createdAt: _created, updatedAt: _updated, ...good } = doc.data;
    (arrays[good.category as string] ??= []).push({ _id: doc.id, ...good });
  }
  return arrays;
}
