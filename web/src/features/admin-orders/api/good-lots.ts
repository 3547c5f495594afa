// The dye lots the split chooser offers beside the shop's proposal, with what each holds now: the
// goods' public documents, under the same key and shape as the good page keeps them.
import { useQueries } from '@tanstack/react-query';
import { COLLECTIONS } from '@/config/firestore-collections';
import { catalogReader } from '@/lib/catalog-reader';
import { goodsKeys } from '@/lib/query-keys';
import type { Good } from '@/types/good';
import type { DyeLot } from '@/types/yarn-line';
import { toGood } from '@/utils/good-document';

async function readGood(id: string): Promise<Good | null> {
  const doc = await catalogReader().get(COLLECTIONS.goods, id);
  return doc ? toGood(doc.id, doc.data) : null;
}

/** Each good's lots as they stand (read afresh: stock moves as orders are reserved); absent until read or when unreadable. */
export function useLotsOfGoods(goodIds: readonly string[]): Record<string, DyeLot[] | undefined> {
  const goods = useQueries({ queries: goodIds.map((id) => ({ queryKey: goodsKeys.one(id), queryFn: () => readGood(id), staleTime: 0 })) });
  return Object.fromEntries(goodIds.map((id, i) => [id, goods[i]?.data?.yarnColour?.lots]));
}
