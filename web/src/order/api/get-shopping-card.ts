import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';
import { shoppingCardKeys } from '../query-keys';
import { toShoppingCard, type ShoppingCard } from '../shopping-card';

/** One card by its document id (never by the display number). */
export async function getShoppingCardById(id: string): Promise<ShoppingCard> {
  const answer = await callApi('/api/getshoppingcardbyid', { shoppingCardId: id });
  return toShoppingCard(answer.data);
}

export function getShoppingCardQueryOptions(id: string) {
  return queryOptions({
    // The buy buttons read this entry's `goods` to say 'goodInOrder' (components/buy-button).
    queryKey: shoppingCardKeys.one(id),
    queryFn: () => getShoppingCardById(id),
    // Orders change under the shop's hands (status, stock): never hours old.
    staleTime: 30 * 1000,
  });
}

export function useShoppingCard(id: string) {
  return useQuery(getShoppingCardQueryOptions(id));
}
