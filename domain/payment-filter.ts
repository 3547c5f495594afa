// The payment filter of the orders manager and of its exports: cash on delivery, or a card by
// where its money stands. Pure, so the list on screen and the exported file agree.
import type { CardPaymentState } from './payment';

export const PAYMENT_FILTERS = ['cod', 'awaiting', 'held', 'finalized', 'failed', 'refunded'] as const;
export type PaymentFilter = (typeof PAYMENT_FILTERS)[number];

/** The card states each choice takes in: unpaid ones that ended read as failed, a released hold as refunded. */
const CARD_STATES: Record<Exclude<PaymentFilter, 'cod'>, readonly CardPaymentState[]> = {
  awaiting: ['awaiting', 'processing'],
  held: ['held'],
  finalized: ['finalized'],
  failed: ['failed', 'expired'],
  refunded: ['refunded', 'released'],
};

/** Whether the filter takes in an order whose card payment is in `state` (undefined: no card payment, cash on delivery). */
export function matchesPaymentFilter(filter: PaymentFilter, state: CardPaymentState | undefined): boolean {
  if (filter === 'cod') return state === undefined;
  return state !== undefined && CARD_STATES[filter].includes(state);
}
