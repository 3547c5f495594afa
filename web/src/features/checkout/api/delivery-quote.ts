// Checkout's delivery price: Nova Poshta's through the shop (POST /api/quotedelivery), asked in
// the bands the functions keep answers for, so a quantity changed within a band asks nothing;
// Ukrposhta's from its published table, with no call.
import { useQuery } from '@tanstack/react-query';
import { quoteValueBandUah, quoteWeightBandKg, type DeliveryQuote, type QuoteService } from '@domain/delivery-price';
import { ukrposhtaStandardPriceUah } from '@domain/ukrposhta-tariff';
import { callApi } from '@/lib/api-client';
import { deliveryKeys } from '@/lib/query-keys';
import type { CheckoutValues } from '../utils/checkout-values';

export interface QuoteBasis {
  weightKg: number;
  orderUah: number;
  cashOnDelivery: boolean;
}

interface NpQuoteAsk {
  cityRef: string;
  service: QuoteService;
  weightKg: number;
  orderUah: number;
  cashOnDelivery: boolean;
}

/** What to ask Nova Poshta for, or null while the place is not chosen yet (a door needs only the settlement). */
export function npQuoteAsk(values: CheckoutValues, basis: QuoteBasis): NpQuoteAsk | null {
  if (values.carrier !== 'novaposhta' || !values.npSettlement) return null;
  let service: QuoteService = 'door';
  if (values.npMode !== 'door') {
    if (!values.npBranch) return null;
    service = values.npBranch.kind === 'parcelLocker' ? 'locker' : 'branch';
  }
  return {
    cityRef: values.npSettlement.cityRef,
    service,
    weightKg: quoteWeightBandKg(basis.weightKg),
    orderUah: quoteValueBandUah(basis.orderUah),
    cashOnDelivery: basis.cashOnDelivery,
  };
}

export function useNpQuote(ask: NpQuoteAsk | null) {
  return useQuery({
    queryKey: deliveryKeys.quote(ask ? { ...ask } : {}),
    queryFn: (): Promise<DeliveryQuote> => callApi('/api/quotedelivery', ask!),
    enabled: ask !== null,
    // The functions keep the carrier's answer for hours and retry it themselves.
    staleTime: 10 * 60 * 1000,
    retry: false,
  });
}

/** Ukrposhta's tariff for the parcel, to a post office or (an address) to the door. */
export const ukrposhtaPrice = (values: CheckoutValues, weightKg: number): number | null => ukrposhtaStandardPriceUah(weightKg, values.upMode === 'address');
