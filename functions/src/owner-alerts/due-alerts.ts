// Which alerts a write makes due: pure, so the triggers and their tests agree. An alert is due on
// the move into a state, never on a write that repeats it, and its key names the state it reports,
// so a status written twice (or a trigger delivered twice) finds the same outbox document.
import type { AlertEvent } from '@domain/owner-alerts';
import type { ShoppingCardDoc } from '../model/types';
import type { StockEventDoc } from '../model/stock-event-docs';

export interface DueAlert {
  event: AlertEvent;
  /** Unique per document and state: the outbox document is `card:{cardId}:{key}`. */
  key: string;
}

type CardState = Pick<ShoppingCardDoc, 'delivery'> & Partial<Pick<ShoppingCardDoc, 'cardPayment' | 'receipts'>>;

export function dueCardAlerts(before: CardState | undefined, after: CardState | undefined): DueAlert[] {
  if (!after) return [];
  const due: DueAlert[] = [];
  if (!before) due.push({ event: 'newOrder', key: 'new' });
  const payment = after.cardPayment;
  const paymentBefore = before?.cardPayment;
  if (payment && payment.state !== paymentBefore?.state) {
    if (payment.state === 'held') due.push({ event: 'paymentHeld', key: `held:${payment.invoiceId}` });
    if (payment.state === 'failed') due.push({ event: 'paymentFailed', key: `failed:${payment.invoiceId}` });
  }
  if (payment?.holdExpiryFlagged && !paymentBefore?.holdExpiryFlagged) due.push({ event: 'holdExpiring', key: `holdExpiring:${payment.invoiceId}` });
  const phase = after.delivery.parcel?.phase;
  if ((phase === 'refused' || phase === 'returning') && phase !== before?.delivery.parcel?.phase) {
    due.push({ event: 'parcelTrouble', key: `parcel:${phase}:${after.delivery.trackingNumber ?? ''}` });
  }
  // A receipt the ПРРО refused, once per receipt: its first failed try, or its giving up.
  const failedBefore = new Set((before?.receipts ?? []).filter((r) => r.lastError || r.state === 'error').map((r) => r.receiptId));
  for (const receipt of after.receipts ?? []) {
    if ((receipt.lastError || receipt.state === 'error') && !failedBefore.has(receipt.receiptId)) due.push({ event: 'receiptFailed', key: `receipt:${receipt.receiptId}` });
  }
  return due;
}

/** What of a stock change fell below the threshold: the good's stock, and each dye lot's. */
export interface LowStock {
  good: { before: number; after: number } | null;
  lots: { lot: string; after: number }[];
}

const fellBelow = (before: number, after: number, threshold: number) => before >= threshold && after < threshold;

/** Null when nothing fell below `threshold` units with this change. */
export function lowStockOf(event: Pick<StockEventDoc, 'before' | 'after' | 'lots'>, threshold: number): LowStock | null {
  const good = fellBelow(event.before, event.after, threshold) ? { before: event.before, after: event.after } : null;
  const lots = event.lots.filter((lot) => fellBelow(lot.before, lot.after, threshold)).map(({ lot, after }) => ({ lot, after }));
  return good || lots.length ? { good, lots } : null;
}
