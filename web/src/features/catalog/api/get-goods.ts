import { queryOptions, useQuery } from '@tanstack/react-query';
import { ALL_GOODS } from '@/types/catalog';
import { getGoods, goodsKey, type GoodsFilter } from './read-goods';

export function getGoodsQueryOptions(filter: GoodsFilter) {
  const subCategory = filter.subCategory ?? ALL_GOODS;
  return queryOptions({
    queryKey: goodsKey({ category: filter.category, subCategory }),
    queryFn: () => getGoods({ category: filter.category, subCategory }),
  });
}

export function useGoods(filter: GoodsFilter) {
  return useQuery(getGoodsQueryOptions(filter));
}
