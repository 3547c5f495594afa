// POST /auth/login: one typed text, an email or a user name (sent as both `username` and
// `email`), and a password. Whether the name or the password is wrong is never revealed, and
// every password tried passes the throttle first (login-throttle.ts). Auth holds passwords
// sealed (password-seal.ts), so this is the only place a password can be checked.
import { z } from 'zod';
import { usernameKey, usernameProblem } from '@domain/account';
import type { LoginAnswer, LoginSchema } from '@domain/api/auth';
import { auth, db } from '../admin';
import { ApiError } from '../http/api-error';
import { COLLECTIONS } from '../model/types';
import { IdentityToolkitError, signInWithPassword, type PasswordSignIn } from './identity-toolkit';
import { issueKnownDevice, isKnownDevice } from './known-device';
import { forgiveLoginAttempt, reserveLoginAttempt } from './login-throttle';
import { markPasswordSealed, sealPassword } from './password-seal';
import { isShopAccount } from './shop-account';
import { usernameConverter } from '../model/converters';

/** The account's uid and email for a typed email or user name, or null when there is none. */
async function resolveAccount(identifier: string): Promise<{ uid: string; email: string } | null> {
  if (identifier.includes('@')) {
    const user = await auth.getUserByEmail(identifier).catch(() => null);
    return user?.email ? { uid: user.uid, email: user.email } : null;
  }
  // A text that breaks the user-name rules names nobody (and could not be a document id).
  if (usernameProblem(identifier)) return null;
  const reservation = await db.collection(COLLECTIONS.usernames).withConverter(usernameConverter).doc(usernameKey(identifier)).get();
  const uid = reservation.data()?.uid;
  if (!uid) return null;
  const user = await auth.getUser(uid).catch(() => null);
  return user?.email ? { uid: user.uid, email: user.email } : null;
}

/** Firebase Auth's own lock (after many failures on its side) is answered like the shop's. */
async function signIn(email: string, password: string): Promise<PasswordSignIn | null> {
  try {
    return await signInWithPassword(email, password);
  } catch (error) {
    if (error instanceof IdentityToolkitError && error.reason === 'TOO_MANY_ATTEMPTS_TRY_LATER') throw new ApiError(429, 'TOO_MANY_ATTEMPTS');
    throw error;
  }
}

interface PasswordCheck {
  signedIn: PasswordSignIn;
  /** The account still holds the plain password: seal it once the account is known to be the shop's. */
  plain: boolean;
}

/**
 * Auth holds the sealed password (password-seal.ts). An account whose profile does not say so,
 * made before sealing or by a script, is also tried with the plain one.
 */
export async function checkPassword(account: { uid: string; email: string }, password: string): Promise<PasswordCheck | null> {
  const sealed = await signIn(account.email, sealPassword(password));
  if (sealed) return { signedIn: sealed, plain: false };
  const profile = await db.collection(COLLECTIONS.users).doc(account.uid).get();
  if (profile.get('passwordSealed') === true) return null;
  const plain = await signIn(account.email, password);
  return plain ? { signedIn: plain, plain: true } : null;
}

/** Replaces a plain password with its seal, and answers a session made with the sealed one. */
async function sealStoredPassword(uid: string, email: string, password: string): Promise<PasswordSignIn> {
  await auth.updateUser(uid, { password: sealPassword(password) });
  await markPasswordSealed(uid);
  const signedIn = await signIn(email, sealPassword(password));
  if (!signedIn) throw new Error(`the sealed password of ${uid} was refused right after it was set`);
  return signedIn;
}

/** `clientAddress` is the caller's, as the throttle counts it. */
export async function login(body: z.output<typeof LoginSchema>, clientAddress: string): Promise<LoginAnswer> {
  const identifier = (body.email?.trim() || body.username?.trim())!;
  const account = await resolveAccount(identifier);
  const knownDevice = account !== null && isKnownDevice(body.knownDevice, account.uid);
  const reservation = await reserveLoginAttempt(account?.uid ?? identifier, clientAddress, knownDevice);

  const checked = account ? await checkPassword(account, body.password) : null;
  // A failure keeps its reservation: that is what counts it.
  if (!account || !checked) throw new ApiError(400, 'INVALID_CREDENTIALS');
  await forgiveLoginAttempt(reservation);
  // The password was right, so saying what the account lacks reveals nothing new.
  const user = await auth.getUser(checked.signedIn.localId);
  if (!user.emailVerified) throw new ApiError(403, 'EMAIL_NOT_CONFIRMED');
  if (!(await isShopAccount(user))) throw new ApiError(403, 'ACCOUNT_NOT_REGISTERED');
  const signedIn = checked.plain ? await sealStoredPassword(account.uid, account.email, body.password) : checked.signedIn;
  // The SPA starts its Firebase Auth session with the custom token; the ID token is the call's accessToken.
  // A fresh known-device token each time, so that a browser in use never reaches the token's age limit.
  return { accessToken: signedIn.idToken, customToken: await auth.createCustomToken(signedIn.localId), knownDevice: issueKnownDevice(account.uid) };
}
