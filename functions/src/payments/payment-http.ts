// HTTP to a payment provider with an explicit time limit on every call. Only reads are tried
// again: a create, finalize or cancel that got no answer may have happened, and repeating it
// blindly could take or return money twice.
import { exchangeJson, mapOutboundFailure } from '../http/outbound-json';
import { paymentError, PaymentError } from './payment-error';
import type { PaymentProviderName } from './payment-types';

/** Status and statement calls; the shopper or the ADMIN is waiting. */
const PROVIDER_READ_TIMEOUT_MS = 10_000;
/** Money-moving calls; past this the outcome is reported as unknown. */
const PROVIDER_WRITE_TIMEOUT_MS = 15_000;
/** A read is tried twice, the second time after this pause, to ride out a dropped connection. */
const PROVIDER_READ_RETRY_DELAY_MS = 300;

interface ProviderRequest {
  provider: PaymentProviderName;
  call: string;
  url: string;
  method: 'GET' | 'POST';
  headers?: Record<string, string>;
  /** Already encoded (JSON or a form); its Content-Type goes in `headers`. */
  body?: string;
  idempotent: boolean;
  timeoutMs?: number;
}

/** The provider's answer below 500: its HTTP status and parsed JSON body (null when empty). */
interface ProviderAnswer {
  httpStatus: number;
  json: unknown;
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function exchangeOnce(request: ProviderRequest): Promise<ProviderAnswer> {
  const timeoutMs = request.timeoutMs ?? (request.idempotent ? PROVIDER_READ_TIMEOUT_MS : PROVIDER_WRITE_TIMEOUT_MS);
  const exchange = exchangeJson({ url: request.url, method: request.method, headers: request.headers, body: request.body, timeoutMs });
  const { status, json } = await mapOutboundFailure(exchange, ({ kind, status, detail }) => {
    const code = kind === 'timeout' ? 'PAYMENT_PROVIDER_TIMEOUT' : kind === 'not-json' ? 'PAYMENT_PROVIDER_BAD_ANSWER' : 'PAYMENT_PROVIDER_DOWN';
    return paymentError(code, request.provider, request.call, { httpStatus: status, providerText: detail, outcomeUnknown: kind !== 'not-json' && !request.idempotent });
  });
  return { httpStatus: status, json };
}

/** Sends the request; a read that found the provider down or silent is tried once more. */
export async function exchangeWithProvider(request: ProviderRequest): Promise<ProviderAnswer> {
  try {
    return await exchangeOnce(request);
  } catch (error) {
    const transient = error instanceof PaymentError && (error.code === 'PAYMENT_PROVIDER_DOWN' || error.code === 'PAYMENT_PROVIDER_TIMEOUT');
    if (!request.idempotent || !transient) throw error;
    await pause(PROVIDER_READ_RETRY_DELAY_MS);
    return exchangeOnce(request);
  }
}

/** Reads one header whether node gave it as a string or a list. */
export function headerValue(headers: Record<string, string | string[] | undefined>, name: string): string | undefined {
  const value = headers[name.toLowerCase()] ?? headers[name];
  return Array.isArray(value) ? value[0] : value;
}
