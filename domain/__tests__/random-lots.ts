// Seeded random lot sets for the property tests: the same seed gives the same sets, so a failure
// can be replayed, and many runs cover shapes nobody would write by hand.
import type { DyeLot } from '../yarn-line';

export interface Random {
  /** A whole number from `min` to `max`, both included. */
  int(min: number, max: number): number;
}

/** A linear congruential generator, read from its high bits: ample for test data. */
export function seededRandom(seed: number): Random {
  let state = seed >>> 0;
  return {
    int(min, max) {
      state = (Math.imul(state, 1664525) + 1013904223) >>> 0;
      return min + Math.floor((state / 2 ** 32) * (max - min + 1));
    },
  };
}

/** 0 to 6 lots of 0 to 30 skeins: empty lots, remnants of 1 or 2, and large lots all occur. */
export function randomLots(random: Random): DyeLot[] {
  const count = random.int(0, 6);
  return Array.from({ length: count }, (_, index) => ({ lot: `L${index + 1}`, quantity: random.int(0, 30) }));
}

export const PROPERTY_RUNS = 2000;
