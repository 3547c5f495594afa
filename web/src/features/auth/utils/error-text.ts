import type { AccountProblem } from '@domain/account';
import type { ErrorTextPolicy } from '@/lib/error-text';

/** How the account forms word a failed call (the shared policy of lib/error-text). */
export const AUTH_ERRORS: ErrorTextPolicy = { fallback: 'uknownErrorPleaseReloadThePage' };

/** The message key of a form problem found by the shared account rules. */
export function problemMessageId(problem: AccountProblem): string {
  return problem === 'PasswordAndRepeatPasswordShouldBeTheSame' ? problem : `auth.problem.${problem}`;
}
