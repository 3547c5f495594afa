import { queryOptions, useQuery } from '@tanstack/react-query';
import { getSpecialGoods, SPECIAL_GOODS_LIMIT, specialGoodsKey } from './read-special-goods';

export function getSpecialGoodsQueryOptions(max = SPECIAL_GOODS_LIMIT) {
  return queryOptions({ queryKey: specialGoodsKey(max), queryFn: () => getSpecialGoods({ max }) });
}

export function useSpecialGoods() {
  return useQuery(getSpecialGoodsQueryOptions());
}
