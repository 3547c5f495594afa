import { queryOptions, useQuery } from '@tanstack/react-query';
import { collection, getDocs } from 'firebase/firestore/lite';
import { COLLECTIONS } from '@/config/firestore-collections';
import { db } from '@/lib/firebase';
import type { OuterCategory } from '@/types/catalog';
import { byOrder, toOuterCategory } from './reshape';

/** All outer categories in display order. */
export async function getOuterCategories(): Promise<OuterCategory[]> {
  // Sorted here rather than with orderBy: Firestore would silently drop a document without `order`.
  const snapshot = await getDocs(collection(db, COLLECTIONS.outerCategories));
  return snapshot.docs
    .map((doc) => toOuterCategory(doc.id, doc.data()))
    .sort(byOrder((outer) => outer.name));
}

export function getOuterCategoriesQueryOptions() {
  return queryOptions({
    queryKey: ['outerCategories'],
    queryFn: getOuterCategories,
  });
}

export function useOuterCategories() {
  return useQuery(getOuterCategoriesQueryOptions());
}
