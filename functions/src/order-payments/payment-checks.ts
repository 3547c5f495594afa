// What the schedule (and the ADMIN by hand) checks of card payments: money moves and receipts that
// still wait, holds about to run out (flagged for the ADMIN two days before) and holds that ran out
// (the order is cancelled and its stock returned: the provider has let the money go).
import * as logger from 'firebase-functions/logger';
import type { PaymentChecks } from '@domain/api/payments';
import { holdExpiresSoon } from '@domain/payment';
import { db } from '../admin';
import type { Caller } from '../http/auth';
import { cardConverter } from '../model/converters';
import { COLLECTIONS } from '../model/types';
import { cardRef } from '../order-core/access';
import { changeStatus } from '../order-core/change-status';
import { applyPaymentSnapshot } from './apply-snapshot';
import { issuePendingReceipts } from './issue-receipts';
import { makeMoneyMove } from './make-money-move';
import { paymentProvider } from './providers';

/** How history names the schedule when it cancels an order whose hold ran out. */
const HOLD_EXPIRY: Caller = { uid: 'system:hold-expiry', email: null, isAdmin: true };

const cards = () => db.collection(COLLECTIONS.shoppingCards).withConverter(cardConverter);

async function expireHold(cardId: string): Promise<boolean> {
  const card = (await cardRef(cardId).get()).data();
  if (!card?.cardPayment) return false;
  await applyPaymentSnapshot(await paymentProvider(card.cardPayment.provider).status(card.cardPayment.invoiceId), 'status-call', cardId);
  const now = (await cardRef(cardId).get()).data();
  if (!now || now.status === 'CANCELLED' || now.status === 'COMPLETED' || now.cardPayment?.state === 'finalized') return false;
  await changeStatus({ shoppingCardId: cardId, status: 'CANCELLED' }, HOLD_EXPIRY);
  return true;
}

export async function runPaymentChecks(nowMs = Date.now()): Promise<PaymentChecks> {
  const checks: PaymentChecks = { moneyMoves: 0, receiptsDone: 0, holdsFlagged: 0, holdsExpired: 0, failures: 0 };
  const moves = ['finalize', 'release', 'refund', 'remove'];
  const [pendingMain, pendingTopUp, receipts, held] = await Promise.all([
    cards().where('cardPayment.pending.action', 'in', moves).get(),
    cards().where('cardPayment.topUp.pending.action', 'in', moves).get(),
    cards().where('receiptsPending', '==', true).get(),
    cards().where('cardPayment.state', '==', 'held').get(),
  ]);
  const pending = new Set([...pendingMain.docs, ...pendingTopUp.docs].map((doc) => doc.id));
  for (const id of pending) {
    const outcome = await makeMoneyMove(id);
    if (outcome === 'done') checks.moneyMoves += 1;
    if (outcome === 'failed') checks.failures += 1;
  }
  for (const doc of receipts.docs) checks.receiptsDone += await issuePendingReceipts(doc.id);
  for (const doc of held.docs) {
    const expiresAt = doc.data().cardPayment?.holdExpiresAtMs ?? null;
    if (expiresAt === null) continue;
    try {
      if (expiresAt <= nowMs) {
        if (await expireHold(doc.id)) checks.holdsExpired += 1;
      } else if (holdExpiresSoon(expiresAt, nowMs) && !doc.data().cardPayment?.holdExpiryFlagged) {
        await cardRef(doc.id).update({ 'cardPayment.holdExpiryFlagged': true });
        checks.holdsFlagged += 1;
      }
    } catch (error) {
      logger.warn('A hold could not be checked', { cardId: doc.id, error: String(error) });
      checks.failures += 1;
    }
  }
  logger.info('payment checks', checks);
  return checks;
}
