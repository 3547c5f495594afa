import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';
import { shoppingCardKeys } from '../query-keys';
import { readArray } from '@/utils/document-fields';
import { toShoppingCard, type ShoppingCard } from '../shopping-card';

/** The signed-in caller's cards, newest first. */
export async function getUserShoppingCards(): Promise<ShoppingCard[]> {
  const answer = await callApi('/api/getusershoppingcards', {});
  return readArray(answer.data).map(toShoppingCard);
}

export function getUserShoppingCardsQueryOptions(userId: string) {
  return queryOptions({
    queryKey: shoppingCardKeys.ofUser(userId),
    queryFn: getUserShoppingCards,
    staleTime: 30 * 1000,
  });
}

/** Disabled for a guest (userId null). */
export function useUserShoppingCards(userId: string | null) {
  return useQuery({ ...getUserShoppingCardsQueryOptions(userId ?? ''), enabled: userId !== null });
}
