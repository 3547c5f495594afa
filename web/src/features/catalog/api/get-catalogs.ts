import { queryOptions, useQuery } from '@tanstack/react-query';
import { COLLECTIONS } from '@/config/firestore-collections';
import { catalogReader } from '@/lib/catalog-reader';
import { catalogKeys } from '@/lib/query-keys';
import type { Catalog } from '@/types/catalog';
import { byOrder, toCatalog } from './reshape';

interface CatalogsFilter {
  /** An outer category name, or NO_OUTER_CATEGORY for the top-level group. */
  outerCategory: string;
}

/** The catalogs of one group in display order. */
async function getCatalogs({ outerCategory }: CatalogsFilter): Promise<Catalog[]> {
  // Sorted here: ordering by `order` in the query would need one more composite index,
  // and a group holds a handful of catalogs.
  const docs = await catalogReader().list(COLLECTIONS.catalogs, { where: [{ field: 'outerCategory', value: outerCategory }] });
  return docs.map((doc) => toCatalog(doc.id, doc.data)).sort(byOrder((catalog) => catalog.category));
}

function getCatalogsQueryOptions(filter: CatalogsFilter) {
  return queryOptions({
    queryKey: catalogKeys.ofOuterCategory(filter.outerCategory),
    queryFn: () => getCatalogs(filter),
  });
}

/** `enabled: false` holds the read back (the header's menus, until a menu shows them). */
export function useCatalogs(filter: CatalogsFilter, { enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...getCatalogsQueryOptions(filter), enabled });
}
