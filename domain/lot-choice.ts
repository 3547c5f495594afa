// Which dye lot(s) a card line is taken from when the ADMIN reserves it. Knitters need a whole
// project from one lot, so one lot is taken whenever one can fill the line; otherwise the shop
// proposes a split and the ADMIN decides.
import type { DyeLot, LotTake } from './yarn-line';
import { DyeLotError, stockOfLots } from './dye-lots';

/** What became of a customer's "same lot as my order №…". */
export type PreferredLotOutcome = 'notAsked' | 'taken' | 'tooSmall' | 'unknown';

export type LotChoice =
  | { kind: 'oneLot'; take: LotTake; preferred: PreferredLotOutcome }
  | { kind: 'split'; proposal: LotTake[]; preferred: PreferredLotOutcome }
  | { kind: 'short'; available: number; preferred: PreferredLotOutcome };

/** Lots ordered by size, largest first; equal lots keep their listed order (older first). */
function bySizeDescending(lots: readonly DyeLot[]): DyeLot[] {
  return lots
    .map((entry, index) => ({ entry, index }))
    .sort((a, b) => b.entry.quantity - a.entry.quantity || a.index - b.index)
    .map(({ entry }) => entry);
}

/**
 * The smallest lot that can fill the line on its own, or null. Best fit rather than the fullest
 * lot: it leaves the large lots whole for the next large project, so "up to N skeins from one
 * lot" stays as high as it can, and small lots are used up instead of lingering as remnants.
 */
export function bestSingleLot(lots: readonly DyeLot[], quantityToSell: number): DyeLot | null {
  let best: DyeLot | null = null;
  for (const entry of lots) {
    if (entry.quantity < quantityToSell) continue;
    if (best === null || entry.quantity < best.quantity) best = entry;
  }
  return best;
}

/**
 * When no lot can fill the line: the fewest lots that can. Taking the largest lots first needs
 * the fewest; the last, partial take comes from the smallest remaining lot that can finish the
 * line, for the same reason as the best fit above. Null when all the lots together fall short.
 */
export function proposeSplit(lots: readonly DyeLot[], quantityToSell: number): LotTake[] | null {
  if (stockOfLots(lots) < quantityToSell) return null;
  const sorted = bySizeDescending(lots.filter(({ quantity }) => quantity > 0));
  const takes: LotTake[] = [];
  let remaining = quantityToSell;
  for (const [index, largest] of sorted.entries()) {
    const finisher = bestSingleLot(sorted.slice(index), remaining);
    if (finisher) {
      takes.push({ lot: finisher.lot, quantity: remaining });
      return takes;
    }
    takes.push({ lot: largest.lot, quantity: largest.quantity });
    remaining -= largest.quantity;
  }
  return null; // unreachable: the lots together cover the line
}

/**
 * The choice for one line. A lot the customer asked for (the lots of an earlier order, in
 * order) wins when it can fill the line alone; otherwise the usual rule applies and the outcome
 * says why the request was not met, so the ADMIN can see it.
 */
export function chooseLots(lots: readonly DyeLot[], quantityToSell: number, preferredLots: readonly string[] = []): LotChoice {
  if (!Number.isInteger(quantityToSell) || quantityToSell < 1) throw new DyeLotError('LOT_QUANTITY_INVALID');
  let preferred: PreferredLotOutcome = preferredLots.length === 0 ? 'notAsked' : 'unknown';
  for (const label of preferredLots) {
    const held = lots.find(({ lot }) => lot === label);
    if (!held) continue;
    if (held.quantity >= quantityToSell) return { kind: 'oneLot', take: { lot: held.lot, quantity: quantityToSell }, preferred: 'taken' };
    preferred = 'tooSmall';
  }
  const single = bestSingleLot(lots, quantityToSell);
  if (single) return { kind: 'oneLot', take: { lot: single.lot, quantity: quantityToSell }, preferred };
  const proposal = proposeSplit(lots, quantityToSell);
  if (proposal) return { kind: 'split', proposal, preferred };
  return { kind: 'short', available: stockOfLots(lots), preferred };
}
