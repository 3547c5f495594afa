// What a status move asks of a card order's money (ADR 12): pure, and written as `pending` in the
// same transaction as the status, so the order and the money's intent never disagree. The move
// itself is made by the provider afterwards (card-payments/), and retried until it is done.
import { lineTotal } from '@domain/pricing';
import { toKopecks } from '@domain/payment';
import { ApiError } from '../http/api-error';
import type { OrderStatus, PendingMoneyMove, ShoppingCardDoc } from '../model/types';

export const cardTotalKop = (goods: ShoppingCardDoc['goods']) => toKopecks(goods.reduce((sum, line) => sum + lineTotal(line, line.quantityToSell), 0));

/** null: the move asks nothing of the money. Throws when the move may not happen with the money as it is. */
export function moneyMoveFor(card: ShoppingCardDoc, to: OrderStatus, nowMs: number): PendingMoneyMove | null {
  const payment = card.payment === 'card' ? card.cardPayment : undefined;
  if (!payment) return null;
  const move = (action: PendingMoneyMove['action'], amountKop: number): PendingMoneyMove => ({ action, amountKop, sinceMs: nowMs, attempts: 0 });
  if (to === 'CONFIRMED') {
    // Confirming takes what was confirmed, never more than was held.
    if (payment.state !== 'held') throw new ApiError(409, 'CARD_PAYMENT_NOT_HELD', { state: payment.state });
    return move('finalize', Math.min(cardTotalKop(card.goods), payment.heldKop));
  }
  if (to !== 'CANCELLED') return null;
  switch (payment.state) {
    case 'held':
    case 'processing':
      return move('release', payment.heldKop || payment.amountKop);
    case 'awaiting':
      return payment.invoiceId ? move('remove', 0) : null;
    case 'finalized': {
      const left = payment.finalizedKop - payment.refundedKop;
      return left > 0 ? move('refund', left) : null;
    }
    default:
      return null;
  }
}
