// The monobank adapter against the running stand-in: the production code path, only the base URL
// differs. Webhooks travel over HTTP to an inbox and are checked as the shop's route would.
import { beforeAll, describe, expect, it } from 'vitest';
import { createMonobankProvider } from '../../../src/payments/monobank-provider';
import { standInPaymentConfigs } from '../../../src/payments/payment-config';
import type { PaymentError } from '../../../src/payments/payment-error';
import type { CreateInvoiceInput, PaymentProvider, PaymentSnapshot } from '../../../src/payments/payment-types';
import { payWithCard } from '../../payment-stand-in/pay-with-card';
import { TEST_CARDS } from '../../payment-stand-in/start';
import { useStandInWithInbox } from '../../payment-stand-in/use-stand-in';

const kit = useStandInWithInbox();
let mono: PaymentProvider;
const caught = (promise: Promise<unknown>) => promise.then(() => null, (error: unknown) => error as PaymentError);

const provider = (extra: object = {}) => createMonobankProvider({ ...standInPaymentConfigs(kit.standIn.url).monobank, keyRefetchMinIntervalMs: 0, ...extra });
const order = (orderId: string, amountKop = 85_000): CreateInvoiceInput => ({
  orderId, amountKop, hold: true, validitySec: 3600, redirectUrl: `https://shop.example/order/${orderId}`, webhookUrl: `${kit.inbox.url}/hook`,
  basket: [{ name: 'Пряжа Alize Cotton Gold', quantity: 2, unitPriceKop: amountKop / 2, code: 'ALZ-55' }],
});

/** The events of the webhooks received so far, each verified by the adapter. */
async function verifiedEvents(count: number): Promise<PaymentSnapshot[]> {
  const received = await kit.inbox.waitFor(count);
  const verdicts = await Promise.all(received.map((hook) => mono.verifyWebhook(hook.rawBody, hook.headers)));
  return verdicts.map((verdict) => {
    if (!verdict.ok) throw new Error(`refused: ${verdict.refusal} ${verdict.detail}`);
    return verdict.event;
  });
}

async function heldInvoice(orderId: string, amountKop?: number) {
  const { invoiceId, pageUrl } = await mono.createInvoice(order(orderId, amountKop));
  await payWithCard(pageUrl, TEST_CARDS.approved);
  await kit.standIn.webhooksSettled();
  kit.inbox.received.length = 0;
  return invoiceId;
}

beforeAll(() => {
  mono = provider();
});

