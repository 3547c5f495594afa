// The goods table's save (docs/api.md, "Goods table"): whole or not at all; a refusal names the goods.
import type { NamedGood } from '@domain/goods-edit';
import { ApiError, callApi } from '@/lib/api-client';
import type { Drafts } from '../utils/goods-table';

export const saveGoodsChanges = (drafts: Drafts) =>
  callApi('/api/savegoodschanges', { changes: [...drafts].map(([goodId, { seen, next }]) => ({ goodId, seen, next })) });

/** The goods a refused save names (409 GOODS_CHANGED, 400 GOODS_CHANGE_REFUSED); none for any other failure. */
export function namedGoods(error: unknown): NamedGood[] {
  if (!(error instanceof ApiError) || (error.code !== 'GOODS_CHANGED' && error.code !== 'GOODS_CHANGE_REFUSED')) return [];
  const goods = (error.details as { goods?: NamedGood[] } | undefined)?.goods;
  return Array.isArray(goods) ? goods : [];
}
