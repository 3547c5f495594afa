import { queryOptions, useQuery } from '@tanstack/react-query';
import { COLLECTIONS } from '@/config/firestore-collections';
import { catalogReader } from '@/lib/catalog-reader';
import { catalogKeys } from '@/lib/query-keys';
import type { Catalog } from '@/types/catalog';
import { toCatalog } from './reshape';

/** One catalog by its category name; null when there is none. */
async function getCatalog(category: string): Promise<Catalog | null> {
  const doc = await catalogReader().get(COLLECTIONS.catalogs, category);
  return doc ? toCatalog(doc.id, doc.data) : null;
}

function getCatalogQueryOptions(category: string) {
  return queryOptions({ queryKey: catalogKeys.one(category), queryFn: () => getCatalog(category) });
}

export function useCatalog(category: string) {
  return useQuery(getCatalogQueryOptions(category));
}
