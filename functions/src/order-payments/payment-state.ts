// What a provider's word about an invoice does to a card's payment: pure, so the webhook, the
// shop's own status call and their tests agree. Webhooks arrive twice and out of order, so an older
// word never overwrites a newer one, and a word about another invoice or amount changes nothing.
import { HOLD_DAYS, type CardPaymentState } from '@domain/payment';
import type { CardPaymentDoc } from '../model/types';
import type { PaymentSnapshot, PaymentStatus } from '../payments/payment-types';

export type SnapshotVerdict =
  | { kind: 'applied'; next: CardPaymentDoc }
  | { kind: 'unchanged' }
  | { kind: 'stale' }
  | { kind: 'mismatch'; reason: string };

/** How far along a status is: at the same provider time, only a later one is taken. */
const RANK: Record<PaymentStatus, number> = { created: 0, processing: 1, held: 2, failed: 2, expired: 2, paid: 3, reversed: 4 };

function stateOf(status: PaymentStatus, taken: boolean): CardPaymentState {
  switch (status) {
    case 'created':
      return 'awaiting';
    case 'paid':
      return 'finalized';
    case 'reversed':
      return taken ? 'refunded' : 'released';
    default:
      return status;
  }
}

/** Whether the provider's state has done what the pending move asked; then it is cleared. */
function pendingDone(pending: NonNullable<CardPaymentDoc['pending']>, next: CardPaymentDoc): boolean {
  switch (pending.action) {
    case 'finalize':
      return next.state === 'finalized' || next.state === 'refunded';
    case 'release':
      return next.state === 'released' || next.state === 'expired' || next.state === 'failed';
    case 'refund':
      return next.refundedKop >= pending.amountKop || next.state === 'refunded';
    case 'remove':
      return next.state !== 'awaiting' && next.state !== 'processing';
  }
}

export function applySnapshot(cardId: string, current: CardPaymentDoc, snap: PaymentSnapshot): SnapshotVerdict {
  if (snap.invoiceId !== current.invoiceId) return { kind: 'mismatch', reason: `invoice ${snap.invoiceId} is not the card's ${current.invoiceId}` };
  if (snap.orderId !== null && snap.orderId !== cardId) return { kind: 'mismatch', reason: `reference ${snap.orderId} is not the card ${cardId}` };
  if (snap.amountKop !== current.amountKop) return { kind: 'mismatch', reason: `amount ${snap.amountKop} is not the invoiced ${current.amountKop}` };
  if (snap.currency !== null && snap.currency !== 'UAH') return { kind: 'mismatch', reason: `currency ${snap.currency} is not the hryvnia` };
  if (snap.modifiedMs < current.providerModifiedAtMs) return { kind: 'stale' };
  const taken = snap.finalAmountKop > 0 || current.finalizedKop > 0;
  const state = stateOf(snap.status, taken);
  const refundedKop = Math.max(current.refundedKop, snap.refundedKop);
  const finalizedKop = snap.status === 'paid' || (snap.status === 'reversed' && taken) ? Math.max(snap.finalAmountKop, current.finalizedKop) : current.finalizedKop;
  const heldKop = snap.status === 'held' ? snap.amountKop : current.heldKop;
  const sameTime = snap.modifiedMs === current.providerModifiedAtMs;
  if (state === current.state && refundedKop === current.refundedKop && finalizedKop === current.finalizedKop) return { kind: 'unchanged' };
  if (sameTime && RANK[snap.status] <= RANK[statusOf(current.state)]) return { kind: 'unchanged' };
  // The provider keeps a hold HOLD_DAYS from when it was made; the shop warns and acts before that.
  const holdExpiresAtMs = state === 'held' && current.state !== 'held' ? snap.modifiedMs + HOLD_DAYS * 86_400_000 : current.holdExpiresAtMs;
  const next: CardPaymentDoc = { ...current, state, heldKop, finalizedKop, refundedKop, holdExpiresAtMs, providerModifiedAtMs: snap.modifiedMs, lastError: null };
  if (current.pending && pendingDone(current.pending, next)) next.pending = null;
  return { kind: 'applied', next };
}

/** The provider's status a stored state came from, to rank a word of the same time against it. */
function statusOf(state: CardPaymentState): PaymentStatus {
  const map: Record<CardPaymentState, PaymentStatus> = {
    awaiting: 'created',
    processing: 'processing',
    held: 'held',
    finalized: 'paid',
    failed: 'failed',
    expired: 'expired',
    released: 'reversed',
    refunded: 'reversed',
  };
  return map[state];
}

/** The money moves a change makes for the daily summary: what was held, taken, let go and given back. */
interface MoneyMove {
  kind: 'held' | 'finalized' | 'released' | 'refunded';
  amountKop: number;
}

export function moneyMoves(before: CardPaymentDoc, after: CardPaymentDoc): MoneyMove[] {
  const moves: MoneyMove[] = [];
  if (after.state === 'held' && before.state !== 'held') moves.push({ kind: 'held', amountKop: after.heldKop });
  if (after.finalizedKop > before.finalizedKop) moves.push({ kind: 'finalized', amountKop: after.finalizedKop - before.finalizedKop });
  if (after.state === 'released' && before.state !== 'released') moves.push({ kind: 'released', amountKop: after.heldKop });
  if (after.refundedKop > before.refundedKop) moves.push({ kind: 'refunded', amountKop: after.refundedKop - before.refundedKop });
  return moves;
}