describe('monobank through the stand-in: the hosted page and signed webhooks', () => {
  it('holds with the test card: the page redirects back, and both webhooks arrive signed and verify', async () => {
    const { invoiceId, pageUrl } = await mono.createInvoice(order('1001'));
    expect(pageUrl).toBe(`${kit.standIn.url}/pay/${invoiceId}`);
    expect(await mono.status(invoiceId)).toMatchObject({ status: 'created', amountKop: 85_000, orderId: '1001' });
    const paid = await payWithCard(pageUrl, TEST_CARDS.approved);
    expect(paid).toEqual({ status: 303, redirectedTo: 'https://shop.example/order/1001' });
    const [processing, held] = await verifiedEvents(2);
    expect(processing).toMatchObject({ invoiceId, status: 'processing' });
    expect(held).toMatchObject({ invoiceId, orderId: '1001', status: 'held', providerStatus: 'hold', amountKop: 85_000, finalAmountKop: 0 });
    expect(held!.modifiedMs).toBeGreaterThan(processing!.modifiedMs);
    expect(await mono.status(invoiceId)).toMatchObject({ status: 'held', modifiedMs: held!.modifiedMs });
  });

  it('declines the declining card: the webhook says failed, with the reason', async () => {
    const { invoiceId, pageUrl } = await mono.createInvoice(order('1002'));
    await payWithCard(pageUrl, TEST_CARDS.declined);
    const [, failed] = await verifiedEvents(2);
    expect(failed).toMatchObject({ invoiceId, status: 'failed', failureReason: expect.stringMatching(/коштів/) });
  });

  it('refuses a forged webhook, a body changed by one byte, and one without X-Sign', async () => {
    const invoiceId = await heldInvoice('1003');
    kit.standIn.forgeWebhook(invoiceId, 'success');
    const [forged] = await kit.inbox.waitFor(1);
    expect(await mono.verifyWebhook(forged!.rawBody, forged!.headers)).toMatchObject({ ok: false, refusal: 'BAD_SIGNATURE' });
    kit.standIn.replayWebhook(kit.standIn.webhooksSent().filter((hook) => !hook.forged).at(-1)!.seq);
    const [, genuine] = await kit.inbox.waitFor(2);
    expect((await mono.verifyWebhook(genuine!.rawBody, genuine!.headers)).ok).toBe(true);
    const changed = Buffer.from(genuine!.rawBody);
    changed[changed.indexOf('"hold"') + 1] = 'H'.charCodeAt(0);
    expect(await mono.verifyWebhook(changed, genuine!.headers)).toMatchObject({ ok: false, refusal: 'BAD_SIGNATURE' });
    expect(await mono.verifyWebhook(genuine!.rawBody, {})).toMatchObject({ ok: false, refusal: 'MISSING_SIGNATURE' });
  });

  it('fetches the public key again once when monobank has rotated it, and then verifies', async () => {
    const invoiceId = await heldInvoice('1004');
    kit.standIn.replayWebhook(kit.standIn.webhooksSent().at(-1)!.seq);
    const [old] = await kit.inbox.waitFor(1);
    const fresh = provider();
    const beforeFirst = kit.standIn.calls();
    expect((await fresh.verifyWebhook(old!.rawBody, old!.headers)).ok).toBe(true);
    expect(kit.standIn.calls() - beforeFirst).toBe(1); // the key, fetched once and kept
    kit.standIn.rotateKey();
    await mono.finalize(invoiceId, 85_000); // its webhook is signed with the new key
    const [, rotated] = await kit.inbox.waitFor(2);
    const before = kit.standIn.calls();
    expect(await fresh.verifyWebhook(rotated!.rawBody, rotated!.headers)).toMatchObject({ ok: true, event: { status: 'paid' } });
    expect(kit.standIn.calls() - before).toBe(1);
    // A signature that fits no key costs one more fetch, not a loop.
    const forgedCalls = kit.standIn.calls();
    kit.standIn.forgeWebhook(invoiceId);
    const [, , forged] = await kit.inbox.waitFor(3);
    expect((await fresh.verifyWebhook(forged!.rawBody, forged!.headers)).ok).toBe(false);
    expect(kit.standIn.calls() - forgedCalls).toBe(1);
  });

  it('delivers late, twice, out of order and never, as told; the older event is recognisably older', async () => {
    kit.standIn.planWebhooks({ mode: 'out-of-order' });
    const { invoiceId, pageUrl } = await mono.createInvoice(order('1005'));
    await payWithCard(pageUrl, TEST_CARDS.approved);
    const [first, second] = await verifiedEvents(2);
    expect([first!.status, second!.status]).toEqual(['held', 'processing']);
    expect(second!.modifiedMs).toBeLessThan(first!.modifiedMs);

    kit.inbox.received.length = 0;
    kit.standIn.planWebhooks({ mode: 'twice' });
    await mono.finalize(invoiceId, 50_000);
    const twice = await verifiedEvents(2);
    expect(twice.map((event) => [event.status, event.finalAmountKop])).toEqual([['paid', 50_000], ['paid', 50_000]]);

    kit.inbox.received.length = 0;
    kit.standIn.planWebhooks({ mode: 'late', delayMs: 300 });
    const started = Date.now();
    await mono.cancel(invoiceId, 10_000, 'refund-1');
    expect(kit.inbox.received).toHaveLength(0);
    const [late] = await verifiedEvents(1);
    expect(Date.now() - started).toBeGreaterThanOrEqual(250);
    expect(late).toMatchObject({ status: 'paid', refundedKop: 10_000 });

    kit.inbox.received.length = 0;
    kit.standIn.planWebhooks({ mode: 'never' });
    await mono.cancel(invoiceId, 40_000, 'refund-2');
    await kit.standIn.webhooksSettled();
    expect(kit.inbox.received).toHaveLength(0);
    expect(await mono.status(invoiceId)).toMatchObject({ status: 'reversed', refundedKop: 50_000 });
  });
});

