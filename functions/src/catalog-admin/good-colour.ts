// A good's place in a yarn line, inside the save's transaction (ADR 4): everything is read first,
// then the good's colour fields and the colour entries of its old and new line are written in
// the same transaction, so a line never lists a colour that says otherwise.
import { FieldValue, type Transaction } from 'firebase-admin/firestore';
import { DyeLotError, setLots } from '@domain/dye-lots';
import type { DyeLot } from '@domain/yarn-line';
import { ApiError } from '../http/api-error';
import type { GoodDoc } from '../model/types';
import type { YarnLineDoc } from '../model/yarn-line-docs';
import { colourEntry } from '../stock/colour-entry';
import { lotsHeldByCards, sameCode, sameLots, withEntry } from './colour-entries';
import { yarnLineRef } from './yarn-lines';
import type { YarnColourPart } from '@domain/api/catalog-admin';
import { yarnLineConverter } from '../model/converters';
import { editStamp } from '../http/edit-stamp';

interface ColourPlan {
  /** Merged into the good's fields; FieldValue.delete() only when the good exists. */
  fields: Record<string, unknown>;
  /** Writes the lines' entries; called after the good's write, in the same transaction. */
  writeLines: () => void;
}

/** Left out of a save, the stored colour part stays as it is (its stock included). */
function storedPart(stored: GoodDoc | undefined): YarnColourPart | null {
  if (!stored?.yarnLineId || !stored.colour) return null;
  return { lineId: stored.yarnLineId, colour: stored.colour, lots: stored.lots ?? null };
}

async function readLine(tx: Transaction, lineId: string | null | undefined): Promise<YarnLineDoc | null> {
  if (!lineId) return null;
  const snap = await tx.get(yarnLineRef(lineId).withConverter(yarnLineConverter));
  return snap.data() ?? null;
}

function checkedLots(lots: DyeLot[]): { lots: DyeLot[]; quantity: number } {
  try {
    return setLots(lots);
  } catch (error) {
    if (error instanceof DyeLotError) throw new ApiError(400, error.code, { lot: error.lot });
    throw error;
  }
}

/** A lot that a card still holds skeins of must stay listed, so that cancelling can give them back. */
async function checkRemovedLots(tx: Transaction, goodId: string, before: DyeLot[] | undefined, after: DyeLot[]): Promise<void> {
  const removed = (before ?? []).map(({ lot }) => lot).filter((lot) => !after.some((entry) => entry.lot === lot));
  if (removed.length === 0) return;
  const held = await lotsHeldByCards(tx, goodId);
  const inUse = removed.filter((lot) => held.has(lot));
  if (inUse.length) throw new ApiError(409, 'LOT_IN_USE', { lots: inUse });
}

export async function planGoodColour(
  tx: Transaction,
  goodId: string,
  stored: GoodDoc | undefined,
  sent: YarnColourPart | null | undefined,
  quantity: number,
): Promise<ColourPlan> {
  const part = sent === undefined ? storedPart(stored) : sent;
  // Left out on a good that is no colour: nothing changes, and lots a price list gave it keep the stock their sum.
  if (sent === undefined && part === null) return { fields: stored?.lots ? { quantity: stored.quantity } : {}, writeLines: () => undefined };
  const remove = stored ? FieldValue.delete() : undefined;
  const oldLineId = stored?.yarnLineId ?? null;
  const oldLine = await readLine(tx, oldLineId);
  const writeEntry = (lineId: string, line: YarnLineDoc, entry: Parameters<typeof withEntry>[2]) =>
    tx.update(yarnLineRef(lineId), { colours: withEntry(line.colours, goodId, entry), updatedAt: FieldValue.serverTimestamp(), ...editStamp() });
  const leaveOldLine = (unlessNowIn: string | null) => {
    if (oldLine && oldLineId && oldLineId !== unlessNowIn && oldLine.colours.some((e) => e.goodId === goodId)) writeEntry(oldLineId, oldLine, null);
  };

  if (part === null) {
    const fields = remove ? { yarnLineId: remove, colour: remove, lots: remove } : {};
    return { fields, writeLines: () => leaveOldLine(null) };
  }
  const newLine = part.lineId === oldLineId ? oldLine : await readLine(tx, part.lineId);
  if (!newLine) throw new ApiError(404, 'YARN_LINE_NOT_FOUND');
  if (newLine.colours.some((e) => e.goodId !== goodId && sameCode(e.code, part.colour.code))) {
    throw new ApiError(409, 'COLOUR_CODE_TAKEN', { code: part.colour.code });
  }
  if (part.lotsSeen !== undefined && !sameLots(stored?.lots ?? null, part.lotsSeen)) throw new ApiError(409, 'LOTS_CHANGED');
  const stock = part.lots ? checkedLots(part.lots) : null;
  if (stock) await checkRemovedLots(tx, goodId, stored?.lots, stock.lots);
  const total = stock ? stock.quantity : quantity;
  const entry = colourEntry(goodId, part.colour, total, stock?.lots ?? null);
  // The line holds brand, fibres and weight once; the colour and its lots replace the older attributes.
  const fields = { yarnLineId: part.lineId, colour: part.colour, quantity: total, yarn: null, ...(stock ? { lots: stock.lots } : remove ? { lots: remove } : {}) };
  return {
    fields,
    writeLines: () => {
      leaveOldLine(part.lineId);
      writeEntry(part.lineId, newLine, entry);
    },
  };
}
