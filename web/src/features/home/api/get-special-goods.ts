import { queryOptions, useQuery } from '@tanstack/react-query';
import { COLLECTIONS } from '@/config/firestore-collections';
import { catalogReader } from '@/lib/catalog-reader';
import { goodsKeys } from '@/lib/query-keys';
import type { Good } from '@/types/good';
import { toGood } from '@/utils/good-document';

/** Enough to scroll through at four a screen, few enough to keep the home page's reads low. */
export const SPECIAL_GOODS_LIMIT = 12;

/** Goods with a discount, or popular, or new: one query, one read per good. */
async function getSpecialGoods({ max }: { max: number }): Promise<Good[]> {
  const docs = await catalogReader().list(COLLECTIONS.goods, {
    anyOf: [
      { field: 'discount.hasDiscount', value: true },
      { field: 'popular', value: true },
      { field: 'newGoodState', value: true },
    ],
    limit: max,
  });
  // Archived goods stay only for old orders; they are never offered.
  return docs.map((doc) => toGood(doc.id, doc.data)).filter((good) => !good.archived);
}

function getSpecialGoodsQueryOptions(max = SPECIAL_GOODS_LIMIT) {
  return queryOptions({
    queryKey: goodsKeys.special(max),
    queryFn: () => getSpecialGoods({ max }),
  });
}

export function useSpecialGoods() {
  return useQuery(getSpecialGoodsQueryOptions());
}
