import { queryOptions, useQuery } from '@tanstack/react-query';
import { doc, getDoc } from 'firebase/firestore/lite';
import { COLLECTIONS } from '@/config/firestore-collections';
import { db } from '@/lib/firebase';
import type { Good } from '@/types/good';
import { toGood } from '@/utils/good-document';

/** One good by id; null when there is none. An archived good is still returned (old orders link to it). */
export async function getGood(id: string): Promise<Good | null> {
  const snapshot = await getDoc(doc(db, COLLECTIONS.goods, id));
  return snapshot.exists() ? toGood(snapshot.id, snapshot.data()) : null;
}

export function getGoodQueryOptions(id: string) {
  return queryOptions({
    queryKey: ['goods', { id }],
    queryFn: () => getGood(id),
  });
}

export function useGood(id: string) {
  return useQuery(getGoodQueryOptions(id));
}
