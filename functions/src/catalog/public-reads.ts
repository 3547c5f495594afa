// The spec's read calls (SPEC.md section 7) for clients that do not read Firestore directly.
// The SPA itself reads these collections straight from Firestore under the rules.
import { db } from '../admin';
import { COLLECTIONS } from '../model/types';

export async function fetchCatalogs() {
  const snap = await db.collection(COLLECTIONS.catalogs).orderBy('order').get();
  return snap.docs.map((d) => ({ _id: d.id, ...d.data() }));
}

export async function getMainPageImages() {
  const snap = await db.collection(COLLECTIONS.mainPageImages).orderBy('order').get();
  return snap.docs.map((d) => ({ _id: d.id, mainImage: d.get('mainImage') as string, mainImageBlured: d.get('mainImageBlured') as string | null }));
}

/** Every good on sale, grouped by category: the spec's goodsArrays. */
export async function getGoodsArrays() {
  const snap = await db.collection(COLLECTIONS.goods).where('archived', '==', false).get();
  const arrays: Record<string, Record<string, unknown>[]> = {};
  for (const doc of snap.docs) {
    const { createdAt: _created, updatedAt: _updated, ...good } = doc.data();
    (arrays[good.category as string] ??= []).push({ _id: doc.id, ...good });
  }
  return arrays;
}
