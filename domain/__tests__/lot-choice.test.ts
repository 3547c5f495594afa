import { describe, expect, it } from 'vitest';
import { DyeLotError, stockOfLots, takeFromLots } from '../dye-lots';
import { bestSingleLot, chooseLots, proposeSplit } from '../lot-choice';
import type { DyeLot, LotTake } from '../yarn-line';
import { PROPERTY_RUNS, randomLots, seededRandom } from './random-lots';

const lots: DyeLot[] = [
  { lot: 'A', quantity: 10 },
  { lot: 'B', quantity: 4 },
  { lot: 'C', quantity: 6 },
  { lot: 'D', quantity: 1 },
];

describe('one lot when one can fill the line', () => {
  it('takes the smallest lot that can (best fit), keeping the large lots whole', () => {
    expect(chooseLots(lots, 3)).toEqual({ kind: 'oneLot', take: { lot: 'B', quantity: 3 }, preferred: 'notAsked' });
    expect(chooseLots(lots, 5)).toEqual({ kind: 'oneLot', take: { lot: 'C', quantity: 5 }, preferred: 'notAsked' });
    expect(chooseLots(lots, 10)).toEqual({ kind: 'oneLot', take: { lot: 'A', quantity: 10 }, preferred: 'notAsked' });
    expect(chooseLots(lots, 1)).toMatchObject({ take: { lot: 'D' } });
  });

  it('of equal lots, takes the one listed first', () => {
    const twins = [{ lot: 'old', quantity: 5 }, { lot: 'new', quantity: 5 }];
    expect(chooseLots(twins, 5)).toMatchObject({ take: { lot: 'old' } });
  });

  it('never picks an empty lot', () => {
    expect(bestSingleLot([{ lot: 'E', quantity: 0 }, { lot: 'F', quantity: 2 }], 1)).toEqual({ lot: 'F', quantity: 2 });
  });

  it('refuses a line of no units', () => {
    expect(() => chooseLots(lots, 0)).toThrow(DyeLotError);
    expect(() => chooseLots(lots, 2.5)).toThrow(DyeLotError);
  });
});

describe('"same lot as my order №…"', () => {
  it('takes the asked-for lot when it can fill the line, even if another fits better', () => {
    expect(chooseLots(lots, 3, ['A'])).toEqual({ kind: 'oneLot', take: { lot: 'A', quantity: 3 }, preferred: 'taken' });
  });

  it('tries the earlier order\'s lots in turn', () => {
    expect(chooseLots(lots, 5, ['B', 'C'])).toMatchObject({ take: { lot: 'C' }, preferred: 'taken' });
  });

  it('falls back to the usual rule, saying why, when the lot is too small or unknown', () => {
    expect(chooseLots(lots, 5, ['B'])).toEqual({ kind: 'oneLot', take: { lot: 'C', quantity: 5 }, preferred: 'tooSmall' });
    expect(chooseLots(lots, 5, ['Q'])).toEqual({ kind: 'oneLot', take: { lot: 'C', quantity: 5 }, preferred: 'unknown' });
    expect(chooseLots(lots, 12, ['B'])).toMatchObject({ kind: 'split', preferred: 'tooSmall' });
  });
});

describe('the split rule when no lot can fill the line', () => {
  it('proposes the fewest lots, largest first, finishing from the smallest lot that can', () => {
    expect(chooseLots(lots, 12)).toEqual({
      kind: 'split',
      proposal: [{ lot: 'A', quantity: 10 }, { lot: 'B', quantity: 2 }],
      preferred: 'notAsked',
    });
    expect(proposeSplit(lots, 17)).toEqual([{ lot: 'A', quantity: 10 }, { lot: 'C', quantity: 6 }, { lot: 'D', quantity: 1 }]);
    expect(proposeSplit(lots, 21)).toEqual([
      { lot: 'A', quantity: 10 },
      { lot: 'C', quantity: 6 },
      { lot: 'B', quantity: 4 },
      { lot: 'D', quantity: 1 },
    ]);
  });

  it('says when even all the lots together fall short', () => {
    expect(chooseLots(lots, 22)).toEqual({ kind: 'short', available: 21, preferred: 'notAsked' });
    expect(chooseLots([], 1)).toEqual({ kind: 'short', available: 0, preferred: 'notAsked' });
    expect(proposeSplit(lots, 22)).toBeNull();
  });
});

/** The fewest lots that can cover a quantity, by trying every subset (the lots are few). */
function fewestLotsByBruteForce(all: readonly DyeLot[], quantity: number): number {
  let fewest = Infinity;
  for (let mask = 0; mask < 1 << all.length; mask += 1) {
    const chosen = all.filter((_, index) => mask & (1 << index));
    if (stockOfLots(chosen) >= quantity) fewest = Math.min(fewest, chosen.length);
  }
  return fewest;
}

function takesSum(takes: readonly LotTake[]): number {
  return takes.reduce((sum, { quantity }) => sum + quantity, 0);
}

describe('property: over many random lot sets', () => {
  it(`never oversells a lot, fills exactly, and uses one lot whenever one can (${PROPERTY_RUNS} sets)`, () => {
    const random = seededRandom(60);
    for (let run = 0; run < PROPERTY_RUNS; run += 1) {
      const all = randomLots(random);
      const quantity = random.int(1, 60);
      const choice = chooseLots(all, quantity);
      const canOneLot = all.some((entry) => entry.quantity >= quantity);
      if (choice.kind === 'short') {
        expect(stockOfLots(all)).toBeLessThan(quantity);
        continue;
      }
      const takes = choice.kind === 'oneLot' ? [choice.take] : choice.proposal;
      expect(choice.kind === 'oneLot').toBe(canOneLot);
      expect(takesSum(takes)).toBe(quantity);
      expect(new Set(takes.map(({ lot }) => lot)).size).toBe(takes.length);
      // takeFromLots refuses any take larger than its lot, so passing it means no lot is oversold.
      const after = takeFromLots(all, takes);
      expect(after.quantity).toBe(stockOfLots(all) - quantity);
      expect(after.lots.every((entry) => entry.quantity >= 0)).toBe(true);
      expect(takes.length).toBe(fewestLotsByBruteForce(all, quantity));
    }
  });
});
