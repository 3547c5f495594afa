// The signed-in user's own calls: current user, token, logout; and the two email-link pages.
import type { Request } from 'express';
import { z } from 'zod';
import type { CurrentUserDetails } from '@domain/account';
import { auth, db } from '../admin';
import { ApiError } from '../http/api-error';
import { parseBody } from '../http/validate';
import { COLLECTIONS, type UserDoc } from '../model/types';
import { applyEmailVerification, resetPassword } from './identity-toolkit';
import { newPasswordSchema, refuseCommonPassword } from './new-password';
import { markPasswordSealed, sealPassword } from './password-seal';

/** The user details of docs/product.md, "What the shop keeps"; the role comes from the verified claim, not the profile copy. */
export async function currentUser(req: Request): Promise<CurrentUserDetails> {
  const caller = req.caller!;
  const snap = await db.collection(COLLECTIONS.users).doc(caller.uid).get();
  const profile = snap.data() as UserDoc | undefined;
  if (!profile) throw new ApiError(404, 'USER_NOT_FOUND');
  return {
    _id: caller.uid,
    username: profile.username,
    email: profile.email,
    phone: profile.phone,
    roles: caller.isAdmin ? ['ADMIN'] : ['USER'],
    shoppingCards: profile.shoppingCards ?? [],
  };
}

export async function logout(req: Request): Promise<void> {
  // Every refresh token of the user stops working; ID tokens already issued are refused by the
  // API too, because it verifies them with the revocation check.
  await auth.revokeRefreshTokens(req.caller!.uid);
}

const TokenSchema = z.object({ token: z.string().trim().min(1).max(2048) });

export async function confirmRegistration(req: Request): Promise<void> {
  const { token } = parseBody(TokenSchema, req.body);
  if (!(await applyEmailVerification(token))) throw new ApiError(400, 'INVALID_OR_EXPIRED_TOKEN');
}

const PasswordChangeSchema = TokenSchema.extend({ password: newPasswordSchema });

export async function confirmPasswordChange(req: Request): Promise<void> {
  const { token, password } = parseBody(PasswordChangeSchema, req.body);
  refuseCommonPassword(password);
  const email = await resetPassword(token, sealPassword(password));
  if (email === null) throw new ApiError(400, 'INVALID_OR_EXPIRED_TOKEN');
  // Sessions opened with the old password end; opening the mailed link also proves the address.
  const user = email ? await auth.getUserByEmail(email).catch(() => null) : null;
  if (user) {
    await markPasswordSealed(user.uid);
    await auth.revokeRefreshTokens(user.uid);
    if (!user.emailVerified) await auth.updateUser(user.uid, { emailVerified: true });
  }
}
