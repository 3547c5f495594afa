// Applies a provider's word about an invoice to its card, in one transaction: the card is found by
// its invoice (never by what the word says the order is), the payment moves as payment-state.ts
// decides, and each money move is recorded for the daily summary. A word that does not check out
// is logged and changes nothing.
import { FieldValue } from 'firebase-admin/firestore';
import * as logger from 'firebase-functions/logger';
import { db } from '../admin';
import { cardConverter, paymentEventConverter } from '../model/converters';
import { COLLECTIONS } from '../model/types';
import { cardRef } from '../order-core/access';
import { runOrderTransaction } from '../order-core/transaction';
import { PAYMENT_PARTS, partField, partsOf } from '../order-core/payment-parts';
import type { PaymentSnapshot } from '../payments/payment-types';
import { applySnapshot, moneyMoves, type SnapshotVerdict } from './payment-state';

/** The Kyiv day of a time, yyyy-mm-dd: the summary's day is the shop's. */
export const kyivDay = (ms: number) => new Date(ms).toLocaleDateString('sv-SE', { timeZone: 'Europe/Kyiv' });

async function cardIdOfInvoice(invoiceId: string): Promise<string | null> {
  const cards = db.collection(COLLECTIONS.shoppingCards).withConverter(cardConverter);
  for (const part of PAYMENT_PARTS) {
    const found = await cards.where(`${partField(part)}.invoiceId`, '==', invoiceId).limit(1).get();
    if (found.docs[0]) return found.docs[0].id;
  }
  return null;
}

type ApplyOutcome = SnapshotVerdict['kind'] | 'unknown-invoice';

export async function applyPaymentSnapshot(snap: PaymentSnapshot, source: 'webhook' | 'status-call', knownCardId?: string): Promise<ApplyOutcome> {
  const cardId = knownCardId ?? (await cardIdOfInvoice(snap.invoiceId));
  if (!cardId) {
    logger.warn('A payment word for an invoice no card has', { invoiceId: snap.invoiceId, source });
    return 'unknown-invoice';
  }
  const verdict = await runOrderTransaction(async (tx) => {
    const card = (await tx.get(cardRef(cardId))).data();
    // The part whose invoice the word names: the main payment, or the top-up for goods added later.
    const [part, current] = partsOf(card).find(([, doc]) => doc.invoiceId === snap.invoiceId) ?? ['main', card?.cardPayment];
    if (!card || !current) return { kind: 'mismatch', reason: 'the card has no card payment' } as const;
    const decided = applySnapshot(cardId, current, snap);
    if (decided.kind !== 'applied') return decided;
    // Paid in another tab after the order went to cash on delivery, or after it was cancelled: the
    // money is let go, never kept for an order that does not take it.
    const unwanted = card.payment !== 'card' || card.status === 'CANCELLED';
    if (unwanted && decided.next.state === 'held' && !decided.next.pending) {
      decided.next.pending = { action: 'release', amountKop: decided.next.heldKop, sinceMs: Date.now(), attempts: 0 };
    }
    tx.update(cardRef(cardId), { [partField(part)]: decided.next, updatedAt: FieldValue.serverTimestamp() });
    const nowMs = Date.now();
    for (const move of moneyMoves(current, decided.next)) {
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
