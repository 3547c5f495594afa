// The delivery price checkout shows before the order, shared by the SPA and the functions: the
// bands a quote is asked and kept for, and what is left to the shop's free-delivery threshold.
// No zod here: checkout loads it on the storefront.

/** How the parcel goes from the shop's branch: to a branch, a parcel locker or the door. */
export const QUOTE_SERVICES = ['branch', 'locker', 'door'] as const;
export type QuoteService = (typeof QUOTE_SERVICES)[number];

/** A quote is asked for the top of the cart's half-kilogram band: one answer serves every cart in it. */
export function quoteWeightBandKg(weightKg: number): number {
  return Math.max(0.5, Math.ceil(weightKg * 2) / 2);
}

/** The declared value (and cash-on-delivery sum) is asked at the top of its 100 ₴ band, for the same reason. */
export function quoteValueBandUah(orderUah: number): number {
  return Math.max(100, Math.ceil(orderUah / 100) * 100);
}

/** What checkout shows: a price and date from the carrier, or nulls when it did not answer. */
export interface DeliveryQuote {
  /** Whole hryvnias, cash-on-delivery fee included when asked; null: "the carrier will tell the price". */
  priceUah: number | null;
  /** The cash-on-delivery fee inside priceUah (0 when none or unknown). */
  cashOnDeliveryFeeUah: number;
  /** yyyy-mm-dd, the carrier's expected day; null when unknown. */
  deliveryDate: string | null;
}

/** settings/deliveryOffer: the order sum from which the shop pays the delivery; null: no such offer. */
export interface DeliveryOffer {
  freeDeliveryFromUah: number | null;
}

export const NO_DELIVERY_OFFER: DeliveryOffer = { freeDeliveryFromUah: null };

/** Hryvnias still to add for free delivery: null when the shop offers none, 0 once reached. */
export function leftToFreeDelivery(offer: DeliveryOffer | undefined, orderUah: number): number | null {
  const from = offer?.freeDeliveryFromUah ?? null;
  if (from === null) return null;
  return Math.max(0, Math.ceil(from - orderUah));
}
