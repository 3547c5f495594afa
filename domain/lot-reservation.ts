// Reserving and cancelling one card line of a lotted good, as the orders' transaction will do
// it: decide the lot(s), take them, and record them on the line so that cancelling gives the
// same skeins back to the same lots.
import type { DyeLot, LotStock, LotTake } from './yarn-line';
import { DyeLotError, returnToLots, takeFromLots } from './dye-lots';
import { chooseLots, type PreferredLotOutcome } from './lot-choice';

export interface LineReservationRequest {
  quantityToSell: number;
  /** The lots of the earlier order the customer named ("same lot as my order №…"). */
  preferredLots?: readonly string[];
  /** The ADMIN's confirmed split; only needed when no single lot can fill the line. */
  adminTakes?: readonly LotTake[];
}

export type LineReservation =
  /** Taken: write `stock` on the good and `takes` on the card line, in one transaction. */
  | { kind: 'reserved'; takes: LotTake[]; stock: LotStock; preferred: PreferredLotOutcome }
  /** Nothing written: the ADMIN must choose how to split; `proposal` is the shop's suggestion. */
  | { kind: 'needsSplitChoice'; proposal: LotTake[]; preferred: PreferredLotOutcome }
  /** Nothing written: all the lots together hold less than the line. */
  | { kind: 'short'; available: number };

/**
 * A split is never made silently: a customer told "from one lot" must not get two without the
 * ADMIN deciding (and the order view then says so). The ADMIN's takes, when given, are used as
 * they stand, since the ADMIN may know the shelf better; they must add up to the line exactly.
 */
export function reserveLine(lots: readonly DyeLot[], request: LineReservationRequest): LineReservation {
  const { quantityToSell, preferredLots = [], adminTakes } = request;
  const choice = chooseLots(lots, quantityToSell, preferredLots);
  if (adminTakes !== undefined) {
    const takes = adminTakes.map(({ lot, quantity }) => ({ lot, quantity }));
    if (takes.reduce((sum, { quantity }) => sum + quantity, 0) !== quantityToSell) {
      throw new DyeLotError('LOT_SPLIT_MISMATCH');
    }
    return { kind: 'reserved', takes, stock: takeFromLots(lots, takes), preferred: choice.preferred };
  }
  if (choice.kind === 'short') return { kind: 'short', available: choice.available };
  if (choice.kind === 'split') return { kind: 'needsSplitChoice', proposal: choice.proposal, preferred: choice.preferred };
  const takes = [choice.take];
  return { kind: 'reserved', takes, stock: takeFromLots(lots, takes), preferred: choice.preferred };
}

/** Cancelling a reserved line: its recorded takes go back to the lots they came from. */
export function cancelLine(lots: readonly DyeLot[], recordedTakes: readonly LotTake[]): LotStock {
  return returnToLots(lots, recordedTakes);
}

/** Whether a line's recorded takes span more than one lot (the order view says so). */
export function comesFromSeveralLots(recordedTakes: readonly LotTake[]): boolean {
  return new Set(recordedTakes.map(({ lot }) => lot)).size > 1;
}
