import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { shoppingCardKeys } from '@/lib/query-keys';

export interface CreateShoppingCardInput {
  goods: { goodId: string; quantity: number }[];
  customer: { name: string; phone: string; email?: string };
  delivery: {
    carrier: 'novaposhta' | 'ukrposhta';
    city: string;
    branch: string;
    novaPoshta?: { settlementRef: string; cityRef: string; warehouseRef: string };
    ukrposhta?: { postOfficeId: string; postcode: string };
  };
  payment: 'cod';
  comment?: string;
  /** "Same lot as my order №…": the earlier order's display number. */
  sameLotAsOrder?: number;
  /** One per checkout attempt: a retried or double-clicked request answers the same card. */
  idempotencyKey: string;
}

export interface CreatedShoppingCard {
  _id: string;
  shoppingCardId: number;
}

export function createShoppingCard(input: CreateShoppingCardInput): Promise<CreatedShoppingCard> {
  return apiRequest<CreatedShoppingCard>('/api/createshoppingcard', input);
}

export function useCreateShoppingCard() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createShoppingCard,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: shoppingCardKeys.root }),
  });
}
