// A listing's Firestore read without React Query (see read-catalog.ts for why).
import { collection, getDocs, limit, orderBy, query, where, type QueryConstraint, type QuerySnapshot } from 'firebase/firestore/lite';
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

/** A listing's goods, newest first. */
export function goodsQuery(filter: GoodsFilter, ...more: QueryConstraint[]) {
  return query(collection(db, COLLECTIONS.goods), ...constraintsFor(filter), orderBy('createdAt', 'desc'), ...more);
}

/** A listing's goods without archived ones (those only live on in old orders). */
export function listed(snapshot: QuerySnapshot): Good[] {
  // Filtered here, not in the query: `archived != true` would need one more index per listing.
  return snapshot.docs.map((doc) => toGood(doc.id, doc.data())).filter((good) => !good.archived);
}

/**
 * How many goods a phone's first screen of a listing shows (goods-grid.tsx). The first script of
 * a visit that opens on a listing reads only those (app/page-reads.ts), so that the first cards
 * wait for a few documents rather than for the whole catalog; useGoods (get-goods.ts) reads the
 * whole list (whole-goods.ts) once the first card's picture is in. Nine Lighthouse runs of the
 * goods list (the 24 goods of the seed's hooks), twice: 90 → 92, LCP 3.20 → 2.94 s (docs/notes.md).
 */
export const FIRST_SCREEN_GOODS = 4;

export const goodsFirstScreenKey = (filter: GoodsFilter) => [...goodsKey(filter), 'firstScreen'] as const;

export interface GoodsFirstScreen {
  goods: Good[];
  /** Fewer documents than asked for came back: these are all of the listing's goods. */
  complete: boolean;
}

export async function getGoodsFirstScreen(filter: GoodsFilter): Promise<GoodsFirstScreen> {
  const snapshot = await getDocs(goodsQuery(filter, limit(FIRST_SCREEN_GOODS)));
  return { goods: listed(snapshot), complete: snapshot.size < FIRST_SCREEN_GOODS };
}
