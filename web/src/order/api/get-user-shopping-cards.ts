import type { PresentedCard } from '@domain/api/orders';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';
import { shoppingCardKeys } from '../query-keys';

/** The signed-in caller's cards, newest first. */
async function getUserShoppingCards(): Promise<PresentedCard[]> {
  return (await callApi('/api/getusershoppingcards', {})).data;
}

function getUserShoppingCardsQueryOptions(userId: string) {
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
