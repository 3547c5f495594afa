// The login throttle. Each password tried counts against the (account, address) pair and against
// the address. 10 failures of one pair in 15 minutes close that pair only: whoever locks
// themself out never locks the owner out, who signs in from another address. 30 failures from
// one address close the address (guessing across many accounts). Nothing is counted per account
// alone: such a limit would be a switch anyone could use to lock the owner out.
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
export const THROTTLE_WINDOW_MS = 15 * 60 * 1000;

/** The document id of a pair (`account` is a uid, or the typed text when it names nobody) or an address. */
export function throttleKey(kind: 'pair', account: string, address: string): string;
export function throttleKey(kind: 'address', address: string): string;
export function throttleKey(kind: 'pair' | 'address', ...parts: string[]): string {
  return createHash('sha256').update(`${kind}:${parts.map((part) => part.toLowerCase()).join('\n')}`).digest('hex');
}

export interface LoginReservation {
  pair: DocumentReference;
  address: DocumentReference;
}

const ref = (key: string) => db.collection(COLLECTIONS.loginAttempts).withConverter(loginAttemptsConverter).doc(key);
const inWindow = (doc: LoginAttemptsDoc | undefined, now: number): doc is LoginAttemptsDoc =>
  Boolean(doc && now - doc.windowStartMs < THROTTLE_WINDOW_MS);

/**
 * Counts one attempt of `account` from `address`, or throws 429 TOO_MANY_ATTEMPTS (writing
 * nothing) when the pair or the address has used up its window.
 */
export async function reserveLoginAttempt(account: string, address: string): Promise<LoginReservation> {
  const reservation = { pair: ref(throttleKey('pair', account, address)), address: ref(throttleKey('address', address)) };
  const limited = [
    { doc: reservation.pair, limit: PAIR_LIMIT },
    { doc: reservation.address, limit: ADDRESS_LIMIT },
  ];
  // Parallel guesses queue on the same two documents; let each retry until it has its turn.
  await db.runTransaction(
    async (tx) => {
      const now = Date.now();
      const current = (await tx.getAll(...limited.map((l) => l.doc))).map((snap) => snap.data());
      const full = current.filter((doc, i): doc is LoginAttemptsDoc => inWindow(doc, now) && doc.count >= limited[i]!.limit);
      if (full.length > 0) {
        const endsAt = Math.max(...full.map((doc) => doc.windowStartMs + THROTTLE_WINDOW_MS));
        throw new ApiError(429, 'TOO_MANY_ATTEMPTS', { retryAfterSeconds: Math.max(1, Math.ceil((endsAt - now) / 1000)) });
      }
      current.forEach((doc, i) => {
        const windowStartMs = inWindow(doc, now) ? doc.windowStartMs : now;
        const next: LoginAttemptsDoc = {
          count: inWindow(doc, now) ? doc.count + 1 : 1,
          windowStartMs,
          expiresAt: Timestamp.fromMillis(windowStartMs + THROTTLE_WINDOW_MS),
        };
        tx.set(limited[i]!.doc, next);
      });
    },
    { maxAttempts: 30 },
  );
  return reservation;
}

/** A right password: the pair's failures are forgiven and the address gets its attempt back. */
export async function forgiveLoginAttempt({ pair, address }: LoginReservation): Promise<void> {
  await Promise.all([
    pair.delete(),
    // Had the window ended meanwhile, this takes one off the next: at most one failure goes uncounted.
    address.update({ count: FieldValue.increment(-1) }).catch((error: unknown) => {
      if ((error as { code?: number }).code !== 5) throw error; // gRPC NOT_FOUND: the TTL removed it
    }),
  ]);
}
