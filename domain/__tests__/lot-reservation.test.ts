import { describe, expect, it } from 'vitest';
import { DyeLotError, lotStock } from '../dye-lots';
import { cancelLine, comesFromSeveralLots, reserveLine } from '../lot-reservation';
import type { DyeLot } from '../yarn-line';
import { PROPERTY_RUNS, randomLots, seededRandom } from './random-lots';

const lots: DyeLot[] = [
  { lot: 'A', quantity: 8 },
  { lot: 'B', quantity: 3 },
  { lot: 'C', quantity: 5 },
];

describe('reserving a line', () => {
  it('takes one lot and says which, for the card line', () => {
    expect(reserveLine(lots, { quantityToSell: 4 })).toEqual({
      kind: 'reserved',
      takes: [{ lot: 'C', quantity: 4 }],
      stock: { lots: [{ lot: 'A', quantity: 8 }, { lot: 'B', quantity: 3 }, { lot: 'C', quantity: 1 }], quantity: 12 },
      preferred: 'notAsked',
    });
  });

  it('takes the lot of the order the customer named', () => {
    expect(reserveLine(lots, { quantityToSell: 2, preferredLots: ['A'] })).toMatchObject({
      kind: 'reserved',
      takes: [{ lot: 'A', quantity: 2 }],
      preferred: 'taken',
    });
  });

  it('a split needs the ADMIN\'s choice: without it nothing is taken', () => {
    expect(reserveLine(lots, { quantityToSell: 10 })).toEqual({
      kind: 'needsSplitChoice',
      proposal: [{ lot: 'A', quantity: 8 }, { lot: 'B', quantity: 2 }],
      preferred: 'notAsked',
    });
  });

  it('takes the split the ADMIN chose, which may differ from the proposal', () => {
    const adminTakes = [{ lot: 'A', quantity: 5 }, { lot: 'C', quantity: 5 }];
    const reservation = reserveLine(lots, { quantityToSell: 10, adminTakes });
    expect(reservation).toMatchObject({ kind: 'reserved', takes: adminTakes });
    expect(reservation.kind === 'reserved' && reservation.stock.quantity).toBe(6);
    expect(reservation.kind === 'reserved' && comesFromSeveralLots(reservation.takes)).toBe(true);
  });

  it('refuses an ADMIN split that does not add up to the line, or overdraws a lot', () => {
    expect(() => reserveLine(lots, { quantityToSell: 10, adminTakes: [{ lot: 'A', quantity: 8 }] })).toThrow(
      expect.objectContaining({ code: 'LOT_SPLIT_MISMATCH' }),
    );
    expect(() => reserveLine(lots, { quantityToSell: 10, adminTakes: [{ lot: 'B', quantity: 6 }, { lot: 'C', quantity: 4 }] })).toThrow(
      expect.objectContaining({ code: 'LOT_SHORT' }),
    );
    expect(() => reserveLine(lots, { quantityToSell: 2, adminTakes: [{ lot: 'Z', quantity: 2 }] })).toThrow(DyeLotError);
  });

  it('reports a line the lots together cannot cover', () => {
    expect(reserveLine(lots, { quantityToSell: 17 })).toEqual({ kind: 'short', available: 16 });
  });
});

describe('cancelling a reserved line', () => {
  it('returns the skeins to the lots they came from', () => {
    const reservation = reserveLine(lots, { quantityToSell: 10, adminTakes: [{ lot: 'A', quantity: 7 }, { lot: 'B', quantity: 3 }] });
    if (reservation.kind !== 'reserved') throw new Error('expected a reservation');
    expect(cancelLine(reservation.stock.lots, reservation.takes)).toEqual(lotStock(lots));
  });

  it('one lot is one lot, however many takes name it', () => {
    expect(comesFromSeveralLots([{ lot: 'A', quantity: 1 }])).toBe(false);
    expect(comesFromSeveralLots([{ lot: 'A', quantity: 1 }, { lot: 'A', quantity: 2 }])).toBe(false);
  });
});

describe('property: reservations one after another never oversell, and cancelling undoes them', () => {
  it(`holds over ${PROPERTY_RUNS} random shelves`, () => {
    const random = seededRandom(7);
    for (let run = 0; run < PROPERTY_RUNS; run += 1) {
      const shelf = lotStock(randomLots(random));
      let stock = shelf;
      const recorded = [];
      for (let order = 0; order < 6; order += 1) {
        const reservation = reserveLine(stock.lots, { quantityToSell: random.int(1, 15) });
        if (reservation.kind === 'needsSplitChoice') {
          // The ADMIN accepts the proposal: it must be takeable as it stands.
          const accepted = reserveLine(stock.lots, { quantityToSell: sum(reservation.proposal), adminTakes: reservation.proposal });
          if (accepted.kind !== 'reserved') throw new Error('a proposal must be takeable');
          stock = accepted.stock;
          recorded.push(accepted.takes);
        } else if (reservation.kind === 'reserved') {
          stock = reservation.stock;
          recorded.push(reservation.takes);
        }
        expect(stock.lots.every(({ quantity }) => quantity >= 0)).toBe(true);
        expect(stock.quantity).toBe(shelf.quantity - recorded.reduce((total, takes) => total + sum(takes), 0));
      }
      for (const takes of recorded.reverse()) stock = cancelLine(stock.lots, takes);
      expect(stock).toEqual(shelf);
    }
  });
});

function sum(takes: readonly { quantity: number }[]): number {
  return takes.reduce((total, { quantity }) => total + quantity, 0);
}
