// monobank acquiring's merchant API: the same paths, X-Token, envelopes and {errCode, errText}
// errors. Money rules as the docs describe them: finalize at most what was held, cancel releases a
// hold or refunds (part of) a payment.
import { HOLD_LIFETIME_MS, monoInvoiceBody, monoInvoiceId, refundedOf, touch, type StandInInvoice, type StandInState } from './stand-in-state';
import type { WebhookSender } from './webhooks';

export interface Reply {
  status: number;
  body: unknown;
  headers?: Record<string, string>;
}

const refuse = (status: number, errCode: string, errText: string): Reply => ({ status, body: { errCode, errText } });
const ok = (body: unknown): Reply => ({ status: 200, body });
const DAY_SEC = 24 * 3600;

export interface StandInContext {
  state: StandInState;
  webhooks: WebhookSender;
  /** The stand-in's own root URL, for the payment page's address. */
  rootUrl: () => string;
}

/** Lets invoices run out as the stand-in's clock moves: an unpaid page expires, a hold is released. */
export function expireDue({ state, webhooks }: StandInContext): void {
  for (const invoice of state.invoices.values()) {
    const unpaidTooLong = invoice.status === 'created' && state.now() > invoice.payableUntilMs;
    const heldTooLong = invoice.status === 'hold' && invoice.heldAtMs !== null && state.now() > invoice.heldAtMs + HOLD_LIFETIME_MS;
    if (!unpaidTooLong && !heldTooLong) continue;
    touch(state, invoice, 'expired');
    webhooks.emit(invoice);
  }
}

function createInvoice(ctx: StandInContext, body: Record<string, unknown>): Reply {
  const amount = body.amount;
  if (typeof amount !== 'number' || !Number.isInteger(amount) || amount <= 0) return refuse(400, 'BAD_REQUEST', "invalid 'amount'");
  if (body.ccy !== undefined && body.ccy !== 980) return refuse(400, 'BAD_REQUEST', "invalid 'ccy'");
  if (body.paymentType !== undefined && body.paymentType !== 'hold' && body.paymentType !== 'debit') return refuse(400, 'BAD_REQUEST', "invalid 'paymentType'");
  const info = (body.merchantPaymInfo ?? {}) as Record<string, unknown>;
  const now = ctx.state.now();
  const validity = typeof body.validity === 'number' ? body.validity : DAY_SEC;
  const invoice: StandInInvoice = {
    id: monoInvoiceId(),
    provider: 'monobank',
    amount,
    hold: body.paymentType === 'hold',
    status: 'created',
    finalAmount: null,
    refunds: [],
    reference: typeof info.reference === 'string' ? info.reference : null,
    destination: typeof info.destination === 'string' ? info.destination : '',
    basket: info.basketOrder ?? [],
    redirectUrl: typeof body.redirectUrl === 'string' ? body.redirectUrl : '',
    webhookUrl: typeof body.webHookUrl === 'string' ? body.webHookUrl : null,
    createdMs: now,
    modifiedMs: now,
    payableUntilMs: now + validity * 1000,
    heldAtMs: null,
    failureReason: null,
    maskedPan: null,
  };
  ctx.state.invoices.set(invoice.id, invoice);
  return ok({ invoiceId: invoice.id, pageUrl: `${ctx.rootUrl()}/pay/${invoice.id}` });
}

function finalize(ctx: StandInContext, invoice: StandInInvoice, body: Record<string, unknown>): Reply {
  if (invoice.status !== 'hold') return refuse(400, 'BAD_REQUEST', `invoice is ${invoice.status}, not hold`);
  const amount = body.amount === undefined ? invoice.amount : body.amount;
  if (typeof amount !== 'number' || !Number.isInteger(amount) || amount <= 0) return refuse(400, 'BAD_REQUEST', "invalid 'amount'");
  if (amount > invoice.amount) return refuse(400, 'BAD_REQUEST', 'finalize amount exceeds hold amount');
  invoice.finalAmount = amount;
  touch(ctx.state, invoice, 'success');
  ctx.webhooks.emit(invoice);
  return ok({ status: 'success' });
}

