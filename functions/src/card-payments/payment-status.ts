// The shopper's calls about her card payment (the return page and the order page). Asking the
// status asks the provider when no notice has come yet: that is "the shop's own status call",
// which may change a payment like a verified webhook; the return address itself never does.
import type { PresentedPayment } from '@domain/api/payments';
import { ApiError } from '../http/api-error';
import type { Caller } from '../http/auth';
import { readPaymentSettings } from '../model/payment-settings';
import { cardRef, getCardFor } from '../order-core/access';
import { mayPayAgain } from '../order-core/payment-parts';
import { presentPayment } from '../order-core/present-payment';
import { runOrderTransaction } from '../order-core/transaction';
import { applyPaymentSnapshot } from '../order-payments/apply-snapshot';
import { paymentProvider } from '../order-payments/providers';
import { PaymentError } from '../payments/payment-error';

/** While the provider may still move: worth asking it. */
const UNSETTLED = new Set(['awaiting', 'processing']);

export async function paymentStatus(cardId: string, caller: Caller | undefined): Promise<PresentedPayment> {
  const card = await getCardFor(cardId, caller);
  const payment = card.payment === 'card' ? card.cardPayment : undefined;
  if (payment?.invoiceId && UNSETTLED.has(payment.state)) {
    try {
      await applyPaymentSnapshot(await paymentProvider(payment.provider).status(payment.invoiceId), 'status-call', cardId);
    } catch (error) {
      // The provider not answering leaves the state as the last notice said; the page asks again.
      if (!(error instanceof PaymentError)) throw error;
    }
    return presentPayment((await getCardFor(cardId, caller)));
  }
  return presentPayment(card);
}

/** A card order whose payment failed or was abandoned goes to cash on delivery, nothing typed again. */
export async function switchToCashOnDelivery(cardId: string, caller: Caller | undefined): Promise<PresentedPayment> {
  await getCardFor(cardId, caller);
  if (!(await readPaymentSettings()).cashOnDelivery) throw new ApiError(409, 'PAYMENT_METHOD_OFF', { payment: 'cod' });
  const card = await runOrderTransaction(async (tx) => {
    const now = (await tx.get(cardRef(cardId))).data()!;
    const payment = now.cardPayment;
    if (now.payment !== 'card' || !payment) throw new ApiError(409, 'PAYMENT_NOT_CARD');
    if (!mayPayAgain(now)) throw new ApiError(409, 'PAYMENT_ALREADY_MADE', { state: payment.state });
    // An open page is closed at the provider (the trigger makes the move), so it cannot be paid later.
    const pending = payment.state === 'awaiting' && payment.invoiceId ? { action: 'remove' as const, amountKop: 0, sinceMs: Date.now(), attempts: 0 } : null;
    const cardPayment = { ...payment, pending };
    tx.update(cardRef(cardId), { payment: 'cod', cardPayment });
    return { ...now, payment: 'cod' as const, cardPayment };
  });
  return presentPayment(card);
}
