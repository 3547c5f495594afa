// The ADMIN's daily money summary (POST /api/getpaymentsummary) and the checks run by hand
// (POST /api/runpaymentchecks), which may change what the summary counts.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';
import { paymentKeys } from '@/lib/query-keys';

export function usePaymentSummary(day: string) {
  return useQuery({
    queryKey: paymentKeys.summary(day),
    queryFn: () => callApi('/api/getpaymentsummary', { day }),
  });
}

export function useRunPaymentChecks() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => callApi('/api/runpaymentchecks', {}),
    onSettled: () => queryClient.invalidateQueries({ queryKey: paymentKeys.root }),
  });
}
