import { queryOptions, useQuery } from '@tanstack/react-query';
import { COLLECTIONS } from '@/config/firestore-collections';
import { catalogueReader } from '@/lib/catalogue-reader';
import { goodsKeys } from '@/lib/query-keys';
import type { Good } from '@/types/good';
import { toGood } from '@/utils/good-document';

/** One good by id; null when there is none. An archived good is still returned (old orders link to it). */
export async function getGood(id: string): Promise<Good | null> {
  const doc = await catalogueReader().get(COLLECTIONS.goods, id);
  return doc ? toGood(doc.id, doc.data) : null;
}

export function getGoodQueryOptions(id: string) {
  return queryOptions({ queryKey: goodsKeys.one(id), queryFn: () => getGood(id) });
}

export function useGood(id: string) {
  return useQuery(getGoodQueryOptions(id));
}
