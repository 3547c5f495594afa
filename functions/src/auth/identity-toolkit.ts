// The Identity Toolkit REST API: the only way to check a password and to apply an action code
// (email confirmation, password reset) from the server. firebase-admin has no call for either.
// The Auth emulator serves the same API under its own host and accepts any key.
import { config } from '../config';

export class IdentityToolkitError extends Error {
  constructor(readonly reason: string) {
    super(`Identity Toolkit: ${reason}`);
    this.name = 'IdentityToolkitError';
  }
}

async function call<T>(method: string, body: Record<string, unknown>): Promise<T> {
  const res = await fetch(`${config.identityToolkitBase}/${method}?key=${encodeURIComponent(config.webApiKey)}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
  const payload = (await res.json().catch(() => null)) as { error?: { message?: string } } | null;
  if (!res.ok) {
    // The message is a code such as INVALID_OOB_CODE or "WEAK_PASSWORD : Password should be ...".
    throw new IdentityToolkitError((payload?.error?.message ?? `HTTP_${res.status}`).split(' ')[0]!);
  }
  return payload as T;
}

export interface PasswordSignIn {
  localId: string;
  idToken: string;
  email: string;
}

/** Signs in with a password; answers null when the email or password is wrong (or the user is disabled). */
export async function signInWithPassword(email: string, password: string): Promise<PasswordSignIn | null> {
  try {
    return await call<PasswordSignIn>('accounts:signInWithPassword', { email, password, returnSecureToken: true });
  } catch (error) {
    if (error instanceof IdentityToolkitError && /^(INVALID_LOGIN_CREDENTIALS|EMAIL_NOT_FOUND|INVALID_PASSWORD|USER_DISABLED|INVALID_EMAIL|MISSING_PASSWORD)$/.test(error.reason)) {
      return null;
    }
    throw error;
  }
}

const BAD_CODE = /^(INVALID_OOB_CODE|EXPIRED_OOB_CODE|MISSING_OOB_CODE|USER_DISABLED|USER_NOT_FOUND|EMAIL_NOT_FOUND)$/;

/** Applies an email-verification code; false when it is used, expired or bogus. */
export async function applyEmailVerification(oobCode: string): Promise<boolean> {
  try {
    await call('accounts:update', { oobCode });
    return true;
  } catch (error) {
    if (error instanceof IdentityToolkitError && BAD_CODE.test(error.reason)) return false;
    throw error;
  }
}

/** Sets a new password with a reset code; answers the account's email, or null for a bad code. */
export async function resetPassword(oobCode: string, newPassword: string): Promise<string | null> {
  try {
    const answer = await call<{ email?: string }>('accounts:resetPassword', { oobCode, newPassword });
    return answer.email ?? '';
  } catch (error) {
    if (error instanceof IdentityToolkitError && BAD_CODE.test(error.reason)) return null;
    throw error;
  }
}
