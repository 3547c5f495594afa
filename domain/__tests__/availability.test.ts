import { describe, expect, it } from 'vitest';
import { isLineAvailable, isValidQuantity } from '../availability';

describe('isLineAvailable (docs/product.md, Cart: availability)', () => {
  it('UNCONFIRMED needs stock >= quantityToSell', () => {
    expect(isLineAvailable('UNCONFIRMED', { quantity: 3 }, 3)).toBe(true);
    expect(isLineAvailable('UNCONFIRMED', { quantity: 2 }, 3)).toBe(false);
    expect(isLineAvailable('UNCONFIRMED', { quantity: 0 }, 1)).toBe(false);
  });

  it('an archived or missing good is not available for an unconfirmed card', () => {
    expect(isLineAvailable('UNCONFIRMED', { quantity: 10, archived: true }, 1)).toBe(false);
    expect(isLineAvailable('UNCONFIRMED', { quantity: undefined }, 1)).toBe(false);
  });

  it.each(['RESERVED', 'CONFIRMED', 'SENT', 'COMPLETED'] as const)('%s: stock + quantityToSell >= quantityToSell', (status) => {
    expect(isLineAvailable(status, { quantity: 0 }, 4)).toBe(true);
    expect(isLineAvailable(status, { quantity: -1 }, 4)).toBe(false);
  });
});

describe('isValidQuantity', () => {
  it.each([
    [1, true],
    [999, true],
    [0, false],
    [-2, false],
    [1.5, false],
    [1000, false],
  ])('%s -> %s', (quantity, expected) => {
    expect(isValidQuantity(quantity)).toBe(expected);
  });
});
