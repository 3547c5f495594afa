// The shopper's card-payment calls (docs/api.md, "Payments"): the status the return page polls,
// paying again on the provider's page, and switching the same order to cash on delivery.
import type { PresentedPayment } from '@domain/api/payments';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';
import { shoppingCardKeys } from '../query-keys';

async function getPaymentStatus(cardId: string): Promise<PresentedPayment> {
  return (await callApi('/api/getpaymentstatus', { shoppingCardId: cardId })).payment;
}

/** Polls every `intervalMs` while `poll` says the payment is not settled yet. */
export function usePaymentStatus(cardId: string, poll: (payment: PresentedPayment | undefined) => boolean, intervalMs = 2000) {
  return useQuery({
    queryKey: shoppingCardKeys.payment(cardId),
    queryFn: () => getPaymentStatus(cardId),
    refetchInterval: (query) => (query.state.status !== 'error' && poll(query.state.data) ? intervalMs : false),
    // The provider's word is read fresh on every visit; a returning tab must not show an old state.
    staleTime: 0,
  });
}

/** Opens the provider's page in this tab; the browser comes back to /paymentreturn/{id}. */
function goToPaymentPage(pageUrl: string): void {
  window.location.assign(pageUrl);
}

/** Answers the page to pay on, or null when the provider could not be reached. */
export function useStartCardPayment(cardId: string) {
  return useMutation({
    mutationFn: async () => (await callApi('/api/startcardpayment', { shoppingCardId: cardId })).pageUrl,
    onSuccess: (pageUrl) => {
      if (pageUrl) goToPaymentPage(pageUrl);
    },
  });
}

export function useSwitchToCashOnDelivery(cardId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () => (await callApi('/api/switchtocashondelivery', { shoppingCardId: cardId })).payment,
    onSuccess: (payment) => queryClient.setQueryData(shoppingCardKeys.payment(cardId), payment),
    // The order views show the method too: every card query is refreshed.
    onSettled: () => queryClient.invalidateQueries({ queryKey: shoppingCardKeys.root }),
  });
}
