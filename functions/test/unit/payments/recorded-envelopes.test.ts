// The adapters against envelopes shaped as the providers' public SDKs and docs show them
// (functions/test/payment-stand-in/fixtures), fed through fetch: the boundary alone.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createCheckboxRegister } from '../../../src/fiscal/checkbox-register';
import { createLiqpayProvider } from '../../../src/payments/liqpay-provider';
import { liqpayData } from '../../../src/payments/liqpay-signature';
import { createMonobankProvider } from '../../../src/payments/monobank-provider';
import type { PaymentError } from '../../../src/payments/payment-error';
import receiptDone from '../../payment-stand-in/fixtures/checkbox-receipt-done.json';
import liqpayHoldWait from '../../payment-stand-in/fixtures/liqpay-status-hold-wait.json';
import monoRefunded from '../../payment-stand-in/fixtures/monobank-status-refunded.json';
import monoStatement from '../../payment-stand-in/fixtures/monobank-statement.json';

const mono = createMonobankProvider({ baseUrl: 'https://mono.example', token: 'merchant-token' });
const liqpay = createLiqpayProvider({ baseUrl: 'https://liqpay.example', publicKey: 'i000000000', privateKey: 'private', sandbox: false });
const caught = (promise: Promise<unknown>) => promise.then(() => null, (error: unknown) => error as PaymentError);

function answers(...replies: Response[]) {
  const fetchMock = vi.fn(async (_url: string, _init?: RequestInit) => replies.shift() ?? new Response('{}'));
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}
const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status });

afterEach(() => vi.unstubAllGlobals());

describe('monobank envelopes', () => {
  it('reads a finalized, partly refunded invoice into the shop\'s snapshot (only refunds that succeeded count)', async () => {
    const fetchMock = answers(json(monoRefunded));
    expect(await mono.status('p2_9ZgpZVsl3')).toEqual({
      provider: 'monobank', invoiceId: 'p2_9ZgpZVsl3', orderId: '1042', status: 'paid', providerStatus: 'success', amountKop: 85_000,
      finalAmountKop: 80_000, refundedKop: 30_000, currency: 'UAH', failureReason: null, modifiedDate: '2026-11-28T11:40:02Z', modifiedMs: Date.parse('2026-11-28T11:40:02Z'),
    });
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('https://mono.example/api/merchant/invoice/status?invoiceId=p2_9ZgpZVsl3');
    expect(new Headers(init!.headers).get('X-Token')).toBe('merchant-token');
    expect(init!.signal).toBeInstanceOf(AbortSignal);
  });

  it('sends create as monobank documents it: kopecks, ccy 980, hold, basket, reference', async () => {
    const fetchMock = answers(json({ invoiceId: 'p2_new', pageUrl: 'https://pay.mbnk.biz/p2_new' }));
    const created = await mono.createInvoice({
      orderId: '1042', amountKop: 85_000, hold: true, validitySec: 3600, redirectUrl: 'https://shop.example/r', webhookUrl: 'https://shop.example/w',
      basket: [{ name: 'Пряжа', quantity: 2, unitPriceKop: 42_500, code: 'ALZ-55' }],
    });
    expect(created).toEqual({ invoiceId: 'p2_new', pageUrl: 'https://pay.mbnk.biz/p2_new' });
    expect(JSON.parse(String(fetchMock.mock.calls[0]![1]!.body))).toMatchObject({
      amount: 85_000, ccy: 980, paymentType: 'hold', validity: 3600, webHookUrl: 'https://shop.example/w', redirectUrl: 'https://shop.example/r',
      merchantPaymInfo: { reference: '1042', basketOrder: [{ name: 'Пряжа', qty: 2, sum: 42_500, code: 'ALZ-55' }] },
    });
  });

  it('reads the statement with from/to in seconds', async () => {
    const fetchMock = answers(json(monoStatement));
    const [entry] = await mono.statement(Date.parse('2026-11-28T00:00:00Z'), Date.parse('2026-11-29T00:00:00Z'));
    expect(fetchMock.mock.calls[0]![0]).toBe('https://mono.example/api/merchant/statement?from=1795824000&to=1795910400');
    expect(entry).toEqual({
      invoiceId: '2205175v4MfatvmUL2oR', orderId: '1042', providerStatus: 'success', status: 'paid', amountKop: 80_000, profitAmountKop: 78_960,
      maskedPan: '444403******1902', dateMs: Date.parse('2026-11-28T11:40:02Z'), refunds: [{ amountKop: 30_000, dateMs: Date.parse('2026-11-28T12:00:00Z') }],
    });
  });

  it('keeps monobank\'s errCode and errText; a wrong shape or not-JSON is a bad answer', async () => {
    answers(json({ errCode: 'BAD_REQUEST', errText: "empty 'invoiceId'" }, 400));
    expect(await caught(mono.finalize('', 1))).toMatchObject({ code: 'PAYMENT_PROVIDER_REFUSED', details: { providerCode: 'BAD_REQUEST', providerText: "empty 'invoiceId'", httpStatus: 400 } });
    answers(json({ ...monoRefunded, amount: '850.00' }));
    expect((await caught(mono.status('p2_9ZgpZVsl3')))?.code).toBe('PAYMENT_PROVIDER_BAD_ANSWER');
    answers(new Response('<html>gateway</html>', { status: 200 }));
    expect((await caught(mono.status('p2_9ZgpZVsl3')))?.code).toBe('PAYMENT_PROVIDER_BAD_ANSWER');
  });
});

