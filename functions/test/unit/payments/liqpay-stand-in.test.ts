// The LiqPay adapter against the running stand-in: signed checkout, the card page, the signed
// callback (data/signature) and the server calls hold_completion, refund, status and reports.
import { beforeAll, describe, expect, it } from 'vitest';
import { createLiqpayProvider } from '../../../src/payments/liqpay-provider';
import { standInPaymentConfigs } from '../../../src/payments/payment-config';
import type { PaymentError } from '../../../src/payments/payment-error';
import type { CreateInvoiceInput, PaymentProvider } from '../../../src/payments/payment-types';
import { payWithCard } from '../../payment-stand-in/pay-with-card';
import { TEST_CARDS } from '../../payment-stand-in/start';
import { useStandInWithInbox } from '../../payment-stand-in/use-stand-in';

const kit = useStandInWithInbox();
let liqpay: PaymentProvider;
const caught = (promise: Promise<unknown>) => promise.then(() => null, (error: unknown) => error as PaymentError);

beforeAll(() => {
  liqpay = createLiqpayProvider(standInPaymentConfigs(kit.standIn.url).liqpay);
});

const order = (orderId: string, amountKop = 42_050): CreateInvoiceInput => ({
  orderId, amountKop, hold: true, validitySec: 3600, redirectUrl: `https://shop.example/order/${orderId}`, webhookUrl: `${kit.inbox.url}/liqpay`,
  basket: [{ name: 'Спиці 4 мм', quantity: 1, unitPriceKop: amountKop }],
});

async function lastCallback() {
  const received = await kit.inbox.waitFor(2);
  return liqpay.verifyWebhook(received.at(-1)!.rawBody, received.at(-1)!.headers);
}

describe('LiqPay through the stand-in', () => {
  it('holds with the test card; the callback verifies, in kopecks, with the order id', async () => {
    const { invoiceId, pageUrl } = await liqpay.createInvoice(order('2001'));
    expect(invoiceId).toMatch(/^2001-p[0-9a-f]{8}$/);
    expect((await liqpay.status(invoiceId)).status).toBe('created'); // LiqPay knows nothing before the page
    expect(await payWithCard(pageUrl, TEST_CARDS.approved)).toEqual({ status: 303, redirectedTo: 'https://shop.example/order/2001' });
    expect(await lastCallback()).toMatchObject({ ok: true, event: { invoiceId, orderId: '2001', status: 'held', providerStatus: 'hold_wait', amountKop: 42_050 } });
  });

  it('completes less than held, refuses more, and refunds in part then in full', async () => {
    const { invoiceId, pageUrl } = await liqpay.createInvoice(order('2002'));
    await payWithCard(pageUrl, TEST_CARDS.approved);
    expect(await caught(liqpay.finalize(invoiceId, 42_051))).toMatchObject({ code: 'PAYMENT_PROVIDER_REFUSED', details: { providerCode: 'err_amount_hold' } });
    expect(await liqpay.finalize(invoiceId, 40_000)).toEqual({ state: 'done', providerStatus: 'success' });
    expect(await liqpay.status(invoiceId)).toMatchObject({ status: 'paid', finalAmountKop: 40_000 });
    await liqpay.cancel(invoiceId, 15_000, 'lp-r1');
    expect(await liqpay.status(invoiceId)).toMatchObject({ status: 'paid', refundedKop: 15_000 });
    await liqpay.cancel(invoiceId, 25_000, 'lp-r2');
    expect(await liqpay.status(invoiceId)).toMatchObject({ status: 'reversed', refundedKop: 40_000 });
    const statement = await liqpay.statement(Date.now() - 60_000, Date.now() + 60_000);
    expect(statement.find((entry) => entry.invoiceId === invoiceId)).toMatchObject({ orderId: '2002', amountKop: 42_050, refunds: [{ amountKop: 40_000 }] });
  });

  it('releases a hold with refund, and a declined card reads failed', async () => {
    const held = await liqpay.createInvoice(order('2003'));
    await payWithCard(held.pageUrl, TEST_CARDS.approved);
    await liqpay.cancel(held.invoiceId, 42_050, 'release');
    expect(await liqpay.status(held.invoiceId)).toMatchObject({ status: 'reversed', finalAmountKop: 0 });
    const declined = await liqpay.createInvoice(order('2004'));
    await kit.standIn.webhooksSettled();
    kit.inbox.received.length = 0;
    await payWithCard(declined.pageUrl, TEST_CARDS.declined);
    expect(await lastCallback()).toMatchObject({ ok: true, event: { status: 'failed' } });
  });

  it('refuses a forged callback and one without its signature; remove is not LiqPay\'s', async () => {
    const { invoiceId, pageUrl } = await liqpay.createInvoice(order('2005'));
    await payWithCard(pageUrl, TEST_CARDS.approved);
    await kit.inbox.waitFor(2);
    kit.standIn.forgeWebhook(invoiceId, 'success');
    const [, , forged] = await kit.inbox.waitFor(3);
    expect(await liqpay.verifyWebhook(forged!.rawBody, forged!.headers)).toMatchObject({ ok: false, refusal: 'BAD_SIGNATURE' });
    const unsigned = Buffer.from(new URLSearchParams({ data: new URLSearchParams(forged!.rawBody.toString()).get('data')! }).toString());
    expect(await liqpay.verifyWebhook(unsigned, {})).toMatchObject({ ok: false, refusal: 'MISSING_SIGNATURE' });
    expect((await caught(liqpay.remove(invoiceId)))?.code).toBe('PAYMENT_UNSUPPORTED');
  });

  it('maps a 502 to PAYMENT_PROVIDER_DOWN and a wrong private key to a refusal', async () => {
    kit.standIn.failNext('error', 1, 'liqpay hold_completion');
    expect(await caught(liqpay.finalize('2006-p00000000', 100))).toMatchObject({ code: 'PAYMENT_PROVIDER_DOWN', details: { httpStatus: 502, outcomeUnknown: true } });
    const wrongKey = createLiqpayProvider({ ...standInPaymentConfigs(kit.standIn.url).liqpay, privateKey: 'wrong' });
    expect(await caught(wrongKey.status('2006-p00000000'))).toMatchObject({ code: 'PAYMENT_PROVIDER_REFUSED', details: { providerCode: 'err_signature' } });
  });
});
