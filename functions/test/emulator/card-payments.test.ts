// Card payment with a hold (ADR 12), against the payment stand-in: pay, decline, abandon and
// switch to cash on delivery; finalize what was confirmed; release or refund on a cancel; a hold
// that runs out; notices twice, out of order and forged; Checkbox down, then retried. The money's
// moves and the receipts are made by the trigger on the card, so each test waits for the outcome.
import { beforeAll, describe, expect, it } from 'vitest';
import { runPaymentChecks } from '../../src/order-payments/payment-checks';
import { HOLD_DAYS } from '@domain/payment';
import { db } from '../../src/admin';
import { mailsTo } from '../auth-helpers';
import { createTestUser, type TestUser } from '../auth-tokens';
import { cardDoc, makeGood, post, stockOf } from './orders-support';
import { payWithCard } from '../payment-stand-in/pay-with-card';
import type { SentWebhook } from '../payment-stand-in/webhooks';
import { SHOP_URL } from '../shop-url';
import { payAndWait, paymentOf, placeCardOrder, standIn, TEST_CARDS } from './card-payments-support';

/** The first delivery of the card's triggers may wait for their workers to start on a busy machine. */
const FIRST_TRIGGER = { timeout: 60_000 };

let admin: TestUser;
beforeAll(async () => {
  admin = await createTestUser('admin');
});

async function move(cardId: string, status: string) {
  const res = await post('/api/changeshoppingcardstatus', { shoppingCardId: cardId, status }, admin);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
}

const subjects = async (to: string) => (await mailsTo(to)).map((m) => m.subject);
const eventsOf = async (cardId: string) => (await db.collection('paymentEvents').where('cardId', '==', cardId).get()).docs.map((d) => `${d.get('kind')}:${d.get('amountKop')}`).sort();

