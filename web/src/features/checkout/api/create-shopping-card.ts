import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreatedShoppingCard, CreateShoppingCardInput } from '@domain/api/orders';
import { callApi } from '@/lib/api-client';
import { shoppingCardKeys } from '@/lib/query-keys';

export type { CreatedShoppingCard, CreateShoppingCardInput };

export function createShoppingCard(input: CreateShoppingCardInput): Promise<CreatedShoppingCard> {
  return callApi('/api/createshoppingcard', input);
}

export function useCreateShoppingCard() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createShoppingCard,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: shoppingCardKeys.root }),
  });
}
