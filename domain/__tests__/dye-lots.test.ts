import { describe, expect, it } from 'vitest';
import {
  addToLot,
  DyeLotError,
  exceedsEveryLot,
  isConsistentLotStock,
  largestLot,
  lotStock,
  MAX_LOTS_PER_COLOUR,
  returnToLots,
  setLots,
  stockOfLots,
  takeFromLots,
} from '../dye-lots';
import type { DyeLot, LotStock, LotTake } from '../yarn-line';
import { PROPERTY_RUNS, randomLots, seededRandom } from './random-lots';

const lots: DyeLot[] = [
  { lot: 'A-101', quantity: 7 },
  { lot: 'B-202', quantity: 2 },
  { lot: 'C-303', quantity: 12 },
];

function refusal(change: () => unknown): string {
  try {
    change();
  } catch (error) {
    if (error instanceof DyeLotError) return error.code;
    throw error;
  }
  throw new Error('the change was not refused');
}

function expectSum(stock: LotStock): void {
  expect(stock.quantity).toBe(stock.lots.reduce((sum, { quantity }) => sum + quantity, 0));
  expect(isConsistentLotStock(stock)).toBe(true);
}

describe('stock is the sum of the lots', () => {
  it('sums, and knows a stored good whose fields disagree', () => {
    expect(stockOfLots(lots)).toBe(21);
    expect(lotStock([])).toEqual({ lots: [], quantity: 0 });
    expect(isConsistentLotStock({ lots, quantity: 21 })).toBe(true);
    expect(isConsistentLotStock({ lots, quantity: 20 })).toBe(false);
    expect(isConsistentLotStock({ lots: [{ lot: 'A', quantity: -1 }], quantity: -1 })).toBe(false);
  });

  it('reserving takes from the named lots only, and keeps an emptied lot at 0', () => {
    const stock = takeFromLots(lots, [{ lot: 'B-202', quantity: 2 }, { lot: 'C-303', quantity: 5 }]);
    expect(stock).toEqual({ lots: [{ lot: 'A-101', quantity: 7 }, { lot: 'B-202', quantity: 0 }, { lot: 'C-303', quantity: 7 }], quantity: 14 });
    expect(lots[1]).toEqual({ lot: 'B-202', quantity: 2 }); // the input is not changed
  });

  it('cancelling returns the units to the same lots', () => {
    const takes: LotTake[] = [{ lot: 'A-101', quantity: 3 }];
    const reserved = takeFromLots(lots, takes);
    expect(returnToLots(reserved.lots, takes)).toEqual(lotStock(lots));
  });

  it('a lot a price list has dropped comes back with its returned units', () => {
    expect(returnToLots([{ lot: 'A-101', quantity: 1 }], [{ lot: 'Z-9', quantity: 4 }])).toEqual({
      lots: [{ lot: 'A-101', quantity: 1 }, { lot: 'Z-9', quantity: 4 }],
      quantity: 5,
    });
  });

  it('a delivery adds to a lot, or starts a new one', () => {
    expect(addToLot(lots, 'B-202', 10).lots[1]).toEqual({ lot: 'B-202', quantity: 12 });
    const withNew = addToLot(lots, 'D-404', 5);
    expect(withNew.lots.at(-1)).toEqual({ lot: 'D-404', quantity: 5 });
    expect(withNew.quantity).toBe(26);
  });

  it('a price list replaces the lots outright and may list an empty lot', () => {
    expect(setLots([{ lot: '7781', quantity: 0 }, { lot: '7790', quantity: 9 }])).toEqual({
      lots: [{ lot: '7781', quantity: 0 }, { lot: '7790', quantity: 9 }],
      quantity: 9,
    });
    expect(setLots([])).toEqual({ lots: [], quantity: 0 });
  });
});

