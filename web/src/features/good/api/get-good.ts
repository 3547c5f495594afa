import { queryOptions, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { COLLECTIONS } from '@/config/firestore-collections';
import { catalogReader } from '@/lib/catalog-reader';
import { goodsKeys, yarnLineKeys } from '@/lib/query-keys';
import type { Good } from '@/types/good';
import type { YarnLineView } from '@/types/yarn-line';
import { toGood } from '@/utils/good-document';

/** One good by id; null when there is none. An archived good is still returned (old orders link to it). */
async function getGood(id: string): Promise<Good | null> {
  const doc = await catalogReader().get(COLLECTIONS.goods, id);
  return doc ? toGood(doc.id, doc.data) : null;
}

function getGoodQueryOptions(id: string) {
  return queryOptions({ queryKey: goodsKeys.one(id), queryFn: () => getGood(id) });
}

/** Whether `id` is another colour of the line of `good`, by the line already read. */
function isSiblingColour(queryClient: QueryClient, good: Good, id: string): boolean {
  const lineId = good.yarnColour?.yarnLineId;
  if (!lineId) return false;
  const line = queryClient.getQueryData<YarnLineView | null>(yarnLineKeys.one(lineId));
  return line?.colours.some((colour) => colour.goodId === id) === true;
}

export function useGood(id: string) {
  const queryClient = useQueryClient();
  return useQuery({
    ...getGoodQueryOptions(id),
    // Choosing another colour keeps the page (and the focused swatch) until its good arrives,
    // instead of a spinner in its place; any other good starts afresh.
    placeholderData: (previous) => (previous && isSiblingColour(queryClient, previous, id) ? previous : undefined),
  });
}
