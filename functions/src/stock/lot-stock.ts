// Stock of yarn colours kept per dye lot, inside the orders' transaction (ADR 4): reserving takes
// each line from one lot, or from the ADMIN's split; cancelling gives the recorded takes back.
// The plans are pure; the caller reads first, then writes the good's lots with their sum and the
// colour's entry on its line, all in one transaction.
import type { Transaction } from 'firebase-admin/firestore';
import { FieldValue } from 'firebase-admin/firestore';
import { addToLot, DyeLotError, largestLot } from '@domain/dye-lots';
import { cancelLine, reserveLine } from '@domain/lot-reservation';
import type { LotStock } from '@domain/yarn-line';
import { db } from '../admin';
import { ApiError } from '../http/api-error';
import { COLLECTIONS, type GoodDoc, type ShoppingCardLine } from '../model/types';
import type { LotTake, YarnLineDoc } from '../model/yarn-line-docs';
import { goodRef } from '../model/good-refs';
import { cardConverter, yarnLineConverter } from '../model/converters';

type Goods = Map<string, GoodDoc | undefined>;

interface LotPlan {
  /** The new lots and their sum, per lotted good. */
  stock: Map<string, LotStock>;
  /** What each lotted card line took (reserving); empty when giving back. */
  takes: Map<string, LotTake[]>;
}

/** A line reserved before its good was counted by lot gives its units back under this label. */
const UNRECORDED_RETURN_LOT = 'повернення';

export const isLotted = (good: GoodDoc | undefined): good is GoodDoc & { lots: NonNullable<GoodDoc['lots']> } => Array.isArray(good?.lots);

function asApiError(error: unknown, goodId: string): never {
  if (!(error instanceof DyeLotError)) throw error;
  throw new ApiError(error.code === 'LOT_SHORT' ? 409 : 400, error.code, { goodId, lot: error.lot });
}

/**
 * Takes each lotted line from one lot (the one asked for, else the smallest that can fill it),
 * or from the ADMIN's takes. Refuses the whole move, writing nothing, when a line needs a split
 * the ADMIN has not chosen (409 LOT_SPLIT_NEEDED with the shop's proposals).
 */
export function planReservation(
  goods: Goods,
  lines: ShoppingCardLine[],
  adminTakes: ReadonlyMap<string, LotTake[]> = new Map(),
  preferredLots: ReadonlyMap<string, string[]> = new Map(),
): LotPlan {
  const unknown = [...adminTakes.keys()].filter((goodId) => !lines.some((line) => line.goodId === goodId && isLotted(goods.get(goodId))));
  if (unknown.length) throw new ApiError(400, 'LOT_TAKES_NOT_IN_ORDER', { goodIds: unknown });
  const plan: LotPlan = { stock: new Map(), takes: new Map() };
  const splits: { goodId: string; quantityToSell: number; proposal: LotTake[] }[] = [];
  for (const line of lines) {
    const good = goods.get(line.goodId);
    if (!isLotted(good)) continue;
    let reservation: ReturnType<typeof reserveLine>;
    try {
      reservation = reserveLine(good.lots, { quantityToSell: line.quantityToSell, preferredLots: preferredLots.get(line.goodId) ?? [], adminTakes: adminTakes.get(line.goodId) });
    } catch (error) {
      asApiError(error, line.goodId);
    }
    if (reservation.kind === 'short') throw new ApiError(409, 'NOT_ENOUGH_STOCK', { goodIds: [line.goodId] });
    if (reservation.kind === 'needsSplitChoice') splits.push({ goodId: line.goodId, quantityToSell: line.quantityToSell, proposal: reservation.proposal });
    else {
      plan.stock.set(line.goodId, reservation.stock);
      plan.takes.set(line.goodId, reservation.takes);
    }
  }
  if (splits.length) throw new ApiError(409, 'LOT_SPLIT_NEEDED', { lines: splits });
  return plan;
}

