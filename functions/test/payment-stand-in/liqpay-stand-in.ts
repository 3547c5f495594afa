// LiqPay: its checkout opened with a signed data/signature pair (the stand-in's payment page then
// takes the card), and its server calls at /api/request. Refusals are HTTP 200 with result: error.
import { liqpayData, liqpaySignatureFits } from '../../src/payments/liqpay-signature';
import { liqpayPaymentBody, refundedOf, touch, type StandInInvoice } from './stand-in-state';
import type { Reply, StandInContext } from './monobank-stand-in';
import type { LiqpayKeys } from './webhooks';

const refuse = (errCode: string, errDescription: string): Reply => ({ status: 200, body: { result: 'error', status: 'error', err_code: errCode, err_description: errDescription } });
const kop = (uah: unknown) => (typeof uah === 'number' ? Math.round(uah * 100) : Number.NaN);

/** The request inside a signed pair, or null when the signature does not fit. */
export function openEnvelope(keys: LiqpayKeys, form: URLSearchParams): Record<string, unknown> | null {
  const data = form.get('data') ?? '';
  const signature = form.get('signature') ?? '';
  if (!data || !liqpaySignatureFits(keys.privateKey, data, signature)) return null;
  const request = liqpayData(data);
  return request && typeof request === 'object' ? (request as Record<string, unknown>) : null;
}

/** GET or POST /api/3/checkout: registers the payment and sends the browser to the card page. */
export function answerCheckout(ctx: StandInContext, keys: LiqpayKeys, form: URLSearchParams): Reply {
  const request = openEnvelope(keys, form);
  if (!request) return { status: 400, body: '<p>Invalid signature</p>', headers: { 'Content-Type': 'text/html; charset=utf-8' } };
  const orderId = String(request.order_id ?? '');
  const amount = kop(request.amount);
  if (!orderId || !(amount > 0)) return { status: 400, body: '<p>Invalid order_id or amount</p>', headers: { 'Content-Type': 'text/html; charset=utf-8' } };
  if (!ctx.state.invoices.has(orderId)) {
    const now = ctx.state.now();
    const expires = typeof request.expired_date === 'string' ? Date.parse(`${request.expired_date.replace(' ', 'T')}Z`) : now + 24 * 3600 * 1000;
    const invoice: StandInInvoice = {
      id: orderId, provider: 'liqpay', amount, hold: request.action === 'hold', status: 'created', finalAmount: null, refunds: [],
      reference: orderId, destination: String(request.description ?? ''), basket: [], redirectUrl: String(request.result_url ?? ''),
      webhookUrl: typeof request.server_url === 'string' ? request.server_url : null, createdMs: now, modifiedMs: now,
      payableUntilMs: expires, heldAtMs: null, failureReason: null, maskedPan: null,
    };
    ctx.state.invoices.set(orderId, invoice);
  }
  return { status: 303, body: '', headers: { Location: `/pay/${encodeURIComponent(orderId)}` } };
}

function holdCompletion(ctx: StandInContext, invoice: StandInInvoice, request: Record<string, unknown>): Reply {
  if (invoice.status !== 'hold') return refuse('err_payment', `payment is not on hold (${invoice.status})`);
  const amount = request.amount === undefined ? invoice.amount : kop(request.amount);
  if (!(amount > 0)) return refuse('amount_limit', 'Invalid amount');
  if (amount > invoice.amount) return refuse('err_amount_hold', 'Amount exceeds the held amount');
  invoice.finalAmount = amount;
  touch(ctx.state, invoice, 'success');
  ctx.webhooks.emit(invoice);
  return { status: 200, body: { result: 'ok', ...liqpayPaymentBody(invoice, '') } };
}

function refund(ctx: StandInContext, invoice: StandInInvoice, request: Record<string, unknown>): Reply {
  if (invoice.status === 'hold') {
    touch(ctx.state, invoice, 'reversed');
  } else if (invoice.status === 'success') {
    const left = (invoice.finalAmount ?? invoice.amount) - refundedOf(invoice);
    const amount = request.amount === undefined ? left : kop(request.amount);
    if (!(amount > 0) || amount > left) return refuse('err_amount', 'Refund amount exceeds the amount paid');
    invoice.refunds.push({ status: 'success', amount, extRef: '', createdMs: ctx.state.now() });
    touch(ctx.state, invoice, amount === left ? 'reversed' : 'success');
  } else {
    return refuse('err_payment', `payment cannot be refunded (${invoice.status})`);
  }
  ctx.webhooks.emit(invoice);
  return { status: 200, body: { result: 'ok', payment_id: 1, status: 'reversed' } };
}

/** POST /api/request (form data/signature). */
export function answerLiqpayApi(ctx: StandInContext, keys: LiqpayKeys, form: URLSearchParams): Reply {
  const request = openEnvelope(keys, form);
  if (!request) return refuse('err_signature', 'Invalid signature');
  if (request.public_key !== keys.publicKey) return refuse('public_key_not_found', 'Unknown public_key');
  if (request.action === 'reports') {
    const from = Number(request.date_from);
    const to = Number(request.date_to);
    const data = [...ctx.state.invoices.values()]
      .filter((invoice) => invoice.provider === 'liqpay' && invoice.finalAmount !== null && invoice.modifiedMs >= from && invoice.modifiedMs <= to)
      .map((invoice) => liqpayPaymentBody(invoice, keys.publicKey));
    return { status: 200, body: { result: 'success', data } };
  }
  const invoice = ctx.state.invoices.get(String(request.order_id ?? ''));
  if (!invoice || invoice.provider !== 'liqpay' || invoice.status === 'created') return refuse('payment_not_found', 'Payment not found');
  if (request.action === 'status') return { status: 200, body: { result: 'ok', ...liqpayPaymentBody(invoice, keys.publicKey) } };
  if (request.action === 'hold_completion') return holdCompletion(ctx, invoice, request);
  if (request.action === 'refund') return refund(ctx, invoice, request);
  return refuse('err_action', `Unknown action ${String(request.action)}`);
}
