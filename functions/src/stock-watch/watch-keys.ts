// The ids and secrets of the subscriptions. A mailbox's id is a hash, so that no document id holds
// an address in the clear; a subscription's id names its mailbox, good and form, so that asking
// twice finds the same document and the answer cannot tell whether it was there.
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { mailboxKey } from '../http/rate-limit-rules';

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

export const mailboxIdOf = (email: string): string => sha256(`stock-watch\n${mailboxKey(email)}`).slice(0, 40);

export const watchIdOf = (mailboxId: string, goodId: string, minSkeins: number | null): string =>
  sha256(`${mailboxId}\n${goodId}\n${minSkeins ?? 'back'}`).slice(0, 40);

/** 32 random bytes as 43 url-safe characters: a link's secret. */
export const newToken = (): string => randomBytes(32).toString('base64url');

export const tokenHash = (token: string): string => sha256(token);

/** Compares in constant time, so that the answer's timing tells nothing of a stored token. */
export function sameToken(given: string, stored: string): boolean {
  const [a, b] = [Buffer.from(given), Buffer.from(stored)];
  return a.length === b.length && timingSafeEqual(a, b);
}
