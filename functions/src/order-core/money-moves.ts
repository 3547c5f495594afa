// What a status move asks of a card order's money (ADR 12): pure, and written as each part's
// `pending` in the same transaction as the status, so the order and the money's intent never disagree. The move
// itself is made by the provider afterwards (card-payments/), and retried until it is done.
import { lineTotal } from '@domain/pricing';
import { toKopecks } from '@domain/payment';
import { ApiError } from '../http/api-error';
import type { CardPaymentDoc, OrderStatus, PendingMoneyMove, ShoppingCardDoc } from '../model/types';
import { heldForOrderKop, partOf, partsOf, type PaymentPart } from './payment-parts';

export const cardTotalKop = (goods: ShoppingCardDoc['goods']) => toKopecks(goods.reduce((sum, line) => sum + lineTotal(line, line.quantityToSell), 0));

/** What cancelling asks of one part's money: let a hold go, close an open page, give back what was taken. */
function cancelMove(payment: CardPaymentDoc, move: (action: PendingMoneyMove['action'], amountKop: number) => PendingMoneyMove): PendingMoneyMove | null {
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

/**
 * The money move each part of a card order's payment needs for a status move (none: an empty
 * object). Throws when the move may not happen with the money as it is: confirming needs the whole
 * confirmed total held, the main hold and a top-up together, and takes it, never more.
 */
export function moneyMovesFor(card: ShoppingCardDoc, to: OrderStatus, nowMs: number): Partial<Record<PaymentPart, PendingMoneyMove>> {
  const main = card.payment === 'card' ? card.cardPayment : undefined;
  if (!main) return {};
  const move = (action: PendingMoneyMove['action'], amountKop: number): PendingMoneyMove => ({ action, amountKop, sinceMs: nowMs, attempts: 0 });
  const topUp = partOf(card, 'topUp');
  if (to === 'CONFIRMED') {
    if (main.state !== 'held') throw new ApiError(409, 'CARD_PAYMENT_NOT_HELD', { state: main.state });
    const total = cardTotalKop(card.goods);
    if (total > heldForOrderKop(card)) throw new ApiError(409, 'CARD_PAYMENT_NOT_HELD', { state: topUp?.state ?? 'awaiting', shortKop: total - heldForOrderKop(card) });
    const fromMain = Math.min(total, main.heldKop);
    const fromTopUp = topUp?.state === 'held' ? Math.min(total - fromMain, topUp.heldKop) : 0;
    // A top-up not needed any more (goods removed again) is let go rather than taken.
    const topUpMove = topUp?.state === 'held' ? (fromTopUp > 0 ? move('finalize', fromTopUp) : move('release', topUp.heldKop)) : topUp ? cancelMove(topUp, move) : null;
    return { main: move('finalize', fromMain), ...(topUpMove ? { topUp: topUpMove } : {}) };
  }
  if (to !== 'CANCELLED') return {};
  const moves: Partial<Record<PaymentPart, PendingMoneyMove>> = {};
  for (const [part, payment] of partsOf(card)) {
    const pending = cancelMove(payment, move);
    if (pending) moves[part] = pending;
  }
  return moves;
}
