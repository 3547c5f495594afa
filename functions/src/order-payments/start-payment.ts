// Makes the provider's invoice for a card order and keeps it on the card: money held, not taken
// (ADR 12), for the order's total in kopecks. The provider is asked outside any transaction; the
// card is written only with what the provider answered, so a provider that fails leaves the order
// placed and "awaiting payment", never an order that says paid.
import { FieldValue } from 'firebase-admin/firestore';
import * as logger from 'firebase-functions/logger';
import { toKopecks } from '@domain/payment';
import { discountedPrice } from '@domain/pricing';
import type { StartedPayment } from '@domain/api/payments';
import { config } from '../config';
import { ApiError } from '../http/api-error';
import type { CardPaymentDoc, ShoppingCardDoc } from '../model/types';
import { cardRef } from '../order-core/access';
import { cardTotalKop } from '../order-core/money-moves';
import { mayPayAgain } from '../order-core/payment-parts';
import { runOrderTransaction } from '../order-core/transaction';
import { PaymentError } from '../payments/payment-error';
import type { BasketLine } from '../payments/payment-types';
import { paymentProvider } from './providers';

/** How long the shopper may take on the provider's page. */
export const PAGE_VALIDITY_SEC = 24 * 3600;

/** Where the provider sends the shopper back and posts its notices: the shop's own public address. */
export const returnUrl = (cardId: string) => `${config.shopOrigin}/paymentreturn/${encodeURIComponent(cardId)}`;
export const webhookUrl = (provider: CardPaymentDoc['provider']) => `${config.shopOrigin}/api/paymentwebhook/${provider}`;

function basketOf(card: ShoppingCardDoc): BasketLine[] {
  return card.goods.map((line) => ({ name: line.title.ua, quantity: line.quantityToSell, unitPriceKop: toKopecks(discountedPrice(line)), code: line.goodId }));
}

/** The payment a card order starts with, before any invoice: awaiting, for its total. */
export function newCardPayment(provider: CardPaymentDoc['provider'], amountKop: number): CardPaymentDoc {
  return { provider, invoiceId: '', pageUrl: '', state: 'awaiting', amountKop, heldKop: 0, finalizedKop: 0, refundedKop: 0, providerModifiedAtMs: 0, holdExpiresAtMs: null, pending: null, lastError: null };
}

/**
 * The page to pay on: the open one while it is still awaiting, else a new invoice. Answers the
 * page, or `error` when the provider could not be reached (the card keeps why, for the ADMIN).
 */
export async function startCardPayment(cardId: string, card: ShoppingCardDoc): Promise<StartedPayment> {
  if (card.payment !== 'card' || !card.cardPayment) throw new ApiError(409, 'PAYMENT_NOT_CARD');
  if (!mayPayAgain(card)) throw new ApiError(409, 'PAYMENT_ALREADY_MADE', { state: card.cardPayment.state });
  if (card.cardPayment.state === 'awaiting' && card.cardPayment.pageUrl) return { pageUrl: card.cardPayment.pageUrl };
  const provider = paymentProvider(card.cardPayment.provider);
  const amountKop = cardTotalKop(card.goods);
  let invoice: { invoiceId: string; pageUrl: string };
  try {
    invoice = await provider.createInvoice({
      orderId: cardId,
      amountKop,
      basket: basketOf(card),
      redirectUrl: returnUrl(cardId),
      webhookUrl: webhookUrl(provider.name),
      hold: true,
      validitySec: PAGE_VALIDITY_SEC,
      description: `Замовлення №${card.shoppingCardId}`,
    });
  } catch (error) {
    if (!(error instanceof PaymentError)) throw error;
    logger.warn('The payment provider did not make an invoice', { cardId, code: error.code, details: error.details });
    await cardRef(cardId).update({ 'cardPayment.lastError': error.code });
    return { pageUrl: null, error: 'PAYMENT_PROVIDER_UNAVAILABLE' };
  }
  return runOrderTransaction(async (tx) => {
    const now = (await tx.get(cardRef(cardId))).data();
    // Two tries at once: the first one kept wins, the other's page is simply never used.
    if (!now || !mayPayAgain(now)) throw new ApiError(409, 'PAYMENT_ALREADY_MADE');
    if (now.cardPayment!.state === 'awaiting' && now.cardPayment!.pageUrl) return { pageUrl: now.cardPayment!.pageUrl };
    const payment: CardPaymentDoc = { ...newCardPayment(provider.name, amountKop), invoiceId: invoice.invoiceId, pageUrl: invoice.pageUrl };
    tx.update(cardRef(cardId), { cardPayment: payment, updatedAt: FieldValue.serverTimestamp() });
    return { pageUrl: invoice.pageUrl };
  });
}
