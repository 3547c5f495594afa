import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CatalogQuery } from '@domain/catalog-reader';
import { COLLECTIONS } from '@/config/firestore-collections';
import { SPECIAL_GOODS_CATEGORIES } from '@/config/paths';
import { catalogReader } from '@/lib/catalog-reader';
import { goodsKeys } from '@/lib/query-keys';
import { ALL_GOODS } from '@/types/catalog';
import type { Good } from '@/types/good';
import { toGood } from '@/utils/good-document';

export interface GoodsFilter {
  /** A category name, or SPECIAL_GOODS_CATEGORIES.discountGoods for every discounted good. */
  category: string;
  /** A sub-category URL segment; ALL_GOODS or absent for the whole category. */
  subCategory?: string;
}

function listingQuery({ category, subCategory }: GoodsFilter): CatalogQuery {
  // Each branch has its composite index in firestore.indexes.json (with createdAt desc).
  const orderBy = { field: 'createdAt', direction: 'desc' } as const;
  if (category === SPECIAL_GOODS_CATEGORIES.discountGoods) return { where: [{ field: 'discount.hasDiscount', value: true }], orderBy };
  const where = [{ field: 'category', value: category }];
  if (subCategory && subCategory !== ALL_GOODS) where.push({ field: 'subcategory', value: subCategory });
  return { where, orderBy };
}

/** A listing's goods, newest first, without archived ones (those only live on in old orders). */
async function getGoods(filter: GoodsFilter): Promise<Good[]> {
  const docs = await catalogReader().list(COLLECTIONS.goods, listingQuery(filter));
  // Filtered here, not in the query: `archived != true` would need one more index per listing.
  return docs.map((doc) => toGood(doc.id, doc.data)).filter((good) => !good.archived);
}

// An absent sub-category is the whole category (ALL_GOODS), in the key as in the read.
function getGoodsQueryOptions({ category, subCategory = ALL_GOODS }: GoodsFilter) {
  return queryOptions({ queryKey: goodsKeys.ofSubcategory(category, subCategory), queryFn: () => getGoods({ category, subCategory }) });
}

/** What a listing has of its goods. */
export type ListingGoods = { status: 'pending' } | { status: 'error'; retry: () => void } | { status: 'ready'; goods: Good[] };

export function useGoods(filter: GoodsFilter): ListingGoods {
  const goods = useQuery(getGoodsQueryOptions(filter));
  if (goods.data) return { status: 'ready', goods: goods.data };
  if (goods.isError) return { status: 'error', retry: () => void goods.refetch() };
  return { status: 'pending' };
}