describe('monobank through the stand-in: money', () => {
  it('finalizes less than held, and refuses more than held in monobank\'s error shape', async () => {
    const more = await heldInvoice('1010', 60_000);
    expect(await caught(mono.finalize(more, 60_001))).toMatchObject({
      code: 'PAYMENT_PROVIDER_REFUSED', details: { httpStatus: 400, providerCode: 'BAD_REQUEST', providerText: expect.stringMatching(/exceeds/) },
    });
    expect(await mono.finalize(more, 45_000)).toEqual({ state: 'done', providerStatus: 'success' });
    expect(await mono.status(more)).toMatchObject({ status: 'paid', amountKop: 60_000, finalAmountKop: 45_000 });
    expect((await caught(mono.finalize(more, 1_000)))?.code).toBe('PAYMENT_PROVIDER_REFUSED');
  });

  it('cancel before finalize releases the hold; after finalize it refunds, partly and then the rest', async () => {
    const released = await heldInvoice('1011');
    expect((await mono.cancel(released, 85_000, 'release-1')).state).toBe('done');
    expect(await mono.status(released)).toMatchObject({ status: 'reversed', finalAmountKop: 0 });
    expect((await caught(mono.finalize(released, 85_000)))?.code).toBe('PAYMENT_PROVIDER_REFUSED');

    const refunded = await heldInvoice('1012');
    await mono.finalize(refunded, 80_000);
    await mono.cancel(refunded, 30_000, 'r-1');
    expect(await mono.status(refunded)).toMatchObject({ status: 'paid', finalAmountKop: 80_000, refundedKop: 30_000 });
    expect((await caught(mono.cancel(refunded, 50_001, 'r-2')))?.details.providerText).toMatch(/exceeds/);
    await mono.cancel(refunded, 50_000, 'r-2');
    expect(await mono.status(refunded)).toMatchObject({ status: 'reversed', refundedKop: 80_000 });
    expect(kit.standIn.invoice(refunded)?.refunds.map((refund) => refund.extRef)).toEqual(['r-1', 'r-2']);
  });

  it('removes an unpaid invoice, whose page then cannot be paid; an unpaid page expires with time', async () => {
    const { invoiceId, pageUrl } = await mono.createInvoice(order('1013'));
    await mono.remove(invoiceId);
    expect((await mono.status(invoiceId)).status).toBe('expired');
    await expect(payWithCard(pageUrl, TEST_CARDS.approved)).rejects.toThrow(/not the card page \(410\)/);

    const stale = await mono.createInvoice(order('1014'));
    kit.standIn.advanceTime(3601 * 1000);
    expect((await mono.status(stale.invoiceId)).status).toBe('expired');
  });

  it('releases a hold not finalized within 9 days', async () => {
    const invoiceId = await heldInvoice('1015');
    kit.standIn.advanceTime(9 * 24 * 3600 * 1000 + 1000);
    expect((await mono.status(invoiceId)).status).toBe('expired');
  });

  it('lists what was taken and given back in the statement, by reference', async () => {
    const from = Date.now() - 60_000;
    const invoiceId = await heldInvoice('1016', 20_000);
    await mono.finalize(invoiceId, 20_000);
    await mono.cancel(invoiceId, 5_000, 'st-1');
    const statement = await mono.statement(from, Date.now() + 30 * 24 * 3600 * 1000);
    expect(statement.find((entry) => entry.invoiceId === invoiceId)).toMatchObject({
      orderId: '1016', status: 'paid', amountKop: 20_000, maskedPan: '424242******4242', refunds: [{ amountKop: 5_000 }],
    });
  });
});

describe('monobank through the stand-in: failures', () => {
  it('maps 5xx and 503 to PAYMENT_PROVIDER_DOWN, a write marked outcome unknown; a read is tried again once', async () => {
    kit.standIn.failNext('error', 1, 'POST /api/merchant/invoice/create');
    expect(await caught(mono.createInvoice(order('1020')))).toMatchObject({ code: 'PAYMENT_PROVIDER_DOWN', details: { httpStatus: 500, outcomeUnknown: true } });
    const { invoiceId } = await mono.createInvoice(order('1021'));
    const before = kit.standIn.calls();
    kit.standIn.failNext('unavailable', 1, 'monobank');
    expect((await mono.status(invoiceId)).status).toBe('created');
    expect(kit.standIn.calls() - before).toBe(2);
    kit.standIn.failNext('error', 2);
    expect(await caught(mono.status(invoiceId))).toMatchObject({ code: 'PAYMENT_PROVIDER_DOWN', details: { outcomeUnknown: false } });
  });

  it('maps silence to PAYMENT_PROVIDER_TIMEOUT within the time limit', async () => {
    const quick = provider({ timeoutMs: 150 });
    const invoiceId = await heldInvoice('1022');
    kit.standIn.failNext('timeout', 1, 'POST /api/merchant/invoice/finalize');
    const started = Date.now();
    expect(await caught(quick.finalize(invoiceId, 1_000))).toMatchObject({ code: 'PAYMENT_PROVIDER_TIMEOUT', details: { outcomeUnknown: true } });
    expect(Date.now() - started).toBeLessThan(2_000);
    expect((await quick.status(invoiceId)).status).toBe('held'); // the lost call did nothing here
  });

  it('answers KEY_UNAVAILABLE (retry later) when the key cannot be fetched', async () => {
    await heldInvoice('1023');
    kit.standIn.replayWebhook(kit.standIn.webhooksSent().at(-1)!.seq);
    const [hook] = await kit.inbox.waitFor(1);
    kit.standIn.failNext('error', 2, 'GET /api/merchant/pubkey');
    expect(await provider().verifyWebhook(hook!.rawBody, hook!.headers)).toMatchObject({ ok: false, refusal: 'KEY_UNAVAILABLE' });
  });

  it('refuses a call without the token as monobank does', async () => {
    const anonymous = provider({ token: '' });
    expect(await caught(anonymous.status('p2_nothing'))).toMatchObject({ code: 'PAYMENT_PROVIDER_REFUSED', details: { httpStatus: 403, providerCode: 'FORBIDDEN' } });
    expect(await caught(mono.status('p2_nothing'))).toMatchObject({ details: { httpStatus: 404, providerCode: 'NOT_FOUND' } });
  });
});
