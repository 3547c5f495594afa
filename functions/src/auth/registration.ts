// POST /auth/registration: the Firebase Auth user, the user name reserved case-insensitively in
// a transaction, the profile, and a confirmation mail in the outbox. An address held by a stray
// account (made outside this registration, see shop-account.ts) is taken back for its owner, and
// one held by an unconfirmed registration past its grace period is replaced
// (unconfirmed-registration.ts). An address that stays taken gets the same answer as a new one,
// so the answer tells nobody whether it has an account; its owner is mailed instead.
import { FieldValue } from 'firebase-admin/firestore';
import { z } from 'zod';
import { usernameKey } from '@domain/account';
import type { RegistrationSchema } from '@domain/api/auth';
import { auth, db } from '../admin';
import { ApiError } from '../http/api-error';
import { COLLECTIONS, type UserDoc } from '../model/types';
import { sendAccountMail, sendAddressTakenMail, type MailContext } from './action-links';
import { refuseCommonPassword } from './new-password';
import { sealPassword } from './password-seal';
import { isShopAccount, removeStrayAccount } from './shop-account';
import { removeStaleRegistration } from './unconfirmed-registration';

const firebaseCode = (error: unknown) => (error as { code?: string }).code;

/** Frees an address held by a stray account or by an unconfirmed registration past its grace period. */
async function freeAddress(email: string, nowMs: number): Promise<boolean> {
  return (await removeStrayAccount(email, nowMs)) || removeStaleRegistration(email, nowMs);
}

/** The new account's uid, or null when the address stays taken. */
async function createAuthUser(email: string, password: string, username: string, nowMs: number, retry = true): Promise<string | null> {
  try {
    const user = await auth.createUser({ email, password: sealPassword(password), displayName: username, emailVerified: false });
    return user.uid;
  } catch (error) {
    if (firebaseCode(error) === 'auth/email-already-exists') {
      if (retry && (await freeAddress(email, nowMs))) return createAuthUser(email, password, username, nowMs, false);
      return null;
    }
    if (firebaseCode(error) === 'auth/invalid-email') throw new ApiError(400, 'VALIDATION_FAILED', { fields: [{ path: 'email', problem: 'invalid' }] });
    throw error;
  }
}

/** Reserves the user name and writes the profile, or throws USERNAME_TAKEN. */
async function writeProfile(uid: string, profile: Omit<UserDoc, 'createdAt' | 'roles' | 'shoppingCards' | 'passwordSealed'>): Promise<void> {
  const nameRef = db.collection(COLLECTIONS.usernames).doc(profile.usernameLower);
  await db.runTransaction(async (tx) => {
    if ((await tx.get(nameRef)).exists) throw new ApiError(409, 'USERNAME_TAKEN');
    tx.create(nameRef, { uid });
    const user: UserDoc = { ...profile, roles: ['USER'], shoppingCards: [], passwordSealed: true, createdAt: FieldValue.serverTimestamp() };
    tx.set(db.collection(COLLECTIONS.users).doc(uid), user);
  });
}

/**
 * Registers, or (the address taken) mails its owner that someone tried: the caller answers the
 * same either way. `nowMs` is when the grace periods are measured from.
 */
export async function register(body: z.output<typeof RegistrationSchema>, mail: MailContext, nowMs = Date.now()): Promise<void> {
  refuseCommonPassword(body.password);
  const usernameLower = usernameKey(body.username);
  // A cheap check first, so that a taken name rarely creates an Auth user only to delete it.
  if ((await db.collection(COLLECTIONS.usernames).doc(usernameLower).get()).exists) throw new ApiError(409, 'USERNAME_TAKEN');

  const uid = await createAuthUser(body.email, body.password, body.username, nowMs);
  if (uid === null) {
    await sendAddressTakenMail(mail, body.email);
    return;
  }
  try {
    await writeProfile(uid, { username: body.username, usernameLower, email: body.email, phone: String(body.phone) });
  } catch (error) {
    // Nothing half written: without its name and profile the Auth user must not stay.
    await auth.deleteUser(uid);
    throw error;
  }
  await sendAccountMail(mail, 'confirmRegistration', body.email);
}

/** A new confirmation link for an unconfirmed account; silent otherwise, so it reveals nothing. */
export async function resendConfirmation(email: string, mail: MailContext): Promise<void> {
  const user = await auth.getUserByEmail(email).catch(() => null);
  // A stray account gets no mail: its confirmation would hand the address to whoever made it.
  if (!user?.email || user.emailVerified || !(await isShopAccount(user))) return;
  await sendAccountMail(mail, 'confirmRegistration', user.email);
}

/** A password-recovery link when the account exists; the caller answers the same either way. */
export async function sendPasswordRecovery(email: string, mail: MailContext): Promise<void> {
  const user = await auth.getUserByEmail(email).catch(() => null);
  if (!user?.email || !(await isShopAccount(user))) return;
  await sendAccountMail(mail, 'passwordRecovery', user.email);
}
