// Which goods the target order already holds, so the buy button can say 'goodInOrder'. Reads the
// card that the order's screens keep under its query key (get-shopping-card.ts) and never fetches
// it (skipToken): while nothing is cached the good counts as not in the order, and the server
// refuses a duplicate anyway.
import type { PresentedCard } from '@domain/api/orders';
import { skipToken, useQuery } from '@tanstack/react-query';
import { shoppingCardKeys } from '../query-keys';

const goodIdsOf = (card: PresentedCard): string[] => card.goods.map((line) => line.goodId);

export function useGoodIdsInTargetOrder(targetId: string | null): string[] {
  const { data } = useQuery<PresentedCard, Error, string[]>({
    queryKey: shoppingCardKeys.one(targetId ?? ''),
    queryFn: skipToken,
    enabled: targetId !== null,
    select: goodIdsOf,
  });
  return data ?? [];
}
