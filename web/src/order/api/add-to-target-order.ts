// Adds a good to the order chosen as the target (docs/product.md, "Buy button"): posts to
// /api/addgoodtoshoppingcard and then refreshes every shopping-card query, so the user's (or
// the admin's) carts show the new line.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';
import { shoppingCardKeys } from '../query-keys';
import { useTargetOrderStore } from '../stores/target-order-store';

function addGoodToShoppingCard(goodId: string, shoppingCardId: string) {
  return callApi('/api/addgoodtoshoppingcard', { goodId, shoppingCardId });
}

export function useAddToTargetOrder() {
  const queryClient = useQueryClient();
  const target = useTargetOrderStore((state) => state.target);
  return useMutation({
    mutationFn: (goodId: string) => {
      if (!target) throw new Error('no target order is chosen');
      return addGoodToShoppingCard(goodId, target.id);
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: shoppingCardKeys.root }),
  });
}
