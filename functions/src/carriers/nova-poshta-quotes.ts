// What a parcel will cost and when it arrives, before any waybill exists
// (InternetDocument.getDocumentPrice and getDocumentDeliveryDate). Both are reads, so the
// adapter retries them; the caller decides what a failure means (checkout carries on without).
import type { NovaPoshtaConfig } from './carrier-config';
import { carrierError } from './carrier-error';
import { callNovaPoshta } from './nova-poshta-envelope';
import { npDeliveryDate, npDocumentPrice } from './nova-poshta-schemas';
import { npDate } from './nova-poshta-waybills';

export type NpQuoteService = 'WarehouseWarehouse' | 'WarehousePostomat' | 'WarehouseDoors';

export interface NpQuoteInput {
  senderCityRef: string;
  recipientCityRef: string;
  service: NpQuoteService;
  weightKg: number;
  /** The declared value, in UAH. */
  declaredCostUah: number;
  /** Cash on delivery of this sum (UAH): the carrier adds its fee for the money transfer. Null when paid already. */
  cashOnDeliveryUah: number | null;
}

interface NpPriceQuote {
  /** The delivery's price with the cash-on-delivery fee when asked, in whole hryvnias. */
  priceUah: number;
  /** The cash-on-delivery fee inside priceUah (0 when none). */
  cashOnDeliveryFeeUah: number;
}

export async function quoteNpPrice(config: NovaPoshtaConfig, input: NpQuoteInput): Promise<NpPriceQuote> {
  const { data } = await callNovaPoshta(config, {
    modelName: 'InternetDocument',
    calledMethod: 'getDocumentPrice',
    methodProperties: {
      CitySender: input.senderCityRef,
      CityRecipient: input.recipientCityRef,
      ServiceType: input.service,
      Weight: String(input.weightKg),
      Cost: String(input.declaredCostUah),
      CargoType: 'Parcel',
      SeatsAmount: '1',
      ...(input.cashOnDeliveryUah === null ? {} : { RedeliveryCalculate: { CargoType: 'Money', Amount: String(input.cashOnDeliveryUah) } }),
    },
    item: npDocumentPrice,
    idempotent: true,
  });
  const price = data[0];
  if (!price) throw carrierError('CARRIER_BAD_ANSWER', 'novaPoshta', 'InternetDocument.getDocumentPrice', { carrierMessages: ['no price in the answer'] });
  const fee = input.cashOnDeliveryUah === null ? 0 : (price.CostRedelivery ?? 0);
  return { priceUah: Math.ceil(price.Cost + fee), cashOnDeliveryFeeUah: Math.ceil(fee) };
}

/** The day the carrier expects the parcel, as yyyy-mm-dd (its own date, Kyiv time), for a parcel sent on `sentOn`. */
export async function quoteNpDeliveryDate(
  config: NovaPoshtaConfig,
  input: Pick<NpQuoteInput, 'senderCityRef' | 'recipientCityRef' | 'service'>,
  sentOn: Date,
): Promise<string> {
  const { data } = await callNovaPoshta(config, {
    modelName: 'InternetDocument',
    calledMethod: 'getDocumentDeliveryDate',
    methodProperties: { DateTime: npDate(sentOn), ServiceType: input.service, CitySender: input.senderCityRef, CityRecipient: input.recipientCityRef },
    item: npDeliveryDate,
    idempotent: true,
  });
  const date = data[0];
  if (!date) throw carrierError('CARRIER_BAD_ANSWER', 'novaPoshta', 'InternetDocument.getDocumentDeliveryDate', { carrierMessages: ['no date in the answer'] });
  return date.DeliveryDate.date.slice(0, 10);
}
