import { queryOptions, useQuery } from '@tanstack/react-query';
import { getGood, goodKey } from './read-good';

export function getGoodQueryOptions(id: string) {
  return queryOptions({ queryKey: goodKey(id), queryFn: () => getGood(id) });
}

export function useGood(id: string) {
  return useQuery(getGoodQueryOptions(id));
}
