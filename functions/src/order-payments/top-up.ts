// Goods added to an order whose money is already held cost more than the hold: the difference gets
// an invoice of its own (a top-up, held like the first), and the customer is sent its link by her
// messages. It is never taken silently: confirming needs it held (order-core/money-moves.ts). A
// top-up already held is not replaced; what is added after it waits for the ADMIN.
import { FieldValue } from 'firebase-admin/firestore';
import * as logger from 'firebase-functions/logger';
import type { ShoppingCardDoc } from '../model/types';
import { cardRef } from '../order-core/access';
import { cardTotalKop } from '../order-core/money-moves';
import { runOrderTransaction } from '../order-core/transaction';
import { PaymentError } from '../payments/payment-error';
import { paymentProvider } from './providers';
import { newCardPayment, PAGE_VALIDITY_SEC, returnUrl, webhookUrl } from './start-payment';

/** Asked of the provider, or already held: such a top-up covers its amount. */
const OPEN = new Set(['awaiting', 'processing', 'held']);

/** The difference a top-up must ask for now, or 0 when none is needed or one already asks for it. */
export function topUpShortfallKop(card: Pick<ShoppingCardDoc, 'payment' | 'status' | 'cardPayment' | 'goods'> | undefined): number {
  const main = card?.cardPayment;
  if (!card || card.payment !== 'card' || card.status !== 'UNCONFIRMED' || main?.state !== 'held') return 0;
  const difference = cardTotalKop(card.goods) - main.heldKop;
  const topUp = main.topUp;
  if (difference <= 0 || topUp?.state === 'held') return 0;
  return topUp && OPEN.has(topUp.state) && topUp.amountKop === difference ? 0 : difference;
}

/** Makes the top-up invoice the card needs, if it needs one; answers whether it made one. */
export async function ensureTopUp(cardId: string): Promise<boolean> {
  const card = (await cardRef(cardId).get()).data();
  const amountKop = topUpShortfallKop(card);
  if (!card || amountKop === 0) return false;
  const provider = paymentProvider(card.cardPayment!.provider);
  const replaced = card.cardPayment!.topUp ?? null;
  let invoice: { invoiceId: string; pageUrl: string };
  try {
    invoice = await provider.createInvoice({
      orderId: cardId,
      amountKop,
      basket: [{ name: `Доплата за замовлення №${card.shoppingCardId}`, quantity: 1, unitPriceKop: amountKop }],
      redirectUrl: returnUrl(cardId),
      webhookUrl: webhookUrl(provider.name),
      hold: true,
      validitySec: PAGE_VALIDITY_SEC,
      description: `Доплата за замовлення №${card.shoppingCardId}`,
    });
  } catch (error) {
    if (!(error instanceof PaymentError)) throw error;
    logger.warn('The top-up invoice could not be made; the next write or the schedule tries again', { cardId, code: error.code });
    return false;
  }
  const kept = await runOrderTransaction(async (tx) => {
    const now = (await tx.get(cardRef(cardId))).data();
    // Another try made one meanwhile, or the order moved on: this invoice is not used.
    if (topUpShortfallKop(now) !== amountKop || (now?.cardPayment?.topUp?.invoiceId ?? null) !== (replaced?.invoiceId ?? null)) return false;
    tx.update(cardRef(cardId), { 'cardPayment.topUp': { ...newCardPayment(provider.name, amountKop), ...invoice }, updatedAt: FieldValue.serverTimestamp() });
    return true;
  });
  // The page not used (or the one replaced, for a smaller difference) is closed so it cannot be paid.
  const closing = kept ? (replaced?.invoiceId && replaced.state === 'awaiting' ? replaced.invoiceId : null) : invoice.invoiceId;
  if (closing) await provider.remove(closing).catch((error: unknown) => logger.warn('A top-up page could not be closed', { cardId, error: String(error) }));
  return kept;
}
