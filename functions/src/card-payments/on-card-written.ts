// The money's side effects of a card's write (ADR 13): the move its status asked for, the
// receipts its money needs, and a top-up invoice when goods were added beyond the hold. Each decision is a no-op on this trigger's own writes (a move is made
// when it first appears; a receipt when its purpose first appears), so the chain stops by itself.
// A failure stays on the card, and the schedule (payment-schedule.ts) tries again.
import { logger } from 'firebase-functions';
import { onDocumentWritten } from 'firebase-functions/v2/firestore';
import { config } from '../config';
import { fiscalSecrets } from '../fiscal/checkbox-config';
import { cardConverter, readWith } from '../model/converters';
import { COLLECTIONS } from '../model/types';
import { paymentSecrets } from '../payments/payment-config';
import { dueReceipts } from '../order-payments/due-receipts';
import { addReceipts, issuePendingReceipts } from '../order-payments/issue-receipts';
import { makeMoneyMove } from '../order-payments/make-money-move';
import { ensureTopUp, topUpShortfallKop } from '../order-payments/top-up';
import { PAYMENT_PARTS, partOf } from '../order-core/payment-parts';

export const paymentsOnCardWrite = onDocumentWritten(
  { document: `${COLLECTIONS.shoppingCards}/{cardId}`, region: config.region, secrets: [...paymentSecrets, ...fiscalSecrets] },
  async (event) => {
    if (!event.data) return;
    const cardId = event.params.cardId;
    const before = readWith(cardConverter, event.data.before);
    const after = readWith(cardConverter, event.data.after);
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
  },
);
