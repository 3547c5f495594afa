// The one error the Checkbox adapter throws, with a stable code for the shop and Checkbox's own
// message (and its `detail`, for a validation error) for the ADMIN.
type FiscalErrorCode =
  | 'FISCAL_SERVICE_DOWN' // the network failed or Checkbox answered 5xx
  | 'FISCAL_SERVICE_TIMEOUT' // no answer within the time limit
  | 'FISCAL_AUTH_FAILED' // the license key or the cashier's login was refused
  | 'FISCAL_REFUSED' // Checkbox answered 4xx (no open shift, a validation error …)
  | 'FISCAL_BAD_ANSWER' // an answer not of the documented shape
  | 'FISCAL_SHIFT_NOT_OPENED'; // a shift was asked for but did not open in time

interface FiscalErrorDetails {
  /** `METHOD /path` under /api/v1. */
  call: string;
  httpStatus: number | null;
  message: string | null;
  detail: unknown;
  /** A receipt that got no answer may exist: read it by its id before selling again. */
  outcomeUnknown: boolean;
}

export class FiscalError extends Error {
  constructor(
    readonly code: FiscalErrorCode,
    readonly details: FiscalErrorDetails,
  ) {
    super(`${code} ${details.call}: ${details.message ?? 'no message'}`);
    this.name = 'FiscalError';
  }
}

export function fiscalError(code: FiscalErrorCode, call: string, extra: Partial<Omit<FiscalErrorDetails, 'call'>> = {}): FiscalError {
  return new FiscalError(code, {
    call,
    httpStatus: extra.httpStatus ?? null,
    message: extra.message ?? null,
    detail: extra.detail ?? null,
    outcomeUnknown: extra.outcomeUnknown ?? false,
  });
}
