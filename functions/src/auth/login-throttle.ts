// The login throttle. Each password tried counts against the (account, address) pair, against
// the address, and against the account alone:
// - 10 failures of one pair in 15 minutes close that pair; 30 failures from one address close the
//   address (guessing across many accounts). Both trust the client's address (client-address.ts).
// - The account's own count needs no address, so a guesser with a fresh address for every guess
//   is held too: after 5 failures within a day, each further guess must wait a growing delay
//   (30 s, doubling, at most 15 minutes). The delay never locks the owner out: a browser where the
//   account signed in before sends its known-device token (known-device.ts) and is not delayed,
//   nor counted; anywhere else the owner waits at most 15 minutes.
//
// An attempt is checked and counted in one transaction before the password is tried, so parallel
// guesses all count; a success gives it back. Counts live in loginAttempts/{hash}: hashed keys
// keep emails and addresses out of the clear, and `expiresAt` lets a TTL policy delete them.
import { createHash } from 'node:crypto';
import { FieldValue, Timestamp, type DocumentReference } from 'firebase-admin/firestore';
import { db } from '../admin';
import { ApiError } from '../http/api-error';
import { COLLECTIONS, type LoginAttemptsDoc } from '../model/types';
import { loginAttemptsConverter } from '../model/converters';

export const PAIR_LIMIT = 10;
export const ADDRESS_LIMIT = 30;
const THROTTLE_WINDOW_MS = 15 * 60 * 1000;

/** Failures of one account, from anywhere, before its guesses are delayed. */
export const ACCOUNT_FREE_FAILURES = 5;
const ACCOUNT_WINDOW_MS = 24 * 60 * 60 * 1000;
const FIRST_DELAY_MS = 30 * 1000;
export const MAX_ACCOUNT_DELAY_MS = 15 * 60 * 1000;

/** How long the account's next guess must wait once it has failed `failures` times in its window. */
export function accountDelayMs(failures: number): number {
  if (failures < ACCOUNT_FREE_FAILURES) return 0;
  return Math.min(MAX_ACCOUNT_DELAY_MS, FIRST_DELAY_MS * 2 ** Math.min(failures - ACCOUNT_FREE_FAILURES, 10));
}

/** The document id of a pair (`account` is a uid, or the typed text when it names nobody), an address or an account. */
export function throttleKey(kind: 'pair', account: string, address: string): string;
export function throttleKey(kind: 'address' | 'account', key: string): string;
export function throttleKey(kind: 'pair' | 'address' | 'account', ...parts: string[]): string {
  return createHash('sha256').update(`${kind}:${parts.map((part) => part.toLowerCase()).join('\n')}`).digest('hex');
}

interface LoginReservation {
  pair: DocumentReference;
  address: DocumentReference;
  /** Null for a known device: its attempts are the owner's own and are not counted against the account. */
  account: DocumentReference | null;
}

const ref = (key: string) => db.collection(COLLECTIONS.loginAttempts).withConverter(loginAttemptsConverter).doc(key);

interface Counted {
  doc: DocumentReference;
  /** Failures that close it for the rest of its window; the account's delays instead. */
  limit: number | null;
  windowMs: number;
}

const inWindow = (doc: LoginAttemptsDoc | undefined, now: number, windowMs: number): doc is LoginAttemptsDoc =>
  Boolean(doc && now - doc.windowStartMs < windowMs);

const secondsUntil = (ms: number, now: number) => Math.max(1, Math.ceil((ms - now) / 1000));

/** The refusal of an attempt, or null when it may be tried. */
function refusal(counted: Counted[], current: (LoginAttemptsDoc | undefined)[], now: number): ApiError | null {
  const closedUntil = counted.flatMap((c, i) => {
    const doc = current[i];
    return c.limit !== null && inWindow(doc, now, c.windowMs) && doc.count >= c.limit ? [doc.windowStartMs + c.windowMs] : [];
  });
  if (closedUntil.length > 0) return new ApiError(429, 'TOO_MANY_ATTEMPTS', { retryAfterSeconds: secondsUntil(Math.max(...closedUntil), now) });
  const delayedUntil = counted.flatMap((c, i) => {
    const doc = current[i];
    return c.limit === null && inWindow(doc, now, c.windowMs) && (doc.notBeforeMs ?? 0) > now ? [doc.notBeforeMs!] : [];
  });
  if (delayedUntil.length > 0) return new ApiError(429, 'LOGIN_DELAYED', { retryAfterSeconds: secondsUntil(Math.max(...delayedUntil), now) });
  return null;
}

function counting(c: Counted, doc: LoginAttemptsDoc | undefined, now: number): LoginAttemptsDoc {
  const open = inWindow(doc, now, c.windowMs);
  const windowStartMs = open ? doc.windowStartMs : now;
  const count = open ? doc.count + 1 : 1;
  const next: LoginAttemptsDoc = { count, windowStartMs, expiresAt: Timestamp.fromMillis(windowStartMs + c.windowMs) };
  if (c.limit === null) next.notBeforeMs = now + accountDelayMs(count);
  return next;
}

/**
 * Counts one attempt of `account` from `address`, or throws (writing nothing) 429
 * TOO_MANY_ATTEMPTS when the pair or the address has used up its window, or 429 LOGIN_DELAYED
 * when the account must wait and the browser is not a known device of it.
 */
export async function reserveLoginAttempt(account: string, address: string, knownDevice = false): Promise<LoginReservation> {
  const reservation: LoginReservation = {
    pair: ref(throttleKey('pair', account, address)),
    address: ref(throttleKey('address', address)),
    account: knownDevice ? null : ref(throttleKey('account', account)),
  };
  const counted: Counted[] = [
    { doc: reservation.pair, limit: PAIR_LIMIT, windowMs: THROTTLE_WINDOW_MS },
    { doc: reservation.address, limit: ADDRESS_LIMIT, windowMs: THROTTLE_WINDOW_MS },
    ...(reservation.account ? [{ doc: reservation.account, limit: null, windowMs: ACCOUNT_WINDOW_MS }] : []),
  ];
  // Parallel guesses queue on the same documents; let each retry until it has its turn.
  await db.runTransaction(
    async (tx) => {
      const now = Date.now();
      const current = (await tx.getAll(...counted.map((c) => c.doc))).map((snap) => snap.data() as LoginAttemptsDoc | undefined);
      const refused = refusal(counted, current, now);
      if (refused) throw refused;
      counted.forEach((c, i) => tx.set(c.doc, counting(c, current[i], now)));
    },
    { maxAttempts: 30 },
  );
  return reservation;
}

/** A right password: the pair's and the account's failures are forgiven and the address gets its attempt back. */
export async function forgiveLoginAttempt({ pair, address, account }: LoginReservation): Promise<void> {
  await Promise.all([
    pair.delete(),
    account?.delete(),
    // Had the window ended meanwhile, this takes one off the next: at most one failure goes uncounted.
    address.update({ count: FieldValue.increment(-1) }).catch((error: unknown) => {
      if ((error as { code?: number }).code !== 5) throw error; // gRPC NOT_FOUND: the TTL removed it
    }),
  ]);
}
