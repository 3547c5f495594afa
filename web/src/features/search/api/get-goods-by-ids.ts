import { queryOptions, useQuery } from '@tanstack/react-query';
import { collection, documentId, getDocs, query, where } from 'firebase/firestore/lite';
import { COLLECTIONS } from '@/config/firestore-collections';
import { db } from '@/lib/firebase';
import type { Good } from '@/types/good';
import { toGood } from '@/utils/good-document';

/** Firestore's limit for an `in` query. */
export const IDS_PER_QUERY = 30;

/** The goods with these ids, in the same order, skipping missing and archived ones. */
export async function getGoodsByIds(ids: readonly string[]): Promise<Good[]> {
  if (ids.length === 0) return [];
  const snapshot = await getDocs(query(collection(db, COLLECTIONS.goods), where(documentId(), 'in', [...ids])));
  const byId = new Map(snapshot.docs.map((doc) => [doc.id, toGood(doc.id, doc.data())]));
  return ids.flatMap((id) => {
    const good = byId.get(id);
    return good && !good.archived ? [good] : [];
  });
}

export function getGoodsByIdsQueryOptions(ids: readonly string[]) {
  if (ids.length > IDS_PER_QUERY) throw new Error(`at most ${IDS_PER_QUERY} ids per query`);
  return queryOptions({
    queryKey: ['goods', { ids }],
    queryFn: () => getGoodsByIds(ids),
  });
}

export function useGoodsByIds(ids: readonly string[]) {
  return useQuery({ ...getGoodsByIdsQueryOptions(ids), enabled: ids.length > 0 });
}
