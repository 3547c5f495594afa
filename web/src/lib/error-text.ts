// The one policy that turns a failed API call into a sentence in the shopper's language
// (docs/product.md, "Messages"): a rate limit names its wait; a code the form words itself gets
// its own message; an answer the API meant to give carries its own message (already translated);
// anything else (no answer, not the API's answer, an unexpected failure) gets the form's fallback.
import type { IntlShape } from 'react-intl';
import { ApiError, NETWORK_ERROR } from './api-client';

const RATE_LIMITED = 'RATE_LIMITED';
/** The code of the API's unexpected failure: its message says nothing a form could use. */
const INTERNAL = 'INTERNAL';

export interface ErrorTextPolicy {
  /** Message key said when the shop could not be reached or failed, or when its own words may not show. */
  fallback: string;
  /** Codes the form says in its own words: code → message key. */
  known?: Readonly<Record<string, string>>;
  /** False where the server's message should never show: only our keys and the fallback. */
  serverMessage?: boolean;
}

/** The translated text of a rate-limit refusal, or null when `error` is anything else. */
export function rateLimitText(intl: IntlShape, error: unknown): string | null {
  if (!(error instanceof ApiError) || error.code !== RATE_LIMITED) return null;
  const seconds = (error.details as { retryAfterSeconds?: unknown } | undefined)?.retryAfterSeconds;
  if (typeof seconds !== 'number' || !(seconds > 0)) return intl.formatMessage({ id: 'rateLimitedLater' });
  const minutes = Math.ceil(seconds / 60);
  // Up to an hour and a half in minutes; a day's window in hours.
  if (minutes <= 90) return intl.formatMessage({ id: 'rateLimitedMinutes' }, { minutes });
  return intl.formatMessage({ id: 'rateLimitedHours' }, { hours: Math.ceil(minutes / 60) });
}

/** True for an answer the API meant to give, with a stable code and a message of its own. */
function isApiAnswer(error: unknown): error is ApiError {
  return error instanceof ApiError && error.code !== NETWORK_ERROR && error.code !== INTERNAL && !error.code.startsWith('HTTP_') && error.message !== '';
}

export function apiErrorText(intl: IntlShape, error: unknown, { fallback, known = {}, serverMessage = true }: ErrorTextPolicy): string {
  const limited = rateLimitText(intl, error);
  if (limited) return limited;
  const key = error instanceof ApiError ? known[error.code] : undefined;
  if (key) return intl.formatMessage({ id: key });
  if (serverMessage && isApiAnswer(error)) return error.message;
  return intl.formatMessage({ id: fallback });
}
