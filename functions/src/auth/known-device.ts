// A known device: a signed token the login hands to a browser after a right password, which the
// SPA keeps and sends with its later logins. It exempts that browser from the account's delays
// after many failed guesses (login-throttle.ts), so the owner on her own browser is never slowed
// by a stranger's guessing. It proves nothing else: it signs nobody in and skips no password.
// Kept by the SPA, not in a cookie: Hosting passes a function only the __session cookie, which
// holds the language and keys the CDN's cache (docs/adr/0014-login-throttle-without-trusted-addresses.md).
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { currentPepper } from './password-seal';

const VERSION = 'kd1';
/** A browser unused for this long must prove itself again (a right password once, undelayed). */
export const KNOWN_DEVICE_MAX_AGE_MS = 180 * 24 * 60 * 60 * 1000;

/** A key of its own, derived from the pepper, so that a token is never a password's seal. */
const signature = (payload: string, pepper: string) =>
  createHmac('sha256', createHmac('sha256', pepper).update('known-device').digest()).update(payload).digest('base64url');

export function issueKnownDevice(uid: string, nowMs = Date.now(), pepper = currentPepper()): string {
  const payload = [VERSION, uid, nowMs.toString(36), randomBytes(9).toString('base64url')].join('.');
  return `${payload}.${signature(payload, pepper)}`;
}

/** True for a token this shop signed for `uid` within its lifetime. */
export function isKnownDevice(token: string | undefined, uid: string, nowMs = Date.now(), pepper = currentPepper()): boolean {
  const parts = (token ?? '').split('.');
  if (parts.length !== 5 || parts[0] !== VERSION || parts[1] !== uid) return false;
  const issuedMs = parseInt(parts[2]!, 36);
  if (!Number.isFinite(issuedMs) || issuedMs > nowMs + 60_000 || nowMs - issuedMs > KNOWN_DEVICE_MAX_AGE_MS) return false;
  const expected = Buffer.from(signature(parts.slice(0, 4).join('.'), pepper));
  const given = Buffer.from(parts[4]!);
  return given.length === expected.length && timingSafeEqual(given, expected);
}
