// A new password (sign-up, password change) under the shared account rules. One of the most
// common passwords gets an answer of its own, PASSWORD_TOO_COMMON, so the person learns why.
import { passwordProblem } from '@domain/account';
import { ApiError } from '../http/api-error';

/** Refuses one of the most common passwords; call it once the body has passed its schema. */
export function refuseCommonPassword(password: string): void {
  if (passwordProblem(password) === 'passwordTooCommon') throw new ApiError(400, 'PASSWORD_TOO_COMMON');
}
