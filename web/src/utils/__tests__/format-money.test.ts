import { describe, expect, it } from 'vitest';
import { formatMoney } from '../format-money';

// Groups and the sign are joined by no-break spaces; normalise them so the test reads plainly.
const plain = (text: string) => text.replace(/\u00a0/g, ' ');

describe('formatMoney', () => {
  it('formats hryvnias the Ukrainian way', () => {
    expect(plain(formatMoney(1250))).toBe('1 250 ₴');
    expect(plain(formatMoney(0))).toBe('0 ₴');
    expect(plain(formatMoney(1234567))).toBe('1 234 567 ₴');
  });

  it('shows kopiykas only when there are some', () => {
    expect(plain(formatMoney(99.5))).toBe('99,50 ₴');
    expect(plain(formatMoney(1000.05))).toBe('1 000,05 ₴');
  });

  it('keeps spaces from breaking a price over two lines', () => {
    expect(formatMoney(1250)).toBe('1\u00a0250\u00a0₴');
  });
});
