// Account rules shared by the sign-up and password forms (what a person is told at once) and
// the functions (what the server accepts), so the two can never disagree.
// Problems are named by message keys of the SPA's catalogues; the functions map them to codes.

import { isCommonPassword } from './common-passwords';
import { isEmailAddress } from './email-address';
import { normalizePhone } from './phone';

export const USERNAME_MIN = 3;
export const USERNAME_MAX = 30;
export const PASSWORD_MIN = 8;

// Letters of any script, digits and . _ -; it starts with a letter or digit, which also keeps
// it a valid Firestore document id (`usernames/{lower}` refuses '.', '..' and '__x__').
const USERNAME_PATTERN = /^[\p{L}\p{N}][\p{L}\p{N}._-]*$/u;

export type AccountProblem =
  | 'emailInvalid'
  | 'usernameLength'
  | 'usernameCharacters'
  | 'phoneDigits'
  | 'passwordTooShort'
  | 'passwordNeedsLetterAndDigit'
  | 'passwordTooCommon'
  | 'PasswordAndRepeatPasswordShouldBeTheSame';

export function emailProblem(email: string): AccountProblem | null {
  return isEmailAddress(email) ? null : 'emailInvalid';
}

export function usernameProblem(username: string): AccountProblem | null {
  const length = [...username].length;
  if (length < USERNAME_MIN || length > USERNAME_MAX) return 'usernameLength';
  return USERNAME_PATTERN.test(username) ? null : 'usernameCharacters';
}

/** The key of a user name in `usernames/{lower}`: user names are unique without regard to case. */
export function usernameKey(username: string): string {
  return username.trim().toLowerCase();
}

/**
 * The phone as the number sent to /auth/registration (its body keeps a number, docs/api.md). A number
 * cannot keep a leading zero, so it is the stored form's digits: 0671234567 -> 380671234567.
 */
export function phoneNumberToSend(typed: string): number {
  return Number((normalizePhone(typed) ?? typed).replace(/\D/g, ''));
}

/** A Ukrainian number by the one rule of every form (domain/phone.ts), typed or sent as the number above. */
export function phoneProblem(phone: number | string): AccountProblem | null {
  const text = typeof phone === 'number' ? (Number.isSafeInteger(phone) && phone > 0 ? String(phone) : '') : phone;
  return normalizePhone(text) ? null : 'phoneDigits';
}

/**
 * At least 8 characters with a letter and a digit, and none of the most common passwords, on
 * sign-up and on a password change alike.
 */
export function passwordProblem(password: string): AccountProblem | null {
  if ([...password].length < PASSWORD_MIN) return 'passwordTooShort';
  if (!/\p{L}/u.test(password) || !/\p{N}/u.test(password)) return 'passwordNeedsLetterAndDigit';
  return isCommonPassword(password) ? 'passwordTooCommon' : null;
}

/** The new password and its repetition, as the sign-up and password-change forms check them. */
export function newPasswordProblem(password: string, repeatPassword: string): AccountProblem | null {
  if (password !== repeatPassword) return 'PasswordAndRepeatPasswordShouldBeTheSame';
  return passwordProblem(password);
}

export interface SignUpForm {
  email: string;
  phone: string;
  username: string;
  password: string;
  repeatPassword: string;
}

export type SignUpProblems = Partial<Record<keyof SignUpForm, AccountProblem>>;

/** Every problem of a sign-up form, by field; an empty object means it may be sent. */
export function signUpProblems(form: SignUpForm): SignUpProblems {
  const problems: SignUpProblems = {};
  const email = emailProblem(form.email);
  const username = usernameProblem(form.username.trim());
  const phone = phoneProblem(form.phone);
  const password = passwordProblem(form.password);
  if (email) problems.email = email;
  if (username) problems.username = username;
  if (phone) problems.phone = phone;
  if (password) problems.password = password;
  if (form.password !== form.repeatPassword) problems.repeatPassword = 'PasswordAndRepeatPasswordShouldBeTheSame';
  return problems;
}
