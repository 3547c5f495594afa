// LiqPay (PrivatBank) behind the shop's PaymentProvider, the second provider. The payment page is
// LiqPay's checkout opened with a signed envelope; the rest are server calls to /api/request.
import { randomBytes } from 'node:crypto';
import { z } from 'zod';
import { LIQPAY_API_PATH, LIQPAY_CHECKOUT_PATH, type LiqpayConfig } from './payment-config';
import { paymentError, PaymentError } from './payment-error';
import { exchangeWithProvider } from './payment-http';
import { liqpayData, liqpayEnvelope, liqpaySignatureFits } from './liqpay-signature';
import { ATTEMPT_SUFFIX, hryvnias, kopecks, liqpayOutcome, liqpayPayment, liqpayRefusal, liqpayShopStatus, liqpaySnapshot } from './liqpay-status';
import type { PaymentProvider, PaymentSnapshot } from './payment-types';

const API_VERSION = 3;
/** LiqPay answers this for an order nobody has paid (or opened) yet. */
const NOT_FOUND_CODES = new Set(['payment_not_found', 'order_not_found']);

const operationAnswer = z.object({ status: z.string().min(1) });
const reportAnswer = z.object({ data: z.array(liqpayPayment.extend({ sender_card_mask2: z.string().nullish() })) });

/** LiqPay's expired_date: 'YYYY-MM-DD HH:mm:ss', UTC. */
const liqpayDate = (ms: number) => new Date(ms).toISOString().slice(0, 19).replace('T', ' ');

export function createLiqpayProvider(config: LiqpayConfig): PaymentProvider {
  const root = config.baseUrl.replace(/\/+$/, '');
  const signed = (params: Record<string, unknown>) =>
    liqpayEnvelope(config.privateKey, { version: API_VERSION, public_key: config.publicKey, ...(config.sandbox ? { sandbox: 1 } : {}), ...params });

  /** One server call; LiqPay answers HTTP 200 with result: error for a refusal. */
  async function request<T>(action: string, params: Record<string, unknown>, answer: z.ZodType<T>, idempotent: boolean): Promise<T> {
    const envelope = signed({ action, ...params });
    const reply = await exchangeWithProvider({
      provider: 'liqpay',
      call: action,
      url: `${root}${LIQPAY_API_PATH}`,
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ data: envelope.data, signature: envelope.signature }).toString(),
      idempotent,
      timeoutMs: config.timeoutMs,
    });
    const refusal = liqpayRefusal.safeParse(reply.json);
    if (refusal.success || reply.httpStatus >= 400) {
      throw paymentError('PAYMENT_PROVIDER_REFUSED', 'liqpay', action, {
        httpStatus: reply.httpStatus,
        providerCode: refusal.data?.err_code ?? `HTTP_${reply.httpStatus}`,
        providerText: refusal.data?.err_description ?? null,
      });
    }
    const parsed = answer.safeParse(reply.json);
    if (!parsed.success) {
      throw paymentError('PAYMENT_PROVIDER_BAD_ANSWER', 'liqpay', action, { httpStatus: reply.httpStatus, providerText: parsed.error.issues[0]?.message ?? null });
    }
    return parsed.data;
  }

  return {
    name: 'liqpay',

    async createInvoice(input) {
      // LiqPay keys a payment by the shop's order_id, so each attempt gets its own suffix.
      const invoiceId = `${input.orderId}-p${randomBytes(4).toString('hex')}`;
      const envelope = signed({
        action: input.hold ? 'hold' : 'pay',
        amount: hryvnias(input.amountKop),
        currency: 'UAH',
        description: input.description ?? `Замовлення ${input.orderId}`,
        order_id: invoiceId,
        result_url: input.redirectUrl,
        server_url: input.webhookUrl,
        expired_date: liqpayDate(Date.now() + input.validitySec * 1000),
        language: 'uk',
      });
      const query = new URLSearchParams({ data: envelope.data, signature: envelope.signature });
      return { invoiceId, pageUrl: `${root}${LIQPAY_CHECKOUT_PATH}?${query.toString()}` };
    },

    async status(invoiceId) {
      try {
        return liqpaySnapshot(await request('status', { order_id: invoiceId }, liqpayPayment, true));
      } catch (error) {
        const code = error instanceof PaymentError ? error.details.providerCode : null;
        if (!code || !NOT_FOUND_CODES.has(code)) throw error;
        // The checkout is built by the shop alone: until the shopper opens it, LiqPay knows nothing.
        const unpaid: PaymentSnapshot = {
          provider: 'liqpay', invoiceId, orderId: invoiceId.replace(ATTEMPT_SUFFIX, ''), status: 'created', providerStatus: code,
          amountKop: 0, finalAmountKop: 0, refundedKop: 0, currency: null, failureReason: null, modifiedDate: new Date(0).toISOString(), modifiedMs: 0,
        };
        return unpaid;
      }
    },

    async finalize(invoiceId, amountKop) {
      return liqpayOutcome((await request('hold_completion', { order_id: invoiceId, amount: hryvnias(amountKop) }, operationAnswer, false)).status);
    },

    async cancel(invoiceId, amountKop, extRef) {
      // LiqPay's refund also releases a hold; extRef has no field there and is kept by the shop.
      void extRef;
      return liqpayOutcome((await request('refund', { order_id: invoiceId, amount: hryvnias(amountKop) }, operationAnswer, false)).status);
    },

    async remove(invoiceId) {
      throw paymentError('PAYMENT_UNSUPPORTED', 'liqpay', 'remove', { providerText: `LiqPay has no call to void ${invoiceId}; its expired_date ends the page` });
    },

    async statement(fromMs, toMs) {
      const { data } = await request('reports', { date_from: fromMs, date_to: toMs }, reportAnswer, true);
      return data.map((payment) => ({
        invoiceId: payment.order_id,
        orderId: liqpaySnapshot(payment).orderId,
        providerStatus: payment.status,
        status: liqpayShopStatus(payment.status),
        amountKop: kopecks(payment.amount),
        profitAmountKop: null,
        maskedPan: payment.sender_card_mask2 ?? null,
        dateMs: payment.end_date ?? payment.create_date ?? 0,
        refunds: payment.refund_amount ? [{ amountKop: kopecks(payment.refund_amount), dateMs: payment.end_date ?? 0 }] : [],
      }));
    },

    async verifyWebhook(rawBody) {
      const form = new URLSearchParams(rawBody.toString('utf8'));
      const data = form.get('data');
      const signature = form.get('signature');
      if (!data || !signature) return { ok: false, refusal: 'MISSING_SIGNATURE', detail: 'no data or signature field' };
      if (!liqpaySignatureFits(config.privateKey, data, signature)) return { ok: false, refusal: 'BAD_SIGNATURE', detail: 'signature does not match data' };
      const parsed = liqpayPayment.safeParse(liqpayData(data));
      if (!parsed.success) return { ok: false, refusal: 'BAD_BODY', detail: parsed.error.issues[0]?.message ?? 'not a payment' };
      return { ok: true, event: liqpaySnapshot(parsed.data) };
    },
  };
}