function cancel(ctx: StandInContext, invoice: StandInInvoice, body: Record<string, unknown>): Reply {
  const stamp = () => ({ createdDate: new Date(ctx.state.now()).toISOString(), modifiedDate: new Date(invoice.modifiedMs).toISOString() });
  if (invoice.status === 'hold') {
    touch(ctx.state, invoice, 'reversed'); // the hold is released whole; nothing was taken
    ctx.webhooks.emit(invoice);
    return ok({ status: 'success', ...stamp() });
  }
  if (invoice.status !== 'success') return refuse(400, 'BAD_REQUEST', `invoice is ${invoice.status} and cannot be cancelled`);
  const left = (invoice.finalAmount ?? invoice.amount) - refundedOf(invoice);
  const amount = body.amount === undefined ? left : body.amount;
  if (typeof amount !== 'number' || !Number.isInteger(amount) || amount <= 0) return refuse(400, 'BAD_REQUEST', "invalid 'amount'");
  if (amount > left) return refuse(400, 'BAD_REQUEST', 'cancel amount exceeds the amount left to refund');
  invoice.refunds.push({ status: 'success', amount, extRef: typeof body.extRef === 'string' ? body.extRef : '', createdMs: ctx.state.now() });
  touch(ctx.state, invoice, amount === left ? 'reversed' : 'success');
  ctx.webhooks.emit(invoice);
  return ok({ status: 'success', ...stamp() });
}

function remove(ctx: StandInContext, invoice: StandInInvoice): Reply {
  if (invoice.status !== 'created') return refuse(400, 'BAD_REQUEST', `invoice is ${invoice.status} and cannot be removed`);
  touch(ctx.state, invoice, 'expired');
  ctx.webhooks.emit(invoice);
  return ok({});
}

/** GET /api/merchant/statement's list: the payments whose money moved within [from, to]. */
export function monoStatementList(state: StandInState, fromMs: number, toMs: number): Record<string, unknown>[] {
  return [...state.invoices.values()]
    .filter((invoice) => invoice.provider === 'monobank' && invoice.finalAmount !== null && invoice.modifiedMs >= fromMs && invoice.modifiedMs <= toMs)
    .map((invoice) => ({
      invoiceId: invoice.id,
      status: invoice.status,
      maskedPan: invoice.maskedPan,
      date: new Date(invoice.modifiedMs).toISOString(),
      paymentScheme: invoice.hold ? 'hold' : 'full',
      amount: invoice.finalAmount,
      profitAmount: Math.round((invoice.finalAmount ?? 0) * 0.987), // a 1.3 % fee, for the shape
      ccy: 980,
      reference: invoice.reference,
      destination: invoice.destination,
      cancelList: invoice.refunds.map((refund) => ({ amount: refund.amount, ccy: 980, date: new Date(refund.createdMs).toISOString(), maskedPan: invoice.maskedPan })),
    }));
}

export function answerMonobank(ctx: StandInContext, method: string, url: URL, body: unknown, token: string | undefined): Reply {
  if (!token) return refuse(403, 'FORBIDDEN', 'forbidden');
  const path = url.pathname;
  const data = (body ?? {}) as Record<string, unknown>;
  if (method === 'GET' && path === '/api/merchant/pubkey') return ok({ key: ctx.state.publicKeyBase64Pem });
  if (method === 'GET' && path === '/api/merchant/statement') {
    const from = Number(url.searchParams.get('from'));
    if (!Number.isFinite(from) || from <= 0) return refuse(400, 'BAD_REQUEST', "invalid 'from'");
    const to = Number(url.searchParams.get('to') ?? ctx.state.now() / 1000);
    return ok({ list: monoStatementList(ctx.state, from * 1000, to * 1000 + 999) });
  }
  if (method === 'POST' && path === '/api/merchant/invoice/create') return createInvoice(ctx, data);
  const invoiceId = method === 'GET' ? url.searchParams.get('invoiceId') : data.invoiceId;
  const known = ['/api/merchant/invoice/status', '/api/merchant/invoice/finalize', '/api/merchant/invoice/cancel', '/api/merchant/invoice/remove'];
  if (!known.includes(path)) return refuse(404, 'NOT_FOUND', `no ${method} ${path}`);
  if (typeof invoiceId !== 'string' || !invoiceId) return refuse(400, 'BAD_REQUEST', "empty 'invoiceId'");
  const invoice = ctx.state.invoices.get(invoiceId);
  if (!invoice || invoice.provider !== 'monobank') return refuse(404, 'NOT_FOUND', 'invoice not found');
  if (method === 'GET' && path.endsWith('/status')) return ok(monoInvoiceBody(invoice));
  if (method !== 'POST') return refuse(405, 'METHOD_NOT_ALLOWED', 'Method not allowed');
  if (path.endsWith('/finalize')) return finalize(ctx, invoice, data);
  if (path.endsWith('/cancel')) return cancel(ctx, invoice, data);
  return remove(ctx, invoice);
}
