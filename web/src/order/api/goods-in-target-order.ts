// Which goods the target order already holds, so the button can say 'goodInOrder'.
//
// Contract with the orders feature: the data cached under ['shoppingCards', { id }] (id = the
// shopping card's document id) is an object with `goods: { goodId: string }[]`. This hook only
// reads that cache entry (skipToken: it never fetches); while nothing is cached the good counts as
// not in the order, and the server refuses a duplicate anyway.
import { skipToken, useQuery } from '@tanstack/react-query';
import { shoppingCardKeys } from '../query-keys';
import { isRecord } from '@/utils/document-fields';

export function goodIdsOfShoppingCard(data: unknown): string[] {
  if (!isRecord(data) || !Array.isArray(data.goods)) return [];
  return data.goods.flatMap((line: unknown) =>
    isRecord(line) && typeof line.goodId === 'string' ? [line.goodId] : [],
  );
}

export function useGoodIdsInTargetOrder(targetId: string | null): string[] {
  const { data } = useQuery({
    queryKey: shoppingCardKeys.one(targetId ?? ''),
    queryFn: skipToken,
    enabled: targetId !== null,
    select: goodIdsOfShoppingCard,
  });
  return data ?? [];
}
