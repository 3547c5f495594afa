// The outer categories' Firestore read without React Query, so that the early page reads
// (app/page-reads.ts) can start it from a module graph that does not wait for React.
import { collection, getDocs } from 'firebase/firestore/lite';
import { COLLECTIONS } from '@/config/firestore-collections';
import { db } from '@/lib/firebase';
import type { OuterCategory } from '@/types/catalog';
import { byOrder, toOuterCategory } from './reshape';

export const outerCategoriesKey = () => ['outerCategories'] as const;

/** All outer categories in display order. */
export async function getOuterCategories(): Promise<OuterCategory[]> {
  // Sorted here rather than with orderBy: Firestore would silently drop a document without `order`.
  const snapshot = await getDocs(collection(db, COLLECTIONS.outerCategories));
  return snapshot.docs
    .map((doc) => toOuterCategory(doc.id, doc.data()))
    .sort(byOrder((outer) => outer.name));
}
