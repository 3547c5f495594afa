// The /auth/* calls (docs/product.md, "Calls"), as the SPA makes them, but for the session's two
// (session-calls.ts), which every page loads: these are only for the auth forms and pages.
import { phoneNumberToSend } from '@domain/account';
import type { LoginAnswer } from '@domain/api/auth';
import { callApi } from '@/lib/api-client';
import { keepKnownDeviceToken, knownDeviceToken } from './known-device';

;

/**
 * One typed text, an email or a user name, sent as both (docs/api.md, "POST /auth/login"), with
 * this browser's known-device token; the fresh one of a right password is kept for next time.
 */
export async function postLogin(identifier: string, password: string): Promise<LoginAnswer> {
  const text = identifier.trim();
  const answer = await callApi('/auth/login', { username: text, email: text, password, knownDevice: knownDeviceToken() });
  keepKnownDeviceToken(answer.knownDevice);
  return answer;
}

export interface RegistrationInput {
  email: string;
  phone: string;
  username: string;
  password: string;
}

export function postRegistration({ email, phone, username, password }: RegistrationInput): Promise<{ isEmailConfirmationSent: boolean }> {
  return callApi('/auth/registration', { email: email.trim(), phone: phoneNumberToSend(phone), username: username.trim(), password });
}

export function postConfirmRegistration(token: string): Promise<{ isEmailConfirmed: boolean }> {
  return callApi('/auth/confirmregistration', { token });
}

export function postResendConfirmation(email: string): Promise<{ isEmailConfirmationSent: boolean }> {
  return callApi('/auth/resendconfirmation', { email: email.trim() });
}

/** Answers a translation key for the success note, the same whether the email exists or not. */
export function postPasswordRecoveryLink(email: string): Promise<{ data: string }> {
  return callApi('/auth/sendpasswordrecoverylink', { email: email.trim() });
}

export function postConfirmPasswordChange(token: string, password: string): Promise<{ isPasswordChanged: boolean }> {
  return callApi('/auth/confirmpasswordchange', { token, password });
}
