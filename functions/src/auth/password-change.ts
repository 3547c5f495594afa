// POST /auth/changepassword: a signed-in customer's new password, given her current one. The
// current password is checked as a login checks it, behind the same throttle, so a stolen
// session cannot be used to guess it. Other sessions end; this browser gets a fresh one.
import type { z } from 'zod';
import type { ChangePasswordSchema } from '@domain/api/profile';
import { auth } from '../admin';
import { ApiError } from '../http/api-error';
import type { Caller } from '../http/auth';
import { checkPassword } from './login';
import { forgiveLoginAttempt, reserveLoginAttempt } from './login-throttle';
import { refuseCommonPassword } from './new-password';
import { markPasswordSealed, sealPassword } from './password-seal';

export async function changePassword(caller: Caller, body: z.output<typeof ChangePasswordSchema>, clientAddress: string): Promise<{ customToken: string }> {
  refuseCommonPassword(body.password);
  const user = await auth.getUser(caller.uid);
  if (!user.email) throw new ApiError(404, 'USER_NOT_FOUND');
  const reservation = await reserveLoginAttempt(caller.uid, clientAddress);
  // A wrong password keeps its reservation: that is what counts it.
  if (!(await checkPassword({ uid: caller.uid, email: user.email }, body.currentPassword))) throw new ApiError(400, 'WRONG_CURRENT_PASSWORD');
  await forgiveLoginAttempt(reservation);
  await auth.updateUser(caller.uid, { password: sealPassword(body.password) });
  await markPasswordSealed(caller.uid);
  await auth.revokeRefreshTokens(caller.uid);
  return { customToken: await auth.createCustomToken(caller.uid) };
}
