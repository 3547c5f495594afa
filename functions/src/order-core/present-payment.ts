// How an order is paid, as the API presents it to the customer and the ADMIN (domain/api/payments.ts).
import type { PresentedPayment } from '@domain/api/payments';
import { ACTIVE_STATUSES } from '@domain/order-status';
import { holdExpiresSoon } from '@domain/payment';
import type { ShoppingCardDoc } from '../model/types';
import { mayPayAgain } from './payment-parts';

export function presentPayment(card: ShoppingCardDoc, nowMs = Date.now()): PresentedPayment {
  const payment = card.payment === 'card' ? card.cardPayment : undefined;
  const receipts = (card.receipts ?? []).map(({ receiptId, kind, amountKop, state, fiscalCode, htmlUrl }) => ({ receiptId, kind, amountKop, state, fiscalCode, htmlUrl }));
  if (!payment) return { method: card.payment, card: null, receipts };
  const canRetry = mayPayAgain(card);
  const expiresAt = payment.state === 'held' ? payment.holdExpiresAtMs : null;
  return {
    method: 'card',
    card: {
      provider: payment.provider,
      state: payment.state,
      amountKop: payment.amountKop,
      heldKop: payment.heldKop,
      finalizedKop: payment.finalizedKop,
      refundedKop: payment.refundedKop,
      pageUrl: canRetry && payment.state === 'awaiting' && payment.pageUrl ? payment.pageUrl : null,
      canRetry,
      pending: payment.pending?.action ?? null,
      holdExpiresAt: expiresAt ? new Date(expiresAt).toISOString() : null,
      holdExpiresSoon: expiresAt !== null && holdExpiresSoon(expiresAt, nowMs),
      topUp: payment.topUp
        ? { state: payment.topUp.state, amountKop: payment.topUp.amountKop, pageUrl: ACTIVE_STATUSES.includes(card.status) && payment.topUp.state === 'awaiting' ? payment.topUp.pageUrl || null : null }
        : null,
    },
    receipts,
  };
}
