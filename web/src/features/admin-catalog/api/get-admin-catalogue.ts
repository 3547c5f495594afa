// What the admin page lists, read straight from Firestore Lite like the storefront does. Keys
// carry `scope: 'admin'` so they never share a cache entry with the storefront's own shapes, and
// still fall under the storefront's invalidation prefixes (['goods'], ['catalogs'], ...).
import { queryOptions, useQuery } from '@tanstack/react-query';
import { collection, getDocs } from 'firebase/firestore/lite';
import { COLLECTIONS } from '@/config/firestore-collections';
import { db } from '@/lib/firebase';
import { NO_OUTER_CATEGORY, type Catalog, type OuterCategory } from '@/types/catalog';
import type { Good } from '@/types/good';
import { isRecord, readArray, readLocalized, readNumber, readOptionalString, readString } from '@/utils/document-fields';
import { toGood } from '@/utils/good-document';

const byOrder = <T extends { order: number; key: string }>(a: T, b: T) => a.order - b.order || a.key.localeCompare(b.key);

export async function getAdminOuterCategories(): Promise<OuterCategory[]> {
  const snap = await getDocs(collection(db, COLLECTIONS.outerCategories));
  return snap.docs
    .map((doc) => {
      const data = doc.data();
      return { name: doc.id, title: readLocalized(data.title, doc.id), previewImage: readOptionalString(data.previewImage), order: readNumber(data.order, 1e9), key: doc.id };
    })
    .sort(byOrder);
}

export async function getAdminCatalogs(): Promise<Catalog[]> {
  const snap = await getDocs(collection(db, COLLECTIONS.catalogs));
  return snap.docs
    .map((doc) => {
      const data = doc.data();
      const subCategories = readArray(data.subCategories)
        .filter(isRecord)
        .map((sub, index) => ({
          id: readString(sub._id) || String(index),
          name: readString(sub.name),
          title: readLocalized(sub.title, readString(sub.name)),
          previewImage: readOptionalString(sub.previewImage),
        }));
      return {
        category: doc.id,
        outerCategory: readString(data.outerCategory) || NO_OUTER_CATEGORY,
        title: readLocalized(data.title, doc.id),
        previewImage: readOptionalString(data.previewImage),
        subCategories,
        description: readLocalized(data.description),
        order: readNumber(data.order, 1e9),
        key: doc.id,
      };
    })
    .sort(byOrder);
}

/** Every good that is not archived; a few hundred, searched and paged in the page itself. */
export async function getAdminGoods(): Promise<Good[]> {
  const snap = await getDocs(collection(db, COLLECTIONS.goods));
  return snap.docs.map((doc) => toGood(doc.id, doc.data())).filter((good) => !good.archived);
}

export const adminOuterCategoriesQuery = () => queryOptions({ queryKey: ['outerCategories', { scope: 'admin' }], queryFn: getAdminOuterCategories });
export const adminCatalogsQuery = () => queryOptions({ queryKey: ['catalogs', { scope: 'admin' }], queryFn: getAdminCatalogs });
export const adminGoodsQuery = () => queryOptions({ queryKey: ['goods', { scope: 'admin' }], queryFn: getAdminGoods });

export const useAdminOuterCategories = () => useQuery(adminOuterCategoriesQuery());
export const useAdminCatalogs = () => useQuery(adminCatalogsQuery());
export const useAdminGoods = () => useQuery(adminGoodsQuery());
