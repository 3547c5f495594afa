// Applies a provider's word about an invoice to its card, in one transaction: the card is found by
// its invoice (never by what the word says the order is), the payment moves as payment-state.ts
// decides, and each money move is recorded for the daily summary. A word that does not check out
// is logged and changes nothing.
import { FieldValue } from 'firebase-admin/firestore';
import { logger } from 'firebase-functions';
import { db } from '../admin';
import { cardConverter, paymentEventConverter } from '../model/converters';
import { COLLECTIONS } from '../model/types';
import { cardRef } from '../order-core/access';
import { runOrderTransaction } from '../order-core/transaction';
import type { PaymentSnapshot } from '../payments/payment-types';
import { applySnapshot, moneyMoves, type SnapshotVerdict } from './payment-state';

/** The Kyiv day of a time, yyyy-mm-dd: the summary's day is the shop's. */
export const kyivDay = (ms: number) => new Date(ms).toLocaleDateString('sv-SE', { timeZone: 'Europe/Kyiv' });

async function cardIdOfInvoice(invoiceId: string): Promise<string | null> {
  const found = await db.collection(COLLECTIONS.shoppingCards).withConverter(cardConverter).where('cardPayment.invoiceId', '==', invoiceId).limit(1).get();
  return found.docs[0]?.id ?? null;
}

export type ApplyOutcome = SnapshotVerdict['kind'] | 'unknown-invoice';

export async function applyPaymentSnapshot(snap: PaymentSnapshot, source: 'webhook' | 'status-call', knownCardId?: string): Promise<ApplyOutcome> {
  const cardId = knownCardId ?? (await cardIdOfInvoice(snap.invoiceId));
  if (!cardId) {
    logger.warn('A payment word for an invoice no card has', { invoiceId: snap.invoiceId, source });
    return 'unknown-invoice';
  }
  const verdict = await runOrderTransaction(async (tx) => {
    const card = (await tx.get(cardRef(cardId))).data();
    if (!card?.cardPayment) return { kind: 'mismatch', reason: 'the card has no card payment' } as const;
    const decided = applySnapshot(cardId, card.cardPayment, snap);
    if (decided.kind !== 'applied') return decided;
    // Paid in another tab after the order went to cash on delivery, or after it was cancelled: the
    // money is let go, never kept for an order that does not take it.
    const unwanted = card.payment !== 'card' || card.status === 'CANCELLED';
    if (unwanted && decided.next.state === 'held' && !decided.next.pending) {
      decided.next.pending = { action: 'release', amountKop: decided.next.heldKop, sinceMs: Date.now(), attempts: 0 };
    }
    tx.update(cardRef(cardId), { cardPayment: decided.next, updatedAt: FieldValue.serverTimestamp() });
    const nowMs = Date.now();
    for (const move of moneyMoves(card.cardPayment, decided.next)) {
      tx.create(db.collection(COLLECTIONS.paymentEvents).withConverter(paymentEventConverter).doc(), {
        cardId,
        shoppingCardId: card.shoppingCardId,
        invoiceId: snap.invoiceId,
        provider: snap.provider,
        ...move,
        atMs: nowMs,
        day: kyivDay(nowMs),
      });
    }
    return decided;
  });
  if (verdict.kind === 'mismatch') logger.warn('A payment word that does not fit its card changed nothing', { cardId, invoiceId: snap.invoiceId, source, reason: verdict.reason });
  if (verdict.kind === 'stale') logger.info('An older payment word was not applied over a newer one', { cardId, invoiceId: snap.invoiceId, source, status: snap.status });
  return verdict.kind;
}
