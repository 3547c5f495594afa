// What a good's write did to its stock, as the trigger on goods records it: pure, so every kind of
// move is checked without a trigger (the recording itself: functions/test/emulator/stock-events.test.ts).
import { Timestamp } from 'firebase-admin/firestore';
import { describe, expect, it } from 'vitest';
import { stockEventId, stockEventOf } from '../../src/stock/stock-events';

const AT = new Timestamp(1_764_000_000, 1_500);

describe('stockEventOf', () => {
  it('records a plain good’s move with its stock before and after', () => {
    expect(stockEventOf('g', { quantity: 5 }, { quantity: 3 }, AT)).toEqual({ goodId: 'g', before: 5, after: 3, lots: [], backInStock: false, soldOut: false, at: AT });
  });

  it('marks the move to none as sold out, and from none to some as back in stock', () => {
    expect(stockEventOf('g', { quantity: 1 }, { quantity: 0 }, AT)).toMatchObject({ soldOut: true, backInStock: false });
    expect(stockEventOf('g', { quantity: 0 }, { quantity: 4 }, AT)).toMatchObject({ soldOut: false, backInStock: true });
  });

  it('names the dye lots that moved, a new and an emptied lot included', () => {
    const before = { quantity: 5, lots: [{ lot: 'A', quantity: 3 }, { lot: 'B', quantity: 2 }] };
    const after = { quantity: 6, lots: [{ lot: 'A', quantity: 3 }, { lot: 'B', quantity: 0 }, { lot: 'C', quantity: 3 }] };
    expect(stockEventOf('g', before, after, AT)?.lots).toEqual([
      { lot: 'B', before: 2, after: 0 },
      { lot: 'C', before: 0, after: 3 },
    ]);
  });

  it('records nothing when the stock did not move, for a new good, and for a deleted one', () => {
    expect(stockEventOf('g', { quantity: 5, lots: [{ lot: 'A', quantity: 5 }] }, { quantity: 5, lots: [{ lot: 'A', quantity: 5 }] }, AT)).toBeNull();
    expect(stockEventOf('g', undefined, { quantity: 5 }, AT)).toBeNull();
    expect(stockEventOf('g', { quantity: 5 }, undefined, AT)).toBeNull();
  });
});

describe('stockEventId', () => {
  it('is the good and the write’s time to the nanosecond, so one write has one id', () => {
    expect(stockEventId('g', AT)).toBe('g:1764000000.000001500');
  });
});
