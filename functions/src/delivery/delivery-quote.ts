// Nova Poshta's price and expected date for checkout, from the shop's sender city (settings/shipping)
// to the shopper's city, for the cart's weight and sum in bands. Answers are kept (quote-cache.ts);
// only a call that must ask the carrier counts against the client's limit. A carrier that does not
// answer, or a shop with no sender yet, gives nulls: checkout says the carrier will tell the price
// and goes on (docs/adr/0029-delivery-quotes.md).
import * as logger from 'firebase-functions/logger';
import type { z } from 'zod';
import type { deliveryQuoteSchema } from '@domain/api/delivery';
import { quoteValueBandUah, quoteWeightBandKg, type DeliveryQuote, type QuoteService } from '@domain/delivery-price';
import { carrierConfigs, type NovaPoshtaConfig } from '../carriers/carrier-config';
import { quoteNpDeliveryDate, quoteNpPrice, type NpQuoteService } from '../carriers/nova-poshta-quotes';
import { npDate } from '../carriers/nova-poshta-waybills';
import { keptAnswer, publicKeepMs } from '../http/kept-answer';
import { findShippingSettings } from '../model/shipping-settings';
import { quoteCache } from './quote-cache';
import { limitCarrierLookups } from './carrier-lookup-limit';

type QuoteInput = z.output<typeof deliveryQuoteSchema>;

const HOUR = 60 * 60 * 1000;
/** Tariffs change a few times a year; the day is part of the key, so the date stays right. */
const PRICE_KEPT_MS = 6 * HOUR;
/** A carrier that failed is asked again after a minute, not at every keystroke. */
const FAILURE_KEPT_MS = 60 * 1000;
/** Cities × services × bands seen by one instance in hours: a few thousand is plenty; ~300 bytes each. */
const MAX_KEPT_QUOTES = 5_000;
/** Checkout waits for a price at most this long per try; the adapter's read retries still apply. */
const QUOTE_TIMEOUT_MS = 4_000;

const SERVICE: Record<QuoteService, NpQuoteService> = { branch: 'WarehouseWarehouse', locker: 'WarehousePostomat', door: 'WarehouseDoors' };
const UNKNOWN: DeliveryQuote = { priceUah: null, cashOnDeliveryFeeUah: 0, deliveryDate: null };

const quotes = quoteCache<DeliveryQuote>({ okTtlMs: PRICE_KEPT_MS, failedTtlMs: FAILURE_KEPT_MS, maxEntries: MAX_KEPT_QUOTES });
const senderSettings = keptAnswer(findShippingSettings, { ttlMs: publicKeepMs() });

/** The adapter's config with checkout's shorter wait, or null when the carrier cannot be reached at all (unset locally). */
function quoteConfig(): NovaPoshtaConfig | null {
  try {
    const base = carrierConfigs().novaPoshta;
    return { ...base, timeoutMs: Math.min(base.timeoutMs ?? QUOTE_TIMEOUT_MS, QUOTE_TIMEOUT_MS) };
  } catch (error) {
    logger.warn('Delivery quote: no carrier configured; checkout goes on without a price', { error: String(error) });
    return null;
  }
}

async function askCarrier(senderCityRef: string, input: QuoteInput, weightKg: number, valueUah: number): Promise<DeliveryQuote> {
  const config = quoteConfig();
  if (!config) return UNKNOWN;
  const route = { senderCityRef, recipientCityRef: input.cityRef, service: SERVICE[input.service] };
  const [price, date] = await Promise.allSettled([
    quoteNpPrice(config, { ...route, weightKg, declaredCostUah: valueUah, cashOnDeliveryUah: input.cashOnDelivery ? valueUah : null }),
    quoteNpDeliveryDate(config, route, new Date()),
  ]);
  for (const failed of [price, date]) {
    if (failed.status === 'rejected') logger.warn('Delivery quote: the carrier did not answer; checkout goes on without it', { error: String(failed.reason) });
  }
  return {
    priceUah: price.status === 'fulfilled' ? price.value.priceUah : null,
    cashOnDeliveryFeeUah: price.status === 'fulfilled' ? price.value.cashOnDeliveryFeeUah : 0,
    deliveryDate: date.status === 'fulfilled' ? date.value : null,
  };
}

export async function deliveryQuote(input: QuoteInput, clientAddress: string): Promise<DeliveryQuote> {
  const settings = await senderSettings().catch(() => null);
  if (!settings) return UNKNOWN;
  const sender = settings.novaPoshta.cityRef;
  const weightKg = quoteWeightBandKg(input.weightKg);
  const valueUah = quoteValueBandUah(input.orderUah);
  const key = [sender, input.cityRef, input.service, weightKg, valueUah, input.cashOnDelivery ? 'cod' : 'paid', npDate(new Date())].join('|');
  if (!quotes.has(key)) await limitCarrierLookups(clientAddress)();
  return quotes.get(key, () => askCarrier(sender, input, weightKg, valueUah), (quote) => quote.priceUah === null || quote.deliveryDate === null);
}
