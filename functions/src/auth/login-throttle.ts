// The login throttle: after 10 failed logins in 15 minutes for one account or one address,
// further tries are refused until the window ends. Counts live in loginAttempts/{hash}, changed
// only in transactions so that parallel failures all count. Keys are hashed so that the
// collection holds no email addresses or IPs in the clear.
import { createHash } from 'node:crypto';
import { Timestamp } from 'firebase-admin/firestore';
import { db } from '../admin';
import { ApiError } from '../http/api-error';
import { COLLECTIONS, type LoginAttemptsDoc } from '../model/types';

export const MAX_FAILED_LOGINS = 10;
export const THROTTLE_WINDOW_MS = 15 * 60 * 1000;

export function throttleKey(kind: 'account' | 'address', value: string): string {
  return createHash('sha256').update(`${kind}:${value.toLowerCase()}`).digest('hex');
}

const refs = (keys: string[]) => keys.map((key) => db.collection(COLLECTIONS.loginAttempts).doc(key));

const isBlocked = (doc: LoginAttemptsDoc | undefined, now: number) =>
  Boolean(doc && now - doc.windowStartMs < THROTTLE_WINDOW_MS && doc.count >= MAX_FAILED_LOGINS);

/** Throws 429 TOO_MANY_ATTEMPTS when any of the keys has used up its window. */
export async function assertNotThrottled(keys: string[]): Promise<void> {
  const now = Date.now();
  const snapshots = await db.getAll(...refs(keys));
  if (snapshots.some((snap) => isBlocked(snap.data() as LoginAttemptsDoc | undefined, now))) {
    throw new ApiError(429, 'TOO_MANY_ATTEMPTS');
  }
}

/** Counts one failed login against every key. */
export async function recordFailedLogin(keys: string[]): Promise<void> {
  const now = Date.now();
  await db.runTransaction(async (tx) => {
    const docRefs = refs(keys);
    const snapshots = await tx.getAll(...docRefs);
    snapshots.forEach((snap, i) => {
      const current = snap.data() as LoginAttemptsDoc | undefined;
      const fresh = !current || now - current.windowStartMs >= THROTTLE_WINDOW_MS;
      const windowStartMs = fresh ? now : current.windowStartMs;
      const next: LoginAttemptsDoc = {
        count: fresh ? 1 : current.count + 1,
        windowStartMs,
        expiresAt: Timestamp.fromMillis(windowStartMs + THROTTLE_WINDOW_MS),
      };
      tx.set(docRefs[i]!, next);
    });
  });
}

/** A successful login forgives the account's failures (the address keeps its count). */
export async function clearFailedLogins(key: string): Promise<void> {
  await db.collection(COLLECTIONS.loginAttempts).doc(key).delete();
}
