import { queryOptions, useQuery } from '@tanstack/react-query';
import { collection, getDocs, limit, or, query, where } from 'firebase/firestore/lite';
import { COLLECTIONS } from '@/config/firestore-collections';
import { db } from '@/lib/firebase';
import type { Good } from '@/types/good';
import { toGood } from '@/utils/good-document';

/** Enough to scroll through at four a screen, few enough to keep the home page's reads low. */
export const SPECIAL_GOODS_LIMIT = 12;

/** Goods with a discount, or popular, or new (SPEC.md section 2): one query, one read per good. */
export async function getSpecialGoods({ max }: { max: number }): Promise<Good[]> {
  const snapshot = await getDocs(
    query(
      collection(db, COLLECTIONS.goods),
      or(where('discount.hasDiscount', '==', true), where('popular', '==', true), where('newGoodState', '==', true)),
      limit(max),
    ),
  );
  // Archived goods stay only for old orders; they are never offered.
  return snapshot.docs.map((doc) => toGood(doc.id, doc.data())).filter((good) => !good.archived);
}

export function getSpecialGoodsQueryOptions(max = SPECIAL_GOODS_LIMIT) {
  return queryOptions({
    queryKey: ['goods', { special: true, max }],
    queryFn: () => getSpecialGoods({ max }),
  });
}

export function useSpecialGoods({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...getSpecialGoodsQueryOptions(), enabled });
}
