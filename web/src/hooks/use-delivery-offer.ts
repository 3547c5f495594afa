// The shop's free-delivery offer (POST /api/getdeliveryoffer), shown in the cart and at checkout.
import { useQuery } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';
import { deliveryKeys } from '@/lib/query-keys';

export function useDeliveryOffer() {
  return useQuery({
    queryKey: deliveryKeys.offer(),
    queryFn: () => callApi('/api/getdeliveryoffer', {}),
    // The ADMIN rarely changes it; the functions keep it a minute too.
    staleTime: 60 * 1000,
  });
}
