import { queryOptions, useQuery } from '@tanstack/react-query';
import { getGoods, goodsKey, type GoodsFilter } from './read-goods';

// goodsKey and getGoods both take an absent sub-category as the whole category (ALL_GOODS).
export function getGoodsQueryOptions(filter: GoodsFilter) {
  return queryOptions({ queryKey: goodsKey(filter), queryFn: () => getGoods(filter) });
}

export function useGoods(filter: GoodsFilter) {
  return useQuery(getGoodsQueryOptions(filter));
}
