// An unconfirmed registration holds its address for a day only. Whoever registered must open the
// mailed link; someone who registers an address that is not theirs (or a person who lost the
// mail) cannot keep it from its owner longer than that. After the grace period a new
// registration replaces the old one: its profile, its user name and its Auth account go.
import { Timestamp } from 'firebase-admin/firestore';
import { logger } from 'firebase-functions';
import { auth, db } from '../admin';
import { COLLECTIONS } from '../model/types';

/**
 * A day: most people open a confirmation mail within minutes, and one who looks the next morning
 * still finds the registration; a squatter holds the address no longer than that.
 */
export const UNCONFIRMED_GRACE_MS = 24 * 60 * 60 * 1000;

const isUserNotFound = (error: unknown) => (error as { code?: string }).code === 'auth/user-not-found';

/** True when a registration made at `createdAtMs` and still unconfirmed may be replaced at `nowMs`. */
export function isStaleRegistration(createdAtMs: number, nowMs: number): boolean {
  return nowMs - createdAtMs >= UNCONFIRMED_GRACE_MS;
}

/**
 * Removes the registration that holds `email` when it is the shop's, still unconfirmed, and older
 * than the grace period (from its profile's `createdAt`). Answers whether it removed one.
 */
export async function removeStaleRegistration(email: string, nowMs: number): Promise<boolean> {
  const user = await auth.getUserByEmail(email).catch((error: unknown) => {
    if (isUserNotFound(error)) return null;
    throw error;
  });
  if (!user || user.emailVerified || user.customClaims?.role === 'ADMIN') return false;
  const profileRef = db.collection(COLLECTIONS.users).doc(user.uid);
  const removed = await db.runTransaction(async (tx) => {
    const profile = await tx.get(profileRef);
    const createdAt = profile.get('createdAt') as Timestamp | undefined;
    if (!profile.exists || !(createdAt instanceof Timestamp) || !isStaleRegistration(createdAt.toMillis(), nowMs)) return false;
    const nameRef = db.collection(COLLECTIONS.usernames).doc(String(profile.get('usernameLower')));
    const name = await tx.get(nameRef);
    tx.delete(profileRef);
    if (name.get('uid') === user.uid) tx.delete(nameRef);
    return true;
  });
  if (!removed) return false;
  // The documents first: an Auth account left without them is a stray, which registration takes back anyway.
  await auth.deleteUser(user.uid).catch((error: unknown) => {
    if (!isUserNotFound(error)) throw error;
  });
  logger.info('Replaced an unconfirmed registration past its grace period', { uid: user.uid });
  return true;
}
