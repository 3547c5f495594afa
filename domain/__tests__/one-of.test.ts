import { describe, expect, it } from 'vitest';
import { isOneOf, oneOf } from '../one-of';

const SIZES = ['s', 'm', 'l'] as const;

describe('isOneOf and oneOf', () => {
  it('accept a member and refuse anything else, strings or not', () => {
    expect(isOneOf(SIZES, 'm')).toBe(true);
    expect(isOneOf(SIZES, 'xl')).toBe(false);
    expect(isOneOf(SIZES, undefined)).toBe(false);
    expect(isOneOf(SIZES, { toString: () => 'm' })).toBe(false);
  });

  it('give the member, or the fallback for a value outside the list', () => {
    expect(oneOf(SIZES, 'l', 's')).toBe('l');
    expect(oneOf(SIZES, 'L', 's')).toBe('s');
    expect(oneOf(SIZES, null, null)).toBeNull();
  });
});
