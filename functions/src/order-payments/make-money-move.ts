// Makes the money move a card's status asked for (order-core/money-moves.ts) at the provider. It
// asks the provider's status first: a move made before whose answer was lost is never made twice.
// What the provider then says is applied like a webhook; a failure is recorded on the card and the
// move stays pending for the next try (the trigger's, or the schedule's).
import { FieldValue } from 'firebase-admin/firestore';
import * as logger from 'firebase-functions/logger';
import { cardRef } from '../order-core/access';
import { PAYMENT_PARTS, partField, partOf, type PaymentPart } from '../order-core/payment-parts';
import { PaymentError } from '../payments/payment-error';
import type { PaymentProvider } from '../payments/payment-types';
import type { PendingMoneyMove } from '../model/types';
import { applyPaymentSnapshot } from './apply-snapshot';
import { paymentProvider } from './providers';

async function pendingOf(cardId: string, part: PaymentPart) {
  const payment = partOf((await cardRef(cardId).get()).data(), part);
  return payment?.pending ? { payment, pending: payment.pending } : null;
}

function ask(provider: PaymentProvider, invoiceId: string, cardId: string, pending: PendingMoneyMove, refundedKop: number) {
  switch (pending.action) {
    case 'finalize':
      return provider.finalize(invoiceId, pending.amountKop);
    case 'release':
      return provider.cancel(invoiceId, pending.amountKop, `release-${cardId}`);
    case 'refund':
      // The refund's own id names how much was given back after it, so a second refund of the same card is another id.
      return provider.cancel(invoiceId, pending.amountKop, `refund-${cardId}-${refundedKop + pending.amountKop}`);
    case 'remove':
      return provider.remove(invoiceId);
  }
}

type Outcome = 'done' | 'waiting' | 'failed';

async function makePartMove(cardId: string, part: PaymentPart): Promise<Outcome> {
  const first = await pendingOf(cardId, part);
  if (!first) return 'done';
  const provider = paymentProvider(first.payment.provider);
  const { invoiceId } = first.payment;
  const field = partField(part);
  try {
    if (invoiceId) await applyPaymentSnapshot(await provider.status(invoiceId), 'status-call', cardId);
    const still = await pendingOf(cardId, part);
    if (!still) return 'done';
    if (!invoiceId) {
      // No invoice was ever made: there is no money to move.
      await cardRef(cardId).update({ [`${field}.pending`]: null });
      return 'done';
    }
    await ask(provider, invoiceId, cardId, still.pending, still.payment.refundedKop);
    await applyPaymentSnapshot(await provider.status(invoiceId), 'status-call', cardId);
    return (await pendingOf(cardId, part)) ? 'waiting' : 'done';
  } catch (error) {
    if (!(error instanceof PaymentError)) throw error;
    logger.warn('A money move failed at the provider; it stays pending', { cardId, part, code: error.code, details: error.details });
    await cardRef(cardId).update({ [`${field}.lastError`]: error.code, [`${field}.pending.attempts`]: FieldValue.increment(1) });
    return 'failed';
  }
}

/** Each part's pending move: 'done' when nothing is pending any more, 'waiting' when the provider has not finished, 'failed' when it could not be asked. */
export async function makeMoneyMove(cardId: string): Promise<Outcome> {
  const outcomes: Outcome[] = [];
  for (const part of PAYMENT_PARTS) outcomes.push(await makePartMove(cardId, part));
  return outcomes.includes('failed') ? 'failed' : outcomes.includes('waiting') ? 'waiting' : 'done';
}
