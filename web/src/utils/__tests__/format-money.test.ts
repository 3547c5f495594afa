import { describe, expect, it } from 'vitest';
import { formatMoney } from '../format-money';

// uk-UA groups with a narrow no-break space; normalise spaces so the test reads plainly.
const plain = (text: string) => text.replace(/\s/g, ' ');

describe('formatMoney', () => {
  it('formats hryvnias the Ukrainian way', () => {
    expect(plain(formatMoney(1250))).toBe('1 250 ₴');
    expect(plain(formatMoney(0))).toBe('0 ₴');
  });

  it('shows kopiykas only when there are some', () => {
    expect(plain(formatMoney(99.5))).toBe('99,50 ₴');
  });
});
