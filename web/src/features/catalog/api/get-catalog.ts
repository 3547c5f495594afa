import { queryOptions, useQuery } from '@tanstack/react-query';
import { doc, getDoc } from 'firebase/firestore/lite';
import { COLLECTIONS } from '@/config/firestore-collections';
import { db } from '@/lib/firebase';
import type { Catalog } from '@/types/catalog';
import { toCatalog } from './reshape';

/** One catalog by its category name; null when there is none. */
export async function getCatalog(category: string): Promise<Catalog | null> {
  const snapshot = await getDoc(doc(db, COLLECTIONS.catalogs, category));
  return snapshot.exists() ? toCatalog(snapshot.id, snapshot.data()) : null;
}

export function getCatalogQueryOptions(category: string) {
  return queryOptions({
    queryKey: ['catalogs', { category }],
    queryFn: () => getCatalog(category),
  });
}

export function useCatalog(category: string) {
  return useQuery(getCatalogQueryOptions(category));
}
