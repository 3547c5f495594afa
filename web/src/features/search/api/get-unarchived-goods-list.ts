import { queryOptions, useQuery } from '@tanstack/react-query';
import { MAX_IDS_PER_QUERY } from '@domain/catalog-reader';
import { COLLECTIONS } from '@/config/firestore-collections';
import { catalogReader } from '@/lib/catalog-reader';
import { goodsKeys } from '@/lib/query-keys';
import type { Good } from '@/types/good';
import { toGood } from '@/utils/good-document';

export const IDS_PER_QUERY = MAX_IDS_PER_QUERY;

/** The goods with these ids, in the same order, skipping missing and archived ones. */
async function getUnarchivedGoodsList(ids: readonly string[]): Promise<Good[]> {
  if (ids.length === 0) return [];
  const docs = await catalogReader().list(COLLECTIONS.goods, { ids });
  const byId = new Map(docs.map((doc) => [doc.id, toGood(doc.id, doc.data)]));
  return ids.flatMap((id) => {
    const good = byId.get(id);
    return good && !good.archived ? [good] : [];
  });
}

export function getUnarchivedGoodsListQueryOptions(ids: readonly string[]) {
  if (ids.length > IDS_PER_QUERY) throw new Error(`at most ${IDS_PER_QUERY} ids per query`);
  return queryOptions({
    queryKey: goodsKeys.searchHits(ids),
    queryFn: () => getUnarchivedGoodsList(ids),
  });
}

export function useUnarchivedGoodsList(ids: readonly string[]) {
  return useQuery({ ...getUnarchivedGoodsListQueryOptions(ids), enabled: ids.length > 0 });
}
