// The providers' payment notices (POST /api/paymentwebhook/{provider}). Checked by the provider's
// signature over the raw body (payments/), then applied like the shop's own status call: stale,
// repeated or mismatched notices change nothing. A notice that checked out is always answered 200,
// so the provider does not send it again forever; one that did not is refused and changes nothing.
import * as logger from 'firebase-functions/logger';
import { ApiError } from '../http/api-error';
import { applyPaymentSnapshot } from '../order-payments/apply-snapshot';
import { paymentProvider } from '../order-payments/providers';
import type { IncomingHeaders, PaymentProviderName } from '../payments/payment-types';

/**
 * The body as the adapter checks it. monobank posts JSON; LiqPay posts a form (`data`, `signature`),
 * taken as a JSON object of the same two fields too. Any other type, or JSON that is not an object,
 * is refused before any signature work.
 */
function noticeBody(provider: PaymentProviderName, rawBody: Buffer, contentType: string | undefined): Buffer {
  const type = (contentType ?? '').split(';')[0]!.trim().toLowerCase();
  if (provider === 'liqpay' && type === 'application/x-www-form-urlencoded') return rawBody;
  if (type !== 'application/json') throw new ApiError(415, 'UNSUPPORTED_CONTENT_TYPE');
  let parsed: unknown;
  try {
    parsed = JSON.parse(rawBody.toString('utf8') || '{}');
  } catch {
    throw new ApiError(400, 'MALFORMED_JSON');
  }
  if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) throw new ApiError(400, 'VALIDATION_FAILED', { fields: [{ path: '', problem: 'not_an_object' }] });
  if (provider === 'monobank') return rawBody;
  const { data, signature } = parsed as { data?: unknown; signature?: unknown };
  return Buffer.from(new URLSearchParams({ data: String(data ?? ''), signature: String(signature ?? '') }).toString());
}

export async function receiveWebhook(provider: PaymentProviderName, rawBody: Buffer, headers: IncomingHeaders): Promise<{ ok: true; outcome: string }> {
  const body = noticeBody(provider, rawBody, typeof headers['content-type'] === 'string' ? headers['content-type'] : undefined);
  const verdict = await paymentProvider(provider).verifyWebhook(body, headers);
  if (!verdict.ok) {
    logger.warn('A payment notice was refused', { provider, refusal: verdict.refusal, detail: verdict.detail });
    // The provider's key could not be fetched: it is worth sending again later.
    if (verdict.refusal === 'KEY_UNAVAILABLE') throw new ApiError(503, 'PAYMENT_PROVIDER_UNAVAILABLE');
    throw new ApiError(400, 'WEBHOOK_REFUSED', { refusal: verdict.refusal });
  }
  if (verdict.event.provider !== provider) throw new ApiError(400, 'WEBHOOK_REFUSED', { refusal: 'WRONG_PROVIDER' });
  return { ok: true, outcome: await applyPaymentSnapshot(verdict.event, 'webhook') };
}
