// When an unconfirmed registration may be replaced: from a grace period after it was made, not before.
import { describe, expect, it } from 'vitest';
import { isStaleRegistration, UNCONFIRMED_GRACE_MS } from '../../src/auth/unconfirmed-registration';

describe('isStaleRegistration', () => {
  const made = Date.UTC(2026, 0, 1);
  it('keeps a registration for its grace period, and lets it go from then on', () => {
    expect(UNCONFIRMED_GRACE_MS).toBe(24 * 60 * 60 * 1000);
    expect(isStaleRegistration(made, made)).toBe(false);
    expect(isStaleRegistration(made, made + UNCONFIRMED_GRACE_MS - 1)).toBe(false);
    expect(isStaleRegistration(made, made + UNCONFIRMED_GRACE_MS)).toBe(true);
  });
});
