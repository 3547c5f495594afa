import { queryOptions, useQuery } from '@tanstack/react-query';
import { catalogKey, getCatalog } from './read-catalog';

export function getCatalogQueryOptions(category: string) {
  return queryOptions({ queryKey: catalogKey(category), queryFn: () => getCatalog(category) });
}

export function useCatalog(category: string) {
  return useQuery(getCatalogQueryOptions(category));
}