describe('LiqPay envelopes', () => {
  it('reads hold_wait in kopecks and strips the attempt suffix from the order id', async () => {
    const fetchMock = answers(json(liqpayHoldWait));
    expect(await liqpay.status('1042-p0a1b2c3d')).toMatchObject({ orderId: '1042', status: 'held', amountKop: 85_050, modifiedMs: 1_764_322_360_000 });
    const form = new URLSearchParams(String(fetchMock.mock.calls[0]![1]!.body));
    expect(liqpayData(form.get('data')!)).toEqual({ version: 3, public_key: 'i000000000', action: 'status', order_id: '1042-p0a1b2c3d' });
  });

  it('turns result: error into a refusal with LiqPay\'s code', async () => {
    answers(json({ result: 'error', status: 'error', err_code: 'err_amount_hold', err_description: 'Amount exceeds the held amount' }));
    expect(await caught(liqpay.finalize('1042-p0a1b2c3d', 100))).toMatchObject({ code: 'PAYMENT_PROVIDER_REFUSED', details: { providerCode: 'err_amount_hold' } });
  });
});

describe('Checkbox envelopes', () => {
  it('reads a DONE receipt with its fiscal code, after signing the cashier in with the license key', async () => {
    const fetchMock = answers(json({ type: 'bearer', token_type: 'bearer', access_token: 'jwt-1' }), json(receiptDone));
    const register = createCheckboxRegister({ baseUrl: 'https://checkbox.example/api/v1', licenseKey: 'lic', cashier: { login: 'l', password: 'p' } });
    expect(await register.receipt(receiptDone.id)).toEqual({
      receiptId: receiptDone.id, state: 'done', fiscalCode: 'TEST-2N1jX4TmDyI', isReturn: false, totalKop: 37_500,
      htmlUrl: `https://checkbox.example/api/v1/receipts/${receiptDone.id}/html`,
    });
    const [signIn, read] = fetchMock.mock.calls.map(([url, init]) => ({ url, headers: new Headers(init!.headers) }));
    expect(signIn).toMatchObject({ url: 'https://checkbox.example/api/v1/cashier/signin' });
    expect(read!.headers.get('X-License-Key')).toBe('lic');
    expect(read!.headers.get('Authorization')).toBe('Bearer jwt-1');
  });
});
