// monobank acquiring ("plata by mono") behind the shop's PaymentProvider. Every call carries the
// merchant token in X-Token; every answer is checked with zod before it becomes a shop type.
import type { z } from 'zod';
import type { MonobankConfig } from './payment-config';
import { paymentError, PaymentError } from './payment-error';
import { exchangeWithProvider, headerValue } from './payment-http';
import { monoCreated, monoError, monoInvoiceStatus, monoOperation, monoPubkey, monoStatement } from './monobank-schemas';
import { monoKeyRing, publicKeyFromBase64Pem } from './monobank-signature';
import { monoOutcome, monoShopStatus, monoSnapshot } from './monobank-status';
import type { PaymentProvider, StatementEntry } from './payment-types';

/** UAH, ISO 4217. */
const HRYVNIA = 980;
/** How often a failed webhook check may fetch the key again (see MonobankConfig). */
const DEFAULT_KEY_REFETCH_INTERVAL_MS = 60_000;

interface MonoCall<T> {
  method: 'GET' | 'POST';
  path: string;
  body?: unknown;
  answer: z.ZodType<T>;
  idempotent: boolean;
}

export function createMonobankProvider(config: MonobankConfig): PaymentProvider {
  const root = config.baseUrl.replace(/\/+$/, '');

  async function call<T>({ method, path, body, answer, idempotent }: MonoCall<T>): Promise<T> {
    const name = `${method} ${path.split('?')[0]}`;
    const reply = await exchangeWithProvider({
      provider: 'monobank',
      call: name,
      url: `${root}${path}`,
      method,
      headers: { 'X-Token': config.token, ...(body === undefined ? {} : { 'Content-Type': 'application/json' }) },
      body: body === undefined ? undefined : JSON.stringify(body),
      idempotent,
      timeoutMs: config.timeoutMs,
    });
    if (reply.httpStatus >= 400) {
      const refusal = monoError.safeParse(reply.json);
      throw paymentError('PAYMENT_PROVIDER_REFUSED', 'monobank', name, {
        httpStatus: reply.httpStatus,
        providerCode: refusal.success ? refusal.data.errCode : `HTTP_${reply.httpStatus}`,
        providerText: refusal.success ? (refusal.data.errText ?? null) : null,
      });
    }
    const parsed = answer.safeParse(reply.json ?? {});
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      throw paymentError('PAYMENT_PROVIDER_BAD_ANSWER', 'monobank', name, {
        httpStatus: reply.httpStatus,
        providerText: `unexpected answer at ${issue?.path.join('.') || '(root)'}: ${issue?.message ?? ''}`,
      });
    }
    return parsed.data;
  }

  const keys = monoKeyRing(async () => {
    const { key } = await call({ method: 'GET', path: '/api/merchant/pubkey', answer: monoPubkey, idempotent: true });
    try {
      return publicKeyFromBase64Pem(key);
    } catch {
      throw paymentError('PAYMENT_PROVIDER_BAD_ANSWER', 'monobank', 'GET /api/merchant/pubkey', { providerText: 'the key is not a base64 PEM public key' });
    }
  }, config.keyRefetchMinIntervalMs ?? DEFAULT_KEY_REFETCH_INTERVAL_MS);

  const invoiceCall = (action: 'finalize' | 'cancel' | 'remove', body: Record<string, unknown>) =>
    call({ method: 'POST', path: `/api/merchant/invoice/${action}`, body, answer: monoOperation, idempotent: false });

  return {
    name: 'monobank',

    async createInvoice(input) {
      const created = await call({
        method: 'POST',
        path: '/api/merchant/invoice/create',
        idempotent: false,
        answer: monoCreated,
        body: {
          amount: input.amountKop,
          ccy: HRYVNIA,
          merchantPaymInfo: {
            reference: input.orderId,
            destination: input.description ?? `Замовлення ${input.orderId}`,
            basketOrder: input.basket.map((line) => ({ name: line.name, qty: line.quantity, sum: line.unitPriceKop, code: line.code, unit: 'шт.' })),
          },
          redirectUrl: input.redirectUrl,
          webHookUrl: input.webhookUrl,
          validity: input.validitySec,
          paymentType: input.hold ? 'hold' : 'debit',
        },
      });
      return { invoiceId: created.invoiceId, pageUrl: created.pageUrl };
    },

    async status(invoiceId) {
      const path = `/api/merchant/invoice/status?invoiceId=${encodeURIComponent(invoiceId)}`;
      return monoSnapshot(await call({ method: 'GET', path, answer: monoInvoiceStatus, idempotent: true }));
    },

    async finalize(invoiceId, amountKop) {
      return monoOutcome((await invoiceCall('finalize', { invoiceId, amount: amountKop })).status);
    },

    async cancel(invoiceId, amountKop, extRef) {
      return monoOutcome((await invoiceCall('cancel', { invoiceId, amount: amountKop, extRef })).status);
    },

    async remove(invoiceId) {
      await call({ method: 'POST', path: '/api/merchant/invoice/remove', body: { invoiceId }, answer: monoOperation.partial(), idempotent: false });
    },

    async statement(fromMs, toMs) {
      const query = `from=${Math.floor(fromMs / 1000)}&to=${Math.floor(toMs / 1000)}`;
      const { list } = await call({ method: 'GET', path: `/api/merchant/statement?${query}`, answer: monoStatement, idempotent: true });
      return list.map(
        (item): StatementEntry => ({
          invoiceId: item.invoiceId,
          orderId: item.reference ?? null,
          providerStatus: item.status,
          status: monoShopStatus(item.status),
          amountKop: item.amount,
          profitAmountKop: item.profitAmount ?? null,
          maskedPan: item.maskedPan ?? null,
          dateMs: Date.parse(item.date),
          refunds: (item.cancelList ?? []).map((refund) => ({ amountKop: refund.amount, dateMs: Date.parse(refund.date) })),
        }),
      );
    },

    async verifyWebhook(rawBody, headers) {
      const signature = headerValue(headers, 'x-sign');
      if (!signature) return { ok: false, refusal: 'MISSING_SIGNATURE', detail: 'no X-Sign header' };
      let fits: boolean;
      try {
        fits = await keys.check(rawBody, signature);
      } catch (error) {
        const detail = error instanceof PaymentError ? error.message : String(error);
        return { ok: false, refusal: 'KEY_UNAVAILABLE', detail };
      }
      if (!fits) return { ok: false, refusal: 'BAD_SIGNATURE', detail: 'X-Sign does not match the body' };
      let json: unknown;
      try {
        json = JSON.parse(rawBody.toString('utf8'));
      } catch {
        return { ok: false, refusal: 'BAD_BODY', detail: 'signed, but not JSON' };
      }
      const parsed = monoInvoiceStatus.safeParse(json);
      if (!parsed.success) return { ok: false, refusal: 'BAD_BODY', detail: parsed.error.issues[0]?.message ?? 'not an invoice status' };
      return { ok: true, event: monoSnapshot(parsed.data) };
    },
  };
}
