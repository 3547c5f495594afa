// The signed-in user's own calls: current user, token, logout; and the two email-link pages.
import { z } from 'zod';
import type { CurrentUserDetails } from '@domain/api/profile';
import type { PasswordChangeSchema } from '@domain/api/auth';
import { auth, db } from '../admin';
import { ApiError } from '../http/api-error';
import type { Caller } from '../http/auth';
import { COLLECTIONS } from '../model/types';
import { applyEmailVerification, resetPassword } from './identity-toolkit';
import { refuseCommonPassword } from './new-password';
import { markPasswordSealed, sealPassword } from './password-seal';
import { userConverter } from '../model/converters';

/** The user details of docs/product.md, "What the shop keeps"; the role comes from the verified claim, not the profile copy. */
export async function currentUser(caller: Caller): Promise<CurrentUserDetails> {
  const snap = await db.collection(COLLECTIONS.users).withConverter(userConverter).doc(caller.uid).get();
  const profile = snap.data();
  if (!profile) throw new ApiError(404, 'USER_NOT_FOUND');
  return {
    _id: caller.uid,
    username: profile.username,
    email: profile.email,
    phone: profile.phone,
    realName: profile.realName ?? null,
    roles: caller.isAdmin ? ['ADMIN'] : ['USER'],
    shoppingCards: profile.shoppingCards ?? [],
    savedPlaces: profile.savedPlaces ?? [],
  };
}

export async function logout(caller: Caller): Promise<void> {
  // Every refresh token of the user stops working; ID tokens already issued are refused by the
  // API too, because it verifies them with the revocation check.
  await auth.revokeRefreshTokens(caller.uid);
}

export async function confirmRegistration(token: string): Promise<void> {
  if (!(await applyEmailVerification(token))) throw new ApiError(400, 'INVALID_OR_EXPIRED_TOKEN');
}

export async function confirmPasswordChange({ token, password }: z.output<typeof PasswordChangeSchema>): Promise<void> {
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
