// The one place that turns a failed auth call into a sentence (docs/product.md, "Messages"): the server's
// message (already in the shop's language) for a known code, else 'uknownErrorPleaseReloadThePage'.
import type { IntlShape } from 'react-intl';
import type { AccountProblem } from '@domain/account';
import { ApiError } from '@/lib/api-client';
import { rateLimitText } from '@/utils/rate-limit-text';

export function authErrorText(error: unknown, intl: IntlShape): string {
  const limited = rateLimitText(intl, error);
  if (limited) return limited;
  const known = error instanceof ApiError && error.status >= 400 && error.status < 500 && !error.code.startsWith('HTTP_');
  return known && error.message ? error.message : intl.formatMessage({ id: 'uknownErrorPleaseReloadThePage' });
}

/** The message key of a form problem found by the shared account rules. */
export function problemMessageId(problem: AccountProblem): string {
  return problem === 'PasswordAndRepeatPasswordShouldBeTheSame' ? problem : `auth.problem.${problem}`;
}
