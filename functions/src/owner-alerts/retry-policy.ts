// When a failed alert is tried again (ADR 20): Telegram's own wait for a 429, otherwise 1, 2, 4, …
// minutes up to an hour; a refusal ("chat not found", a blocked bot) is not tried again, since the
// same message to the same chat would be refused the same way, and is shown in the settings.
import { FieldValue, type UpdateData } from 'firebase-admin/firestore';
import type { OwnerAlertDoc } from '../model/alert-docs';
import type { TelegramError } from '../telegram/telegram-bot';

/** After this many tries a transient failure is given up and shown as failed. */
export const MAX_ATTEMPTS = 8;

/** The wait before the next try after `attempts` tries. */
export function backoffMs(attempts: number): number {
  return Math.min(60, 2 ** Math.max(0, attempts - 1)) * 60_000;
}

/** What a failed try leaves on the alert: when to try again, or that it is given up. */
export function afterFailure(error: Pick<TelegramError, 'description' | 'transient' | 'retryAfterSeconds'>, attempts: number, nowMs: number): UpdateData<OwnerAlertDoc> & { state: 'pending' | 'failed' } {
  const common = { lastError: error.description.slice(0, 300), errorAtMs: nowMs, claimedUntilMs: null };
  if (!error.transient || attempts >= MAX_ATTEMPTS) return { ...common, state: 'failed', retryAtMs: FieldValue.delete() };
  const wait = error.retryAfterSeconds !== null ? error.retryAfterSeconds * 1000 : backoffMs(attempts);
  return { ...common, state: 'pending', retryAtMs: nowMs + wait };
}
