// A change to one card (ADMIN) that the server answers with the card as it now is. Every list of
// cards is refreshed afterwards, since the card may have left the active list for the inactive one.
import type { PresentedCard } from '@domain/api/orders';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { shoppingCardKeys } from '../query-keys';

export function useCardMutation<I>(mutationFn: (input: I) => Promise<PresentedCard>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn, onSettled: () => queryClient.invalidateQueries({ queryKey: shoppingCardKeys.root }) });
}
