// Which messages a write of a card makes due: pure, so the trigger and its tests agree. A message
// is due on the move into a state, never on a write that only repeats it, and each has a key that
// names the state it reports, so that a status written twice (or a trigger delivered twice) still
// finds the same key and sends nothing more.
import type { ShoppingCardDoc } from '../model/types';

export const CUSTOMER_MESSAGE_KINDS = ['confirmed', 'paid', 'sent', 'atBranch', 'received', 'cancelled', 'refunded', 'receipt', 'payDifference'] as const;
export type CustomerMessageKind = (typeof CUSTOMER_MESSAGE_KINDS)[number];

export interface DueMessage {
  kind: CustomerMessageKind;
  /** Unique per card and state: the marker document's id is `${cardId}:${key}`. */
  key: string;
}

type CardState = Pick<ShoppingCardDoc, 'status' | 'delivery'> & Partial<Pick<ShoppingCardDoc, 'cardPayment' | 'receipts'>>;

const entered = <T>(before: T | undefined, after: T | undefined, value: T) => after === value && before !== value;

export function dueMessages(before: CardState | undefined, after: CardState | undefined): DueMessage[] {
  if (!after) return [];
  const due: DueMessage[] = [];
  const tracking = after.delivery.trackingNumber ?? '';
  if (entered(before?.status, after.status, 'CONFIRMED')) due.push({ kind: 'confirmed', key: 'confirmed' });
  if (entered(before?.cardPayment?.state, after.cardPayment?.state, 'held')) due.push({ kind: 'paid', key: `paid:${after.cardPayment!.invoiceId}` });
  if (entered(before?.status, after.status, 'SENT') && tracking) due.push({ kind: 'sent', key: `sent:${tracking}` });
  if (after.status === 'SENT' && entered(before?.delivery.parcel?.phase, after.delivery.parcel?.phase, 'atBranch')) {
    due.push({ kind: 'atBranch', key: `atBranch:${tracking}` });
  }
  if (entered(before?.status, after.status, 'COMPLETED')) due.push({ kind: 'received', key: 'received' });
  if (entered(before?.status, after.status, 'CANCELLED')) due.push({ kind: 'cancelled', key: 'cancelled' });
  const refunded = after.cardPayment?.refundedKop ?? 0;
  if (refunded > (before?.cardPayment?.refundedKop ?? 0)) due.push({ kind: 'refunded', key: `refunded:${refunded}` });
  // Goods added beyond the hold: the link to pay the difference, once per top-up invoice.
  const topUp = after.cardPayment?.topUp;
  if (topUp?.invoiceId && topUp.state === 'awaiting' && topUp.invoiceId !== before?.cardPayment?.topUp?.invoiceId) {
    due.push({ kind: 'payDifference', key: `payDifference:${topUp.invoiceId}` });
  }
  // A fiscal receipt, once the ПРРО has fiscalized it: its number and link go to her.
  const doneBefore = new Set((before?.receipts ?? []).filter((r) => r.state === 'done').map((r) => r.receiptId));
  for (const receipt of after.receipts ?? []) {
    if (receipt.state === 'done' && !doneBefore.has(receipt.receiptId)) due.push({ kind: 'receipt', key: `receipt:${receipt.receiptId}` });
  }
  return due;
}
