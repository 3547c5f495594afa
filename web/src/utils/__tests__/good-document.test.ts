import { describe, expect, it } from 'vitest';
import { toGood } from '../good-document';

describe('toGood', () => {
  it('carries the good’s shipping weight, and null for a missing or unusable one', () => {
    expect(toGood('a', { weightGrams: 110 }).weightGrams).toBe(110);
    for (const weightGrams of [undefined, null, 0, -5, '110', Number.NaN]) expect(toGood('a', { weightGrams }).weightGrams).toBeNull();
  });
});