/** Gives each lotted line's recorded takes back to the lots they came from. */
export function planReturn(goods: Goods, lines: ShoppingCardLine[]): LotPlan {
  const plan: LotPlan = { stock: new Map(), takes: new Map() };
  for (const line of lines) {
    const good = goods.get(line.goodId);
    if (!isLotted(good)) continue;
    try {
      plan.stock.set(line.goodId, line.lots?.length ? cancelLine(good.lots, line.lots) : addToLot(good.lots, UNRECORDED_RETURN_LOT, line.quantityToSell));
    } catch (error) {
      asApiError(error, line.goodId);
    }
  }
  return plan;
}

const lineRef = (lineId: string) => db.collection(COLLECTIONS.yarnLines).withConverter(yarnLineConverter).doc(lineId);

/** The yarn lines of the lotted goods, read in the transaction before anything is written. */
export function readYarnLines(tx: Transaction, goods: Goods, lines: ShoppingCardLine[]): Promise<Map<string, YarnLineDoc>> {
  return readYarnLinesById(tx, lines.flatMap((line) => goods.get(line.goodId)?.yarnLineId ?? []));
}

/** Writes each planned good's lots with their sum, and its colour's stock on its line. */
export function writeLotStock(tx: Transaction, plan: LotPlan, goods: Goods, yarnLines: Map<string, YarnLineDoc>): void {
  for (const [goodId, stock] of plan.stock) {
    tx.update(goodRef(goodId), { lots: stock.lots, quantity: stock.quantity, updatedAt: FieldValue.serverTimestamp() });
  }
  writeLineEntries(tx, [...plan.stock].map(([goodId, stock]) => ({ goodId, lineId: goods.get(goodId)?.yarnLineId, stock })), yarnLines);
}

/** Brings each colour's entry on its yarn line (stock, largest lot) in step with its good's new lots. */
export function writeLineEntries(tx: Transaction, changes: { goodId: string; lineId: string | null | undefined; stock: LotStock }[], yarnLines: Map<string, YarnLineDoc>): void {
  const changedLines = new Map<string, YarnLineDoc>();
  for (const { goodId, lineId, stock } of changes) {
    const line = lineId ? (changedLines.get(lineId) ?? yarnLines.get(lineId)) : undefined;
    if (!lineId || !line) continue;
    const colours = line.colours.map((entry) => (entry.goodId === goodId ? { ...entry, quantity: stock.quantity, largestLot: largestLot(stock.lots) } : entry));
    changedLines.set(lineId, { ...line, colours });
  }
  for (const [lineId, line] of changedLines) tx.update(lineRef(lineId), { colours: line.colours, updatedAt: FieldValue.serverTimestamp() });
}

/** The yarn lines with these ids, read in a transaction before it writes. */
export async function readYarnLinesById(tx: Transaction, lineIds: Iterable<string>): Promise<Map<string, YarnLineDoc>> {
  const ids = [...new Set(lineIds)];
  if (ids.length === 0) return new Map();
  const snaps = await tx.getAll(...ids.map(lineRef));
  return new Map(snaps.flatMap((snap) => { const line = snap.data(); return line ? [[snap.id, line] as const] : []; }));
}

/**
 * The lots the customer's earlier order (by its display number) took of each of these goods:
 * "same lot as my order №…". An unknown number prefers nothing; the ADMIN sees the request.
 */
export async function preferredLotsOf(tx: Transaction, displayNumber: number, goodIds: string[]): Promise<Map<string, string[]>> {
  const earlier = await tx.get(db.collection(COLLECTIONS.shoppingCards).withConverter(cardConverter).where('shoppingCardId', '==', displayNumber).limit(1));
  const lines = earlier.docs[0]?.data().goods ?? [];
  return new Map(lines.filter((line) => goodIds.includes(line.goodId) && line.lots?.length).map((line) => [line.goodId, line.lots!.map((take) => take.lot)]));
}
