// The known-device token: signed for one account, for a limited time, and worthless once altered.
import { describe, expect, it } from 'vitest';
import { issueKnownDevice, isKnownDevice, KNOWN_DEVICE_MAX_AGE_MS } from '../../src/auth/known-device';
import { accountDelayMs, ACCOUNT_FREE_FAILURES, MAX_ACCOUNT_DELAY_MS } from '../../src/auth/login-throttle';

const PEPPER = 'a pepper of the tests, long enough to be one';
const NOW = Date.UTC(2026, 0, 1);

describe('known-device tokens', () => {
  it('holds for the account it was issued to, within its lifetime', () => {
    const token = issueKnownDevice('uid1', NOW, PEPPER);
    expect(isKnownDevice(token, 'uid1', NOW + 1000, PEPPER)).toBe(true);
    expect(isKnownDevice(token, 'uid2', NOW + 1000, PEPPER)).toBe(false);
    expect(isKnownDevice(token, 'uid1', NOW + KNOWN_DEVICE_MAX_AGE_MS + 1, PEPPER)).toBe(false);
  });

  it('is refused under another pepper, altered, cut, or absent', () => {
    const token = issueKnownDevice('uid1', NOW, PEPPER);
    expect(isKnownDevice(token, 'uid1', NOW, `${PEPPER}!`)).toBe(false);
    expect(isKnownDevice(token.replace('.uid1.', '.uid2.'), 'uid2', NOW, PEPPER)).toBe(false);
    expect(isKnownDevice(token.slice(0, -2), 'uid1', NOW, PEPPER)).toBe(false);
    expect(isKnownDevice(undefined, 'uid1', NOW, PEPPER)).toBe(false);
    expect(isKnownDevice('kd1.uid1.0.x.y', 'uid1', NOW, PEPPER)).toBe(false);
  });
});

describe('the account delay', () => {
  it('spares the first failures, then doubles from 30 s up to its ceiling', () => {
    expect(accountDelayMs(ACCOUNT_FREE_FAILURES - 1)).toBe(0);
    expect(accountDelayMs(ACCOUNT_FREE_FAILURES)).toBe(30_000);
    expect(accountDelayMs(ACCOUNT_FREE_FAILURES + 1)).toBe(60_000);
    expect(accountDelayMs(ACCOUNT_FREE_FAILURES + 4)).toBe(480_000);
    expect(accountDelayMs(ACCOUNT_FREE_FAILURES + 5)).toBe(MAX_ACCOUNT_DELAY_MS);
    expect(accountDelayMs(1000)).toBe(MAX_ACCOUNT_DELAY_MS);
  });
});
