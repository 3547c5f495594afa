// The shop's payment settings through the ADMIN's API: which methods checkout offers, who takes cards.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { PaymentSettings } from '@domain/payment-settings';
import { callApi } from '@/lib/api-client';
import { paymentKeys } from '@/lib/query-keys';

export function usePaymentSettings() {
  return useQuery({
    queryKey: paymentKeys.settings(),
    queryFn: () => callApi('/api/getpaymentsettings', {}).then((a) => a.settings),
  });
}

export function useSavePaymentSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (settings: PaymentSettings) => callApi('/api/savepaymentsettings', settings).then((a) => a.settings),
    onSuccess: (settings) => {
      queryClient.setQueryData(paymentKeys.settings(), settings);
      // This browser's checkout reads the methods afresh.
      void queryClient.invalidateQueries({ queryKey: paymentKeys.methods() });
    },
  });
}
