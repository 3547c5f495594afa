// A new password (sign-up, password change) under the shared account rules. One of the most
// common passwords gets an answer of its own, PASSWORD_TOO_COMMON, so the person learns why.
import { z } from 'zod';
import { passwordProblem } from '@domain/account';
import { ApiError } from '../http/api-error';

/** What zod checks with the other fields: every password rule but commonness. */
export const newPasswordSchema = z
  .string()
  .max(4096)
  .refine((password) => [null, 'passwordTooCommon'].includes(passwordProblem(password)), 'password');

/** Refuses one of the most common passwords; call it once the body has passed its schema. */
export function refuseCommonPassword(password: string): void {
  if (passwordProblem(password) === 'passwordTooCommon') throw new ApiError(400, 'PASSWORD_TOO_COMMON');
}