describe('paying by card', () => {
  it('places the order, holds its total in kopecks, and the return page sees it paid (held)', async () => {
    const order = await placeCardOrder({ lines: [2] });
    expect(order.pageUrl).toMatch(/\/pay\//);
    const invoice = await standIn<{ amount: number; paymentType?: string }>('invoice', { invoiceId: (await paymentOf(order.cardId)).invoiceId });
    expect(invoice.amount).toBe(24000);
    const paid = await payAndWait(order);
    expect(paid.redirectedTo).toContain(`/paymentreturn/${order.cardId}`);
    const status = await post<{ payment: { method: string; card: { state: string; heldKop: number; canRetry: boolean } } }>('/api/getpaymentstatus', { shoppingCardId: order.cardId });
    expect(status.body.payment).toMatchObject({ method: 'card', card: { state: 'held', heldKop: 24000, canRetry: false } });
    await expect.poll(() => subjects(order.email), FIRST_TRIGGER).toContain(`Оплату замовлення №${order.number} отримано`);
    expect(await eventsOf(order.cardId)).toEqual(['held:24000']);
  });

  it('a declined card can be tried again, or the same order switched to cash on delivery', async () => {
    const order = await placeCardOrder();
    await payAndWait(order, TEST_CARDS.declined, 'failed');
    const again = await post<{ pageUrl: string }>('/api/startcardpayment', { shoppingCardId: order.cardId });
    expect(again.status).toBe(200);
    expect(again.body.pageUrl).not.toBe(order.pageUrl);
    const switched = await post<{ payment: { method: string } }>('/api/switchtocashondelivery', { shoppingCardId: order.cardId });
    expect(switched.status, JSON.stringify(switched.body)).toBe(200);
    expect(switched.body.payment.method).toBe('cod');
    expect(await cardDoc(order.cardId)).toMatchObject({ payment: 'cod', status: 'UNCONFIRMED' });
    // The page left open is closed at the provider, so it cannot be paid later.
    await expect.poll(async () => (await paymentOf(order.cardId)).pending).toBeNull();
  });

  it('an abandoned page is offered again as it is; the return address alone changes nothing', async () => {
    const order = await placeCardOrder();
    const again = await post<{ pageUrl: string }>('/api/startcardpayment', { shoppingCardId: order.cardId });
    expect(again.body.pageUrl).toBe(order.pageUrl);
    // Whatever the return address says, only the provider's word (a notice, or the shop's status call) counts.
    await (await fetch(`${SHOP_URL}/paymentreturn/${order.cardId}?status=success&invoiceId=x`)).arrayBuffer();
    const status = await post<{ payment: { card: { state: string } } }>('/api/getpaymentstatus', { shoppingCardId: order.cardId });
    expect(status.body.payment.card.state).toBe('awaiting');
    expect((await paymentOf(order.cardId)).state).toBe('awaiting');
  });

  it('the provider down at placing: the order is placed awaiting payment, and paying works once it is back', async () => {
    await standIn('fail', { mode: 'error', count: 1, call: 'POST /api/merchant/invoice/create' });
    const order = await placeCardOrder();
    expect(order).toMatchObject({ pageUrl: null, error: 'PAYMENT_PROVIDER_UNAVAILABLE' });
    expect(await cardDoc(order.cardId)).toMatchObject({ status: 'UNCONFIRMED', payment: 'card', cardPayment: { state: 'awaiting', invoiceId: '' } });
    const again = await post<{ pageUrl: string }>('/api/startcardpayment', { shoppingCardId: order.cardId });
    expect(again.body.pageUrl).toMatch(/\/pay\//);
    await payAndWait({ ...order, pageUrl: again.body.pageUrl });
  });
});

describe('hold, then take what was confirmed', () => {
  it('confirming finalizes the confirmed total after a removed line, never more than held; a receipt follows', async () => {
    const order = await placeCardOrder({ lines: [1, 2] });
    await payAndWait(order);
    const removed = await post('/api/removegoodshoppingcard', { shoppingCardId: order.cardId, goodId: order.goodIds[1] });
    expect(removed.status, JSON.stringify(removed.body)).toBe(200);
    await move(order.cardId, 'RESERVED');
    await move(order.cardId, 'CONFIRMED');
    await expect.poll(async () => (await paymentOf(order.cardId)).state).toBe('finalized');
    expect(await paymentOf(order.cardId)).toMatchObject({ heldKop: 36000, finalizedKop: 12000, pending: null });
    await expect.poll(async () => (await cardDoc(order.cardId)).receipts?.[0]?.state).toBe('done');
    const receipt = (await cardDoc(order.cardId)).receipts![0]!;
    expect(receipt).toMatchObject({ kind: 'sell', amountKop: 12000 });
    expect(receipt.fiscalCode).toBeTruthy();
    await expect.poll(() => subjects(order.email)).toContain(`Чек за замовленням №${order.number}`);
    const seen = await post<{ data: { payment: { receipts: { fiscalCode: string }[] } } }>('/api/getshoppingcardbyid', { shoppingCardId: order.cardId });
    expect(seen.body.data.payment.receipts[0]!.fiscalCode).toBe(receipt.fiscalCode);
  });

  it('goods added after the hold: she is mailed a link to pay the difference, and confirming takes both, never less or silently', async () => {
    const order = await placeCardOrder();
    await payAndWait(order);
    const extra = await makeGood({ quantity: 10, price: 120 });
    const added = await post('/api/addgoodtoshoppingcard', { shoppingCardId: order.cardId, goodId: extra });
    expect(added.status, JSON.stringify(added.body)).toBe(200);
    await expect.poll(async () => (await paymentOf(order.cardId)).topUp?.state).toBe('awaiting');
    const topUp = (await paymentOf(order.cardId)).topUp!;
    expect(topUp.amountKop).toBe(12000);
    await expect.poll(() => subjects(order.email)).toContain(`Доплата за замовлення №${order.number}`);
    expect((await mailsTo(order.email)).find((m) => m.subject.startsWith('Доплата'))!.text).toContain(topUp.pageUrl);

    await move(order.cardId, 'RESERVED');
    const early = await post('/api/changeshoppingcardstatus', { shoppingCardId: order.cardId, status: 'CONFIRMED' }, admin);
    expect(early.status).toBe(409);
    await payWithCard(topUp.pageUrl, TEST_CARDS.approved);
    await expect.poll(async () => (await paymentOf(order.cardId)).topUp?.state).toBe('held');
    await move(order.cardId, 'CONFIRMED');
    await expect.poll(async () => {
      const paid = await paymentOf(order.cardId);
      return [paid.state, paid.finalizedKop, paid.topUp?.state, paid.topUp?.finalizedKop];
    }).toEqual(['finalized', 12000, 'finalized', 12000]);
    await expect.poll(async () => (await cardDoc(order.cardId)).receipts?.map((r) => `${r.kind}:${r.amountKop}:${r.state}`)).toEqual(['sell:12000:done', 'sell:12000:done']);
  });

  it('an unpaid card order cannot be confirmed', async () => {
    const order = await placeCardOrder();
    await move(order.cardId, 'RESERVED');
    const refused = await post('/api/changeshoppingcardstatus', { shoppingCardId: order.cardId, status: 'CONFIRMED' }, admin);
    expect(refused.status).toBe(409);
    expect((refused.body as { error: { code: string } }).error.code).toBe('CARD_PAYMENT_NOT_HELD');
  });

  it('cancelling before finalizing releases the hold; after it, refunds in full with a return receipt', async () => {
    const held = await placeCardOrder();
    await payAndWait(held);
    await move(held.cardId, 'CANCELLED');
    await expect.poll(async () => (await paymentOf(held.cardId)).state).toBe('released');

    const taken = await placeCardOrder();
    await payAndWait(taken);
    await move(taken.cardId, 'RESERVED');
    await move(taken.cardId, 'CONFIRMED');
    await expect.poll(async () => (await paymentOf(taken.cardId)).state).toBe('finalized');
    await move(taken.cardId, 'CANCELLED');
    await expect.poll(async () => (await paymentOf(taken.cardId)).refundedKop).toBe(12000);
    await expect.poll(async () => (await cardDoc(taken.cardId)).receipts?.map((r) => `${r.kind}:${r.state}`)).toEqual(['sell:done', 'return:done']);
    await expect.poll(() => subjects(taken.email)).toContain(`Повернення за замовленням №${taken.number}`);
    expect(await eventsOf(taken.cardId)).toEqual(['finalized:12000', 'held:12000', 'refunded:12000']);
  });

  it('a hold is flagged two days before it runs out, and at expiry the order is cancelled and its stock returned', async () => {
    const order = await placeCardOrder({ lines: [3] });
    await payAndWait(order);
    await move(order.cardId, 'RESERVED');
    expect(await stockOf(order.goodIds[0]!)).toBe(7);
    const expiresAt = (await paymentOf(order.cardId)).holdExpiresAtMs!;
    await runPaymentChecks(expiresAt - 36 * 3600_000);
    expect((await paymentOf(order.cardId)).holdExpiryFlagged).toBe(true);
    await standIn('advance-time', { ms: HOLD_DAYS * 86_400_000 + 60_000 });
    await runPaymentChecks(expiresAt + 60_000);
    expect(await cardDoc(order.cardId)).toMatchObject({ status: 'CANCELLED' });
    expect(['expired', 'released']).toContain((await paymentOf(order.cardId)).state);
    expect(await stockOf(order.goodIds[0]!)).toBe(10);
  });
});

describe('notices that cannot be forged or replayed', () => {
  it('a notice sent twice, and an older one after a newer, change the payment once and never back', async () => {
    await standIn('webhook-plan', { mode: 'twice', count: 2 });
    const twice = await placeCardOrder();
    await payAndWait(twice);
    await expect.poll(() => subjects(twice.email)).toContain(`Оплату замовлення №${twice.number} отримано`);
    expect((await subjects(twice.email)).filter((s) => s.startsWith('Оплату'))).toHaveLength(1);
    expect(await eventsOf(twice.cardId)).toEqual(['held:12000']);

    await standIn('webhook-plan', { mode: 'out-of-order' });
    const shuffled = await placeCardOrder();
    await payAndWait(shuffled);
    const { invoiceId } = await paymentOf(shuffled.cardId);
    const answered = async () => (await standIn<SentWebhook[]>('webhooks')).filter((w) => w.invoiceId === invoiceId && w.responseStatus !== null);
    // The newer notice, then an older one: both answered 200, and the older one was not applied.
    await expect.poll(async () => (await answered()).map((w) => w.status)).toEqual(['hold', 'processing']);
    expect((await answered()).every((w) => w.responseStatus === 200)).toBe(true);
    expect((await paymentOf(shuffled.cardId)).state).toBe('held');
  });

  it('a forged notice, or one replayed for another state, is refused and changes nothing', async () => {
    const order = await placeCardOrder();
    const { invoiceId } = await paymentOf(order.cardId);
    const before = await cardDoc(order.cardId);
    const forged = await standIn<SentWebhook>('forge', { invoiceId, status: 'success' });
    await expect.poll(async () => (await standIn<SentWebhook[]>('webhooks')).find((w) => w.seq === forged.seq)?.responseStatus).toBe(400);
    expect(await cardDoc(order.cardId)).toEqual(before);
    const plain = await post('/api/paymentwebhook/monobank', { invoiceId, status: 'success', amount: 12000, ccy: 980 });
    expect(plain.status).toBe(400);
    expect((await paymentOf(order.cardId)).state).toBe('awaiting');
  });
});

describe('receipts', () => {
  it('Checkbox down: the receipt waits ("чек очікує"), and the checks issue it once Checkbox is back', async () => {
    const order = await placeCardOrder();
    await payAndWait(order);
    await standIn('checkbox-down', { down: true });
    try {
      await move(order.cardId, 'RESERVED');
      await move(order.cardId, 'CONFIRMED');
      await expect.poll(async () => (await cardDoc(order.cardId)).receipts?.[0]?.lastError).toBeTruthy();
      expect(await cardDoc(order.cardId)).toMatchObject({ receiptsPending: true, receipts: [{ state: 'pending' }] });
    } finally {
      await standIn('checkbox-down', { down: false });
    }
    await runPaymentChecks();
    expect(await cardDoc(order.cardId)).toMatchObject({ receiptsPending: false, receipts: [{ state: 'done' }] });
    const { receiptId } = (await cardDoc(order.cardId)).receipts![0]!;
    const made = await standIn<{ id: string }[]>('receipts');
    expect(made.filter((r) => r.id === receiptId)).toHaveLength(1);
  });

  it('the ADMIN sees the day: held, finalized and refunded, next to the provider\'s statement', async () => {
    const order = await placeCardOrder();
    await payAndWait(order);
    const day = new Date().toLocaleDateString('sv-SE', { timeZone: 'Europe/Kyiv' });
    const summary = await post<{ shop: { heldKop: number }; provider: { heldKop: number } | null; differences: unknown[] }>('/api/getpaymentsummary', { day }, admin);
    expect(summary.status, JSON.stringify(summary.body)).toBe(200);
    expect(summary.body.shop.heldKop).toBeGreaterThanOrEqual(12000);
    expect(summary.body.provider).not.toBeNull();
  });
});
