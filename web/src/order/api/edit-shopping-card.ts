// Changes to an UNCONFIRMED card. After each one every shopping-card query is refreshed, so a
// user's, a guest's and the admin's views all show the new state (docs/product.md, "My orders").
import type { PresentedCard } from '@domain/api/orders';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';
import { shoppingCardKeys } from '../query-keys';

type CardEdit =
  | { kind: 'quantity'; shoppingCardId: string; goodId: string; quantity: number }
  | { kind: 'remove'; shoppingCardId: string; goodId: string }
  | { kind: 'cancel'; shoppingCardId: string };

/** Answers the card as it now is. */
function editShoppingCard(edit: CardEdit): Promise<{ data: PresentedCard }> {
  switch (edit.kind) {
    case 'quantity':
      return callApi('/api/changegoodquantityinshoppingcard', {
        shoppingCardId: edit.shoppingCardId,
        goodId: edit.goodId,
        quantity: edit.quantity,
      });
    case 'remove':
      return callApi('/api/removegoodshoppingcard', { shoppingCardId: edit.shoppingCardId, goodId: edit.goodId });
    case 'cancel':
      return callApi('/api/cancelshoppingcard', { shoppingCardId: edit.shoppingCardId });
  }
}

export function useEditShoppingCard() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: editShoppingCard,
    onSettled: () => queryClient.invalidateQueries({ queryKey: shoppingCardKeys.root }),
  });
}