describe('bad lot changes are refused whole', () => {
  it.each([
    ['an unknown lot', () => takeFromLots(lots, [{ lot: 'X-1', quantity: 1 }]), 'LOT_UNKNOWN'],
    ['more than a lot holds', () => takeFromLots(lots, [{ lot: 'B-202', quantity: 3 }]), 'LOT_SHORT'],
    ['two takes of one lot that together overdraw it', () => takeFromLots(lots, [{ lot: 'B-202', quantity: 1 }, { lot: 'B-202', quantity: 2 }]), 'LOT_SHORT'],
    ['a negative take', () => takeFromLots(lots, [{ lot: 'A-101', quantity: -1 }]), 'LOT_QUANTITY_INVALID'],
    ['a zero take', () => takeFromLots(lots, [{ lot: 'A-101', quantity: 0 }]), 'LOT_QUANTITY_INVALID'],
    ['a fractional take', () => takeFromLots(lots, [{ lot: 'A-101', quantity: 1.5 }]), 'LOT_QUANTITY_INVALID'],
    ['a negative return', () => returnToLots(lots, [{ lot: 'A-101', quantity: -2 }]), 'LOT_QUANTITY_INVALID'],
    ['a negative delivery', () => addToLot(lots, 'A-101', -5), 'LOT_QUANTITY_INVALID'],
    ['an empty lot label', () => addToLot(lots, '', 5), 'LOT_LABEL_INVALID'],
    ['a label with spaces around it', () => addToLot(lots, ' A-101', 5), 'LOT_LABEL_INVALID'],
    ['a label with markup', () => addToLot(lots, '<b>', 5), 'LOT_LABEL_INVALID'],
    ['a negative price-list row', () => setLots([{ lot: 'A', quantity: -1 }]), 'LOT_QUANTITY_INVALID'],
    ['a lot twice in a price list', () => setLots([{ lot: 'A', quantity: 1 }, { lot: 'A', quantity: 2 }]), 'LOT_DUPLICATE'],
    ['too many lots', () => setLots(Array.from({ length: MAX_LOTS_PER_COLOUR + 1 }, (_, i) => ({ lot: `L${i}`, quantity: 1 }))), 'LOTS_TOO_MANY'],
  ])('%s', (_name, change, code) => {
    expect(refusal(change)).toBe(code);
  });

  it('a refused take leaves the other takes of the same change unmade', () => {
    const before = structuredClone(lots);
    expect(refusal(() => takeFromLots(lots, [{ lot: 'A-101', quantity: 1 }, { lot: 'B-202', quantity: 9 }]))).toBe('LOT_SHORT');
    expect(lots).toEqual(before);
  });
});

describe('the largest lot and the warning threshold', () => {
  it('"from one dye lot: up to N" is the largest single lot', () => {
    expect(largestLot(lots)).toBe(12);
    expect(largestLot([])).toBe(0);
  });

  it('warns when a line wants more than any one lot holds, not when it fits one', () => {
    expect(exceedsEveryLot(lots, 12)).toBe(false);
    expect(exceedsEveryLot(lots, 13)).toBe(true);
    expect(exceedsEveryLot(lots, 20)).toBe(true); // the stock (21) covers it, one lot does not
    expect(exceedsEveryLot([], 1)).toBe(true);
  });
});

describe('property: every change keeps the sum, and no lot goes below zero', () => {
  it(`holds over ${PROPERTY_RUNS} random sequences of changes`, () => {
    const random = seededRandom(18);
    for (let run = 0; run < PROPERTY_RUNS; run += 1) {
      let stock = lotStock(randomLots(random));
      const start = stock.quantity;
      let netTaken = 0;
      for (let step = 0; step < 8; step += 1) {
        const lot = `L${random.int(1, 7)}`;
        const quantity = random.int(-2, 12);
        const change = random.int(0, 2);
        try {
          if (change === 0) stock = takeFromLots(stock.lots, [{ lot, quantity }]);
          if (change === 1) stock = returnToLots(stock.lots, [{ lot, quantity }]);
          if (change === 2) stock = addToLot(stock.lots, lot, quantity);
          netTaken += change === 0 ? quantity : -quantity;
        } catch (error) {
          expect(error).toBeInstanceOf(DyeLotError);
        }
        expectSum(stock);
        expect(stock.lots.every(({ quantity: held }) => held >= 0)).toBe(true);
        expect(stock.quantity).toBe(start - netTaken);
      }
    }
  });
});
