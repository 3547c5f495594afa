// The free-delivery offer through the ADMIN's API: the order sum from which delivery is free, or none.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { DeliveryOffer } from '@domain/delivery-price';
import { callApi } from '@/lib/api-client';
import { deliveryKeys } from '@/lib/query-keys';

export function useDeliveryOfferSettings() {
  return useQuery({
    queryKey: deliveryKeys.offerSettings(),
    queryFn: () => callApi('/api/getdeliveryoffersettings', {}).then((a) => a.offer),
  });
}

export function useSaveDeliveryOffer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (offer: DeliveryOffer) => callApi('/api/savedeliveryoffer', offer).then((a) => a.offer),
    onSuccess: (offer) => {
      queryClient.setQueryData(deliveryKeys.offerSettings(), offer);
      // This browser's cart and checkout show the new offer at once.
      queryClient.setQueryData(deliveryKeys.offer(), offer);
    },
  });
}
