import type { PresentedCard } from '@domain/api/orders';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';
import { shoppingCardKeys } from '../query-keys';

/** One card by its document id (never by the display number). */
async function getShoppingCardById(id: string): Promise<PresentedCard> {
  return (await callApi('/api/getshoppingcardbyid', { shoppingCardId: id })).data;
}

export function getShoppingCardQueryOptions(id: string) {
  return queryOptions({
    // The buy buttons read this entry's `goods` to say 'goodInOrder' (goods-in-target-order.ts).
    queryKey: shoppingCardKeys.one(id),
    queryFn: () => getShoppingCardById(id),
    // Orders change under the shop's hands (status, stock): never hours old.
    staleTime: 30 * 1000,
  });
}

export function useShoppingCard(id: string) {
  return useQuery(getShoppingCardQueryOptions(id));
}
