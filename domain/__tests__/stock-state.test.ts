import { describe, expect, it } from 'vitest';
import { LOW_STOCK_THRESHOLD, stockState } from '../stock-state';

describe('stockState', () => {
  it('says out of stock at 0 (and for nonsense)', () => {
    expect(stockState(0)).toEqual({ kind: 'outOfStock' });
    expect(stockState(-2)).toEqual({ kind: 'outOfStock' });
    expect(stockState(Number.NaN)).toEqual({ kind: 'outOfStock' });
  });
  it('says how many are left up to the threshold, and plain in stock above it', () => {
    expect(stockState(1)).toEqual({ kind: 'low', left: 1 });
    expect(stockState(LOW_STOCK_THRESHOLD)).toEqual({ kind: 'low', left: LOW_STOCK_THRESHOLD });
    expect(stockState(LOW_STOCK_THRESHOLD + 1)).toEqual({ kind: 'inStock' });
  });
});
