// A card order's money may sit on two invoices: the one made at placing, and a top-up for goods
// added after the money was held (ADR 12). Each part has its own state, amounts and pending move;
// these name them and where each is stored on the card.
import { ACTIVE_STATUSES } from '@domain/order-status';
import { RETRYABLE_PAYMENT_STATES } from '@domain/payment';
import type { CardPaymentDoc, ShoppingCardDoc } from '../model/types';

export const PAYMENT_PARTS = ['main', 'topUp'] as const;
export type PaymentPart = (typeof PAYMENT_PARTS)[number];

/** The card's field a part is stored at, for a Firestore update. */
export const partField = (part: PaymentPart) => (part === 'main' ? 'cardPayment' : 'cardPayment.topUp');

export function partOf(card: Pick<ShoppingCardDoc, 'cardPayment'> | undefined, part: PaymentPart): CardPaymentDoc | undefined {
  const main = card?.cardPayment;
  return part === 'main' ? main : (main?.topUp ?? undefined);
}

/** The parts the card has, each with its document. */
export function partsOf(card: Pick<ShoppingCardDoc, 'cardPayment'> | undefined): [PaymentPart, CardPaymentDoc][] {
  return PAYMENT_PARTS.flatMap((part) => {
    const doc = partOf(card, part);
    return doc ? [[part, doc] as [PaymentPart, CardPaymentDoc]] : [];
  });
}

/**
 * A card order whose payment failed, ran out or was never made, while the order is still open:
 * the shopper may pay again, or switch it to cash on delivery.
 */
export function mayPayAgain(card: Pick<ShoppingCardDoc, 'payment' | 'status' | 'cardPayment'>): boolean {
  const main = card.cardPayment;
  return card.payment === 'card' && !!main && RETRYABLE_PAYMENT_STATES.includes(main.state) && ACTIVE_STATUSES.includes(card.status);
}

/** What the money holds for the order: the main hold and a held top-up. */
export function heldForOrderKop(card: Pick<ShoppingCardDoc, 'cardPayment'>): number {
  const topUp = partOf(card, 'topUp');
  return (card.cardPayment?.heldKop ?? 0) + (topUp?.state === 'held' ? topUp.heldKop : 0);
}
