import { queryOptions, useQuery } from '@tanstack/react-query';
import { COLLECTIONS } from '@/config/firestore-collections';
import { catalogReader } from '@/lib/catalog-reader';
import { catalogKeys } from '@/lib/query-keys';
import type { Catalog } from '@/types/catalog';
import { byOrder, toCatalog } from './reshape';

/** Every catalog of every group, in display order: the catalog menu and the burger's drill-down. */
async function getAllCatalogs(): Promise<Catalog[]> {
  const docs = await catalogReader().list(COLLECTIONS.catalogs);
  return docs.map((doc) => toCatalog(doc.id, doc.data)).sort(byOrder((catalog) => catalog.category));
}

function getAllCatalogsQueryOptions() {
  return queryOptions({
    queryKey: catalogKeys.everyOne(),
    queryFn: getAllCatalogs,
  });
}

/** `enabled: false` until a shopper reaches for the menu, so a page that never opens it pays no reads. */
export function useAllCatalogs({ enabled }: { enabled: boolean }) {
  return useQuery({ ...getAllCatalogsQueryOptions(), enabled });
}
