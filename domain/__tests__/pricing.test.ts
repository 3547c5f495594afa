import { describe, expect, it } from 'vitest';
import { discountedPrice, lineTotal } from '../pricing';

const good = (price: number, amount: number, hasDiscount = true) => ({ price, discount: { hasDiscount, amount } });

describe('discountedPrice', () => {
  it.each([
    [100, 10, 90],
    [99, 15, 84], // 99 - 14.85 = 84.15 -> 84
    [199, 33, 133], // 199 - 65.67 = 133.33 -> 133
    [1, 50, 0], // 0.5 -> 0
    [57, 0, 57],
  ])('price %i with %i%% off is %i (floored)', (price, amount, expected) => {
    expect(discountedPrice(good(price, amount))).toBe(expected);
  });

  it('ignores the amount when hasDiscount is false', () => {
    expect(discountedPrice(good(120, 25, false))).toBe(120);
  });
});

describe('lineTotal', () => {
  it('multiplies the discounted unit price by quantityToSell', () => {
    expect(lineTotal(good(99, 15), 3)).toBe(252);
    expect(lineTotal(good(120, 0, false), 2)).toBe(240);
  });
});
