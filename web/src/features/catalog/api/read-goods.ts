// A listing's Firestore read without React Query (see read-catalog.ts for why).
import { collection, getDocs, orderBy, query, where, type QueryConstraint } from 'firebase/firestore/lite';
import { COLLECTIONS } from '@/config/firestore-collections';
import { SPECIAL_GOODS_CATEGORIES } from '@/config/paths';
import { db } from '@/lib/firebase';
import { ALL_GOODS } from '@/types/catalog';
import type { Good } from '@/types/good';
import { toGood } from '@/utils/good-document';

export interface GoodsFilter {
  /** A category name, or SPECIAL_GOODS_CATEGORIES.discountGoods for every discounted good. */
  category: string;
  /** A sub-category URL segment; ALL_GOODS or absent for the whole category. */
  subCategory?: string;
}

export const goodsKey = ({ category, subCategory = ALL_GOODS }: GoodsFilter) => ['goods', { category, subCategory }] as const;

function constraintsFor({ category, subCategory }: GoodsFilter): QueryConstraint[] {
  // Each branch has its composite index in firestore.indexes.json (with createdAt desc).
  if (category === SPECIAL_GOODS_CATEGORIES.discountGoods) return [where('discount.hasDiscount', '==', true)];
  const inCategory = [where('category', '==', category)];
  return subCategory && subCategory !== ALL_GOODS ? [...inCategory, where('subcategory', '==', subCategory)] : inCategory;
}

/** The goods of a listing, newest first, without archived ones (those only live on in old orders). */
export async function getGoods(filter: GoodsFilter): Promise<Good[]> {
  const snapshot = await getDocs(
    query(collection(db, COLLECTIONS.goods), ...constraintsFor(filter), orderBy('createdAt', 'desc')),
  );
  // Filtered here, not in the query: `archived != true` would need one more index per listing.
  return snapshot.docs.map((doc) => toGood(doc.id, doc.data())).filter((good) => !good.archived);
}
