// A card order's payment as the shop keeps it (docs/data-model.md, "cardPayment"; ADR 12). Money is
// held when the order is placed and finalized for what the ADMIN confirmed; amounts are integer
// kopecks end to end. Pure, shared by the functions and the SPA.
import { isOneOf } from './one-of';

export const PAYMENT_METHODS = ['cod', 'card'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

export const PAYMENT_PROVIDERS = ['monobank', 'liqpay'] as const;
export type PaymentProvider = (typeof PAYMENT_PROVIDERS)[number];

/**
 * awaiting: an invoice is made, the shopper has not paid; processing: the provider is deciding;
 * held: the money is authorised, not taken; finalized: the confirmed amount is taken; failed: the
 * card was declined; expired: the invoice or the hold ran out; released: the hold was let go
 * (cancelled before finalizing); refunded: money taken was given back in full.
 */
export const CARD_PAYMENT_STATES = ['awaiting', 'processing', 'held', 'finalized', 'failed', 'expired', 'released', 'refunded'] as const;
export type CardPaymentState = (typeof CARD_PAYMENT_STATES)[number];

export function isCardPaymentState(value: unknown): value is CardPaymentState {
  return isOneOf(CARD_PAYMENT_STATES, value);
}

/** States from which the shopper may pay again or switch the order to cash on delivery. */
export const RETRYABLE_PAYMENT_STATES: readonly CardPaymentState[] = ['awaiting', 'failed', 'expired'];

/** Hryvnias as shown (whole or with kopecks) to kopecks, exactly: prices are kept in whole hryvnias. */
export const toKopecks = (uah: number): number => Math.round(uah * 100);

/** How long monobank keeps a hold; the ADMIN is warned two days before it runs out. */
export const HOLD_DAYS = 9;
export const HOLD_WARNING_DAYS = 7;

const DAY_MS = 86_400_000;

/** Whether a hold that runs out at `expiresAtMs` is within the warning's last days at `nowMs`. */
export function holdExpiresSoon(expiresAtMs: number, nowMs: number): boolean {
  return expiresAtMs - nowMs <= (HOLD_DAYS - HOLD_WARNING_DAYS) * DAY_MS;
}

