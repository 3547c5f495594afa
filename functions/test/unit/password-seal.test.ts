// The seal Firebase Auth holds in place of a password (functions/src/auth/password-seal.ts).
import { afterEach, describe, expect, it } from 'vitest';
import { sealPassword } from '../../src/auth/password-seal';

const PEPPER = 'a-production-like-pepper-of-more-than-32-chars';

describe('sealPassword', () => {
  afterEach(() => {
    delete process.env.PASSWORD_PEPPER;
  });

  it('is the same for the same password and pepper, and hides the password', () => {
    const sealed = sealPassword('Knit2gether!', PEPPER);
    expect(sealed).toBe(sealPassword('Knit2gether!', PEPPER));
    expect(sealed).toMatch(/^s1\.[\w-]{43}$/);
    expect(sealed).not.toContain('Knit2gether');
  });

  it('differs for another password or another pepper', () => {
    const sealed = sealPassword('Knit2gether!', PEPPER);
    expect(sealPassword('Knit2gether?', PEPPER)).not.toBe(sealed);
    expect(sealPassword('Knit2gether!', `${PEPPER}x`)).not.toBe(sealed);
  });

  it('takes the pepper from the secret outside the emulators, and refuses a short one', () => {
    // The unit project runs without emulator variables, so config.isEmulator is false here.
    process.env.PASSWORD_PEPPER = 'short';
    expect(() => sealPassword('Knit2gether!')).toThrow(/at least 32 characters/);
    process.env.PASSWORD_PEPPER = PEPPER;
    expect(sealPassword('Knit2gether!')).toBe(sealPassword('Knit2gether!', PEPPER));
  });
});
