// Stock of a yarn colour kept per dye lot. Every change goes through these functions, which
// return the new lots together with their sum, so a transaction writes `lots` and `quantity` as
// one and the good's stock can never disagree with its lots. Changes are all or nothing: a bad
// take refuses the whole change, never a part of it.
import type { DyeLot, LotStock, LotTake } from './yarn-line';

export const DYE_LOT_ERROR_CODES = [
  'LOT_LABEL_INVALID',
  'LOT_QUANTITY_INVALID',
  'LOT_UNKNOWN',
  'LOT_DUPLICATE',
  'LOT_SHORT',
  'LOT_SPLIT_MISMATCH',
  'LOTS_TOO_MANY',
] as const;
export type DyeLotErrorCode = (typeof DYE_LOT_ERROR_CODES)[number];

/** A refused lot change; the functions turn `code` into a 4xx with a translated message. */
export class DyeLotError extends Error {
  constructor(
    readonly code: DyeLotErrorCode,
    readonly lot: string | null = null,
  ) {
    super(lot === null ? code : `${code}: ${lot}`);
    this.name = 'DyeLotError';
  }
}

/** A colour rarely has more than a handful of lots; the bound keeps one document small. */
export const MAX_LOTS_PER_COLOUR = 50;
export const MAX_LOT_QUANTITY = 100_000;
/** Letters or digits first, then letters, digits, spaces, dots, slashes and dashes. */
const LOT_LABEL = /^[\p{L}\p{N}][\p{L}\p{N} ./-]{0,31}$/u;

export function isValidLotLabel(lot: string): boolean {
  return LOT_LABEL.test(lot) && lot === lot.trim();
}

function checkQuantity(quantity: number, lot: string, allowZero: boolean): void {
  const smallest = allowZero ? 0 : 1;
  if (!Number.isInteger(quantity) || quantity < smallest || quantity > MAX_LOT_QUANTITY) {
    throw new DyeLotError('LOT_QUANTITY_INVALID', lot);
  }
}

function checkLabel(lot: string): void {
  if (!isValidLotLabel(lot)) throw new DyeLotError('LOT_LABEL_INVALID', lot);
}

export function stockOfLots(lots: readonly DyeLot[]): number {
  return lots.reduce((sum, { quantity }) => sum + quantity, 0);
}

/** The stock fields to write: the lots and their sum. */
export function lotStock(lots: readonly DyeLot[]): LotStock {
  return { lots: lots.map((entry) => ({ ...entry })), quantity: stockOfLots(lots) };
}

/** Whether a stored good's fields agree; a reader that finds they do not must not trust them. */
export function isConsistentLotStock({ lots, quantity }: LotStock): boolean {
  return stockOfLots(lots) === quantity && lots.every(({ quantity: q }) => Number.isInteger(q) && q >= 0);
}

/** "From one dye lot: up to N skeins": the largest single lot, 0 when there is none. */
export function largestLot(lots: readonly DyeLot[]): number {
  return lots.reduce((largest, { quantity }) => Math.max(largest, quantity), 0);
}

/** The cart's warning, which never blocks: a line wants more than any one lot holds. */
export function exceedsEveryLot(lots: readonly DyeLot[], quantityToSell: number): boolean {
  return quantityToSell > largestLot(lots);
}

/** Takes are merged per lot first, so two takes of one lot are checked against it together. */
function mergeTakes(takes: readonly LotTake[]): Map<string, number> {
  const merged = new Map<string, number>();
  for (const { lot, quantity } of takes) {
    checkLabel(lot);
    checkQuantity(quantity, lot, false);
    merged.set(lot, (merged.get(lot) ?? 0) + quantity);
  }
  return merged;
}

/** Reserving: takes units from known lots; a lot that would go below zero refuses it all. */
export function takeFromLots(lots: readonly DyeLot[], takes: readonly LotTake[]): LotStock {
  const merged = mergeTakes(takes);
  for (const [lot, quantity] of merged) {
    const held = lots.find((entry) => entry.lot === lot);
    if (!held) throw new DyeLotError('LOT_UNKNOWN', lot);
    if (held.quantity < quantity) throw new DyeLotError('LOT_SHORT', lot);
  }
  // An emptied lot stays listed at 0, so a cancelled card can give its units back to it.
  return lotStock(lots.map(({ lot, quantity }) => ({ lot, quantity: quantity - (merged.get(lot) ?? 0) })));
}

/**
 * Cancelling: gives a card line's units back to the lots they came from. A lot that a price list
 * has since dropped comes back with them, because those skeins are on the shelf with that label.
 */
export function returnToLots(lots: readonly DyeLot[], takes: readonly LotTake[]): LotStock {
  const merged = mergeTakes(takes);
  const next = lots.map(({ lot, quantity }) => ({ lot, quantity: quantity + (merged.get(lot) ?? 0) }));
  for (const [lot, quantity] of merged) {
    if (!lots.some((entry) => entry.lot === lot)) next.push({ lot, quantity });
  }
  return checkedCount(next);
}

/** A delivery: adds units to a lot, creating it when it is new. */
export function addToLot(lots: readonly DyeLot[], lot: string, quantity: number): LotStock {
  return returnToLots(lots, [{ lot, quantity }]);
}

/** The price list (one row per lot) says what is on the shelf: it replaces the lots outright. */
export function setLots(rows: readonly DyeLot[]): LotStock {
  const seen = new Set<string>();
  for (const { lot, quantity } of rows) {
    checkLabel(lot);
    checkQuantity(quantity, lot, true);
    if (seen.has(lot)) throw new DyeLotError('LOT_DUPLICATE', lot);
    seen.add(lot);
  }
  return checkedCount(rows);
}

function checkedCount(lots: readonly DyeLot[]): LotStock {
  if (lots.length > MAX_LOTS_PER_COLOUR) throw new DyeLotError('LOTS_TOO_MANY');
  for (const { lot, quantity } of lots) checkQuantity(quantity, lot, true);
  return lotStock(lots);
}
