// Firebase Auth never holds a person's password, only a keyed hash of it: HMAC-SHA256 under a
// server-held secret (PASSWORD_PEPPER). Auth's own public password endpoint
// (accounts:signInWithPassword with the Web API key) therefore cannot be used to guess: a guess
// would have to be the hash, which nobody without the secret can make. Every password check
// goes through POST /auth/login and its throttle (docs/security.md, "Accounts").
import { createHmac } from 'node:crypto';
import { db } from '../admin';
import { config } from '../config';
import { COLLECTIONS } from '../model/types';
import { passwordPepper } from './password-pepper';

/** gRPC's NOT_FOUND: update() of a missing document. */
const NOT_FOUND = 5;

/** The emulators' pepper: not a secret, the same for the seed, the tests and the functions. */
const LOCAL_PASSWORD_PEPPER = 'local-emulator-pepper: not a secret';

/** The version prefix leaves room for a second pepper beside the first, should one be needed. */
const SEAL_VERSION = 's1.';
const MIN_PEPPER_LENGTH = 32;

export function currentPepper(): string {
  if (config.isEmulator) return LOCAL_PASSWORD_PEPPER;
  const pepper = passwordPepper.value();
  if (pepper.length < MIN_PEPPER_LENGTH) throw new Error(`PASSWORD_PEPPER must be a secret of at least ${MIN_PEPPER_LENGTH} characters`);
  return pepper;
}

/** What Firebase Auth stores and checks in place of `password`. */
export function sealPassword(password: string, pepper: string = currentPepper()): string {
  return SEAL_VERSION + createHmac('sha256', pepper).update(password, 'utf8').digest('base64url');
}

/**
 * Notes on the profile that the account's password is sealed, so that a wrong password is not
 * also tried plain. An account without a profile (an ADMIN made by a script) is left as it is.
 */
export async function markPasswordSealed(uid: string): Promise<void> {
  await db
    .collection(COLLECTIONS.users)
    .doc(uid)
    .update({ passwordSealed: true })
    .catch((error: unknown) => {
      if ((error as { code?: number }).code !== NOT_FOUND) throw error;
    });
}
