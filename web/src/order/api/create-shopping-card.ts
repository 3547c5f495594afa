import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ApiAnswer } from '@domain/api/contract';
import type { CreateShoppingCardInput } from '@domain/api/orders';
import { callApi } from '@/lib/api-client';
import { shoppingCardKeys } from '../query-keys';

;
/** The placed card; a card order also answers the page to pay on (`payment`). */
export type CreatedShoppingCard = ApiAnswer<'/api/createshoppingcard'>;

function createShoppingCard(input: CreateShoppingCardInput): Promise<CreatedShoppingCard> {
  return callApi('/api/createshoppingcard', input);
}

export function useCreateShoppingCard() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createShoppingCard,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: shoppingCardKeys.root }),
  });
}
