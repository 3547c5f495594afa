// What checkout may offer (POST /api/getpaymentmethods): cash on delivery, a card, or both.
import { useQuery } from '@tanstack/react-query';
import type { PaymentMethods } from '@domain/api/payments';
import type { PaymentMethod } from '@domain/payment';
import { callApi } from '@/lib/api-client';
import { paymentKeys } from '@/lib/query-keys';

export function usePaymentMethods() {
  return useQuery({
    queryKey: paymentKeys.methods(),
    queryFn: () => callApi('/api/getpaymentmethods', {}),
    // The ADMIN rarely switches a method; the functions keep it a minute too.
    staleTime: 60 * 1000,
  });
}

/** The methods to show, in order; cash on delivery alone until the answer comes (or when it fails). */
export function offeredMethods(methods: PaymentMethods | undefined): PaymentMethod[] {
  if (!methods) return ['cod'];
  const offered: PaymentMethod[] = [];
  if (methods.cashOnDelivery) offered.push('cod');
  if (methods.card) offered.push('card');
  return offered.length > 0 ? offered : ['cod'];
}
