// POST /auth/login: one typed text, an email or a user name (SPEC.md sends it as both `username`
// and `email`), and a password. Whether the name or the password is wrong is never revealed.
import type { Request } from 'express';
import { z } from 'zod';
import { usernameKey, usernameProblem } from '../../../domain/account';
import { auth, db } from '../admin';
import { ApiError } from '../http/api-error';
import { parseBody } from '../http/validate';
import { COLLECTIONS, type UsernameDoc } from '../model/types';
import { signInWithPassword } from './identity-toolkit';
import { clientAddress } from '../http/client-address';
import { assertNotThrottled, clearFailedLogins, recordFailedLogin, throttleKey } from './login-throttle';

const LoginSchema = z
  .object({
    username: z.string().max(320).optional(),
    email: z.string().max(320).optional(),
    password: z.string().min(1).max(4096),
  })
  .refine((body) => Boolean((body.email ?? body.username ?? '').trim()), { path: ['email'], message: 'required' });

/** The account's uid and email for a typed email or user name, or null when there is none. */
async function resolveAccount(identifier: string): Promise<{ uid: string; email: string } | null> {
  if (identifier.includes('@')) {
    const user = await auth.getUserByEmail(identifier).catch(() => null);
    return user?.email ? { uid: user.uid, email: user.email } : null;
  }
  // A text that breaks the user-name rules names nobody (and could not be a document id).
  if (usernameProblem(identifier)) return null;
  const reservation = await db.collection(COLLECTIONS.usernames).doc(usernameKey(identifier)).get();
  const uid = (reservation.data() as UsernameDoc | undefined)?.uid;
  if (!uid) return null;
  const user = await auth.getUser(uid).catch(() => null);
  return user?.email ? { uid: user.uid, email: user.email } : null;
}

export interface LoginAnswer {
  accessToken: string;
  customToken: string;
}

export async function login(req: Request): Promise<LoginAnswer> {
  const body = parseBody(LoginSchema, req.body);
  const identifier = (body.email?.trim() || body.username?.trim())!;
  const account = await resolveAccount(identifier);
  const accountKey = throttleKey('account', account?.uid ?? identifier);
  const keys = [accountKey, throttleKey('address', clientAddress(req))];
  await assertNotThrottled(keys);

  const signedIn = account ? await signInWithPassword(account.email, body.password) : null;
  if (!signedIn) {
    await recordFailedLogin(keys);
    throw new ApiError(400, 'INVALID_CREDENTIALS');
  }
  await clearFailedLogins(accountKey);
  // The password was right, so saying that the email is unconfirmed reveals nothing new.
  const user = await auth.getUser(signedIn.localId);
  if (!user.emailVerified) throw new ApiError(403, 'EMAIL_NOT_CONFIRMED');
  // The SPA starts its Firebase Auth session with the custom token; the ID token answers SPEC's accessToken.
  return { accessToken: signedIn.idToken, customToken: await auth.createCustomToken(signedIn.localId) };
}
