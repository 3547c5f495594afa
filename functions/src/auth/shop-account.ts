// Which Firebase Auth accounts are the shop's: those its registration made (they have a profile)
// and those trusted code made ADMIN. Anyone can make other accounts with the public Web API key
// straight through Firebase Auth; such a stray account never acts as a user and never keeps an
// email address from its owner.
import type { UserRecord } from 'firebase-admin/auth';
import * as logger from 'firebase-functions/logger';
import { auth } from '../admin';
import { hasShopProfile } from '../http/auth';

export async function isShopAccount(user: UserRecord): Promise<boolean> {
  return user.customClaims?.role === 'ADMIN' || hasShopProfile(user.uid);
}

/**
 * How long an account without a profile is taken for a registration still under way: the
 * registration creates the account first and writes the profile a moment later.
 */
const REGISTRATION_GRACE_MS = 60_000;

const isUserNotFound = (error: unknown) => (error as { code?: string }).code === 'auth/user-not-found';

/**
 * Deletes the stray account that holds `email`, if one does (no profile, no ADMIN role, older than
 * the grace period), and with it every session it had. Answers whether the address is free now.
 */
export async function removeStrayAccount(email: string, nowMs = Date.now()): Promise<boolean> {
  const user = await auth.getUserByEmail(email).catch((error: unknown) => {
    if (isUserNotFound(error)) return null;
    throw error;
  });
  if (!user) return true;
  if (await isShopAccount(user)) return false;
  if (nowMs - Date.parse(user.metadata.creationTime) < REGISTRATION_GRACE_MS) return false;
  await auth.deleteUser(user.uid).catch((error: unknown) => {
    if (!isUserNotFound(error)) throw error;
  });
  logger.info('Removed a stray account that held an email being registered', { uid: user.uid });
  return true;
}
