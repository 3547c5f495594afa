import { describe, expect, it } from 'vitest';
import { holdExpiresSoon, HOLD_DAYS } from '../payment';

const DAY = 86_400_000;

describe('holdExpiresSoon', () => {
  it('is true from the warning day (two days before a 9-day hold runs out), false before it', () => {
    const heldAt = 0;
    const expiresAt = heldAt + HOLD_DAYS * DAY;
    expect(holdExpiresSoon(expiresAt, heldAt + 6 * DAY)).toBe(false);
    expect(holdExpiresSoon(expiresAt, heldAt + 7 * DAY)).toBe(true);
    expect(holdExpiresSoon(expiresAt, expiresAt + 1)).toBe(true);
  });
});
