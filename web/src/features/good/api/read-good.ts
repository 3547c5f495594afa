// A good's Firestore read without React Query, so that the early page reads (app/page-reads.ts)
// can start it from a module graph that does not wait for React.
import { doc, getDoc } from 'firebase/firestore/lite';
import { COLLECTIONS } from '@/config/firestore-collections';
import { db } from '@/lib/firebase';
import type { Good } from '@/types/good';
import { toGood } from '@/utils/good-document';

export const goodKey = (id: string) => ['goods', { id }] as const;

/** One good by id; null when there is none. An archived good is still returned (old orders link to it). */
export async function getGood(id: string): Promise<Good | null> {
  const snapshot = await getDoc(doc(db, COLLECTIONS.goods, id));
  return snapshot.exists() ? toGood(snapshot.id, snapshot.data()) : null;
}
