// A catalog's Firestore read without React Query, so that the early page reads (app/page-reads.ts)
// can start it from a module graph that does not wait for React.
import { doc, getDoc } from 'firebase/firestore/lite';
import { COLLECTIONS } from '@/config/firestore-collections';
import { db } from '@/lib/firebase';
import type { Catalog } from '@/types/catalog';
import { toCatalog } from './reshape';

export const catalogKey = (category: string) => ['catalogs', { category }] as const;

/** One catalog by its category name; null when there is none. */
export async function getCatalog(category: string): Promise<Catalog | null> {
  const snapshot = await getDoc(doc(db, COLLECTIONS.catalogs, category));
  return snapshot.exists() ? toCatalog(snapshot.id, snapshot.data()) : null;
}
