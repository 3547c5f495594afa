// The sentence for a 429 of the API's rate limits, naming the wait the answer gives
// (details.retryAfterSeconds) in the shopper's language: one place for every form that posts.
import type { IntlShape } from 'react-intl';
import { ApiError } from '@/lib/api-client';

export const RATE_LIMITED = 'RATE_LIMITED';

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
