// The one error the payment adapters throw. Its code is stable for the shop; the provider's own
// code and text ride along for the ADMIN and the logs. It is not an ApiError: the routes on top
// decide what the shopper sees (their messages live with the routes).
import type { PaymentProviderName } from './payment-types';

type PaymentErrorCode =
  | 'PAYMENT_PROVIDER_DOWN' // the network failed or the provider answered 5xx
  | 'PAYMENT_PROVIDER_TIMEOUT' // no answer within the time limit
  | 'PAYMENT_PROVIDER_REFUSED' // the provider answered and said no (4xx, or LiqPay's result: error)
  | 'PAYMENT_PROVIDER_BAD_ANSWER' // an answer not of the documented shape
  | 'PAYMENT_UNSUPPORTED'; // the provider has no such call (LiqPay's remove)

interface PaymentErrorDetails {
  provider: PaymentProviderName;
  /** `METHOD /path` for monobank, `action` for LiqPay. */
  call: string;
  httpStatus: number | null;
  providerCode: string | null;
  providerText: string | null;
  /**
   * A write (create, finalize, cancel) that got no answer may have happened at the provider: ask
   * status() before repeating it.
   */
  outcomeUnknown: boolean;
}

export class PaymentError extends Error {
  constructor(
    readonly code: PaymentErrorCode,
    readonly details: PaymentErrorDetails,
  ) {
    super(`${code} ${details.provider} ${details.call}: ${details.providerCode ?? ''} ${details.providerText ?? ''}`.trim());
    this.name = 'PaymentError';
  }
}

export function paymentError(
  code: PaymentErrorCode,
  provider: PaymentProviderName,
  call: string,
  extra: Partial<Omit<PaymentErrorDetails, 'provider' | 'call'>> = {},
): PaymentError {
  return new PaymentError(code, {
    provider,
    call,
    httpStatus: extra.httpStatus ?? null,
    providerCode: extra.providerCode ?? null,
    providerText: extra.providerText ?? null,
    outcomeUnknown: extra.outcomeUnknown ?? false,
  });
}
