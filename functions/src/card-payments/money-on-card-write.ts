// The money's side effects of one write of a card (paymentsOnCardWrite, on-card-written.ts): the
// move its status asked for, the receipts its money needs, and a top-up invoice when goods were
// added beyond the hold. Each decision is a no-op on the trigger's own writes (a move is made when
// it first appears; a receipt when its purpose first appears), so the chain stops by itself.
// A failure stays on the card, and the schedule (payment-schedule.ts) tries again.
import * as logger from 'firebase-functions/logger';
import type { Change, DocumentSnapshot } from 'firebase-functions/v2/firestore';
import { cardConverter, readWith } from '../model/converters';
import { dueReceipts } from '../order-payments/due-receipts';
import { addReceipts, issuePendingReceipts } from '../order-payments/issue-receipts';
import { makeMoneyMove } from '../order-payments/make-money-move';
import { ensureTopUp, topUpShortfallKop } from '../order-payments/top-up';
import { PAYMENT_PARTS, partOf } from '../order-core/payment-parts';

export async function moneyOnCardWrite(cardId: string, change: Change<DocumentSnapshot> | undefined): Promise<void> {
  if (!change) return;
  const before = readWith(cardConverter, change.before);
  const after = readWith(cardConverter, change.after);
  const newMove = PAYMENT_PARTS.some((part) => {
    const pending = partOf(after, part)?.pending;
    return pending && pending.sinceMs !== partOf(before, part)?.pending?.sinceMs;
  });
  if (newMove) logger.info('Money move', { cardId, outcome: await makeMoneyMove(cardId) });
  // Goods added after the money was held: the difference gets its own invoice, and her messages the link.
  if (topUpShortfallKop(after) > 0 && (await ensureTopUp(cardId))) logger.info('Top-up invoice made', { cardId });
  if (await addReceipts(cardId, dueReceipts(cardId, before, after))) {
    logger.info('Receipts issued', { cardId, done: await issuePendingReceipts(cardId) });
  }
}
