// The dye lots of a seeded colour: uneven as on a real shelf, and the same on every run. A shop
// buys a colour one dye lot at a time, so the newest lot is usually the fullest and the older
// ones are what is left of earlier deliveries, often a skein or two nobody could match.
import type { DyeLot } from '@domain/yarn-line.ts';
import { randomFor, type Random } from './random.ts';

/** Units (skeins, or 100 g of bobbin yarn) a fresh lot brings, smallest and largest. */
export type LotRange = readonly [number, number];

/** How many lots a colour holds: most one or two, a few three or four. */
const LOT_COUNT_WEIGHTS: readonly [number, number][] = [
  [1, 0.45],
  [2, 0.33],
  [3, 0.15],
  [4, 0.07],
];
const SOLD_OUT = 0.07;
/** The chance that a colour's only lot is down to its last skeins ("2 left"). */
const LAST_SKEINS = 0.15;
/** The chance that an older lot is a remnant of one or two units. */
const REMNANT = 0.5;

function lotCount(random: Random): number {
  let draw = random.next();
  for (const [count, weight] of LOT_COUNT_WEIGHTS) {
    if (draw < weight) return count;
    draw -= weight;
  }
  return 1;
}

/** Mills number their dye batches upwards, so older lots carry lower labels. */
function lotLabels(random: Random, count: number): string[] {
  const labels: string[] = [];
  let label = random.int(1100, 8900);
  for (let i = 0; i < count; i += 1) {
    labels.push(String(label));
    label += random.int(3, 60);
  }
  return labels;
}

/** Lots of one colour, oldest first; `key` names the colour (its line and code). */
export function seededLots(key: string, [fewest, most]: LotRange): DyeLot[] {
  const random = randomFor(`lots ${key}`);
  const labels = lotLabels(random, lotCount(random));
  // A sold-out colour keeps its emptied lots listed at 0, as the shop does after selling them.
  if (random.chance(SOLD_OUT)) return labels.map((lot) => ({ lot, quantity: 0 }));
  const newest = labels.length === 1 && random.chance(LAST_SKEINS) ? random.int(1, 2) : random.int(fewest, most);
  const older = labels.slice(0, -1).map((lot) => ({
    lot,
    quantity: random.chance(REMNANT) ? random.int(1, 2) : random.int(3, Math.max(3, Math.floor(newest * 0.6))),
  }));
  return [...older, { lot: labels[labels.length - 1]!, quantity: newest }];
}

/** A fresh lot of skeins: more of light skeins than of heavy ones, as a supplier packs them. */
export function skeinLotRange(skeinGrams: number): LotRange {
  if (skeinGrams <= 50) return [10, 40];
  if (skeinGrams <= 100) return [6, 30];
  return [4, 12];
}

/**
 * Bobbin yarn is dyed in batches too (the mill prints the batch on every cone), and two batches
 * differ in a garment as skeins do, so its stock is kept by lot: 0.5 to 2.5 kg a batch, in the
 * 100 g steps it is sold by.
 */
export const BOBBIN_LOT_RANGE: LotRange = [5, 25];
