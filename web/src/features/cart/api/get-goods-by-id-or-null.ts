import { queryOptions, useQuery } from '@tanstack/react-query';
import { COLLECTIONS } from '@/config/firestore-collections';
import { catalogReader } from '@/lib/catalog-reader';
import { goodsKeys } from '@/lib/query-keys';
import type { Good } from '@/types/good';
import { toGood } from '@/utils/good-document';

/** The goods of the cart, read by id; a good deleted since it was added comes back as null. */
async function getGoodsByIdOrNull(ids: readonly string[]): Promise<Record<string, Good | null>> {
  const docs = await Promise.all(ids.map((id) => catalogReader().get(COLLECTIONS.goods, id)));
  return Object.fromEntries(ids.map((id, index) => {
    const doc = docs[index];
    return [id, doc ? toGood(doc.id, doc.data) : null];
  }));
}

export function getGoodsByIdOrNullQueryOptions(ids: readonly string[]) {
  const queryKey = goodsKeys.cartLines(ids);
  const sorted = queryKey[2];
  return queryOptions({
    queryKey,
    queryFn: () => getGoodsByIdOrNull(sorted),
    // Stock matters at checkout: a minute old at most.
    staleTime: 60 * 1000,
    enabled: sorted.length > 0,
  });
}

export function useGoodsByIdOrNull(ids: readonly string[]) {
  return useQuery(getGoodsByIdOrNullQueryOptions(ids));
}
