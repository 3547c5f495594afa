// The goods table's save (ADR 25): every good's stored values are compared with what the table
// read, and the new values checked, in one transaction; any difference or bad value refuses the
// whole save, naming the goods. Every write of the save goes through applyGoodsChanges.
import { FieldValue, type Transaction } from 'firebase-admin/firestore';
import type { GoodChange, SaveGoodsChangesInput } from '@domain/api/goods-changes';
import { changeProblems, sameValues, stockOf, type GoodEditable, type NamedGood } from '@domain/goods-edit';
import { largestLot } from '@domain/dye-lots';
import { db } from '../admin';
import { ApiError } from '../http/api-error';
import { editStamp } from '../http/edit-stamp';
import { goodRef } from '../model/good-refs';
import type { GoodDoc } from '../model/types';
import type { YarnLineDoc } from '../model/yarn-line-docs';
import { readYarnLinesById } from '../stock/lot-stock';
import { yarnLineRef } from './yarn-lines';


/** Whether the table counts the good by lot: a colour of a line with lots, as the SPA reads goods. */
const tableLots = (good: GoodDoc) => (good.yarnLineId && good.colour && good.lots?.length ? good.lots : null);

/** A stored good's editable values, in the table's shape. */
const editableOf = (good: GoodDoc): GoodEditable => ({
  price: good.price,
  discount: { hasDiscount: good.discount.hasDiscount, amount: good.discount.amount },
  quantity: good.quantity,
  lots: tableLots(good),
  newGoodState: good.newGoodState,
  popular: good.popular,
});

/** A change checked against its stored good: the good and the values to write. */
interface CheckedChange {
  goodId: string;
  good: GoodDoc;
  next: GoodEditable;
}

/**
 * Writes each good's new values, its stock the sum of its lots when it has any, and its colour's
 * entry on its yarn line, in the caller's transaction after its reads. The one writer of the
 * goods table's changes, so that whatever must accompany such a write is added here.
 */
function applyGoodsChanges(tx: Transaction, changes: readonly CheckedChange[], yarnLines: Map<string, YarnLineDoc>): void {
  const changedLines = new Map<string, YarnLineDoc>();
  for (const { goodId, good, next } of changes) {
    const quantity = stockOf(next);
    tx.update(goodRef(goodId), {
      price: next.price,
      discount: { hasDiscount: next.discount.amount > 0 && next.discount.hasDiscount, amount: next.discount.amount },
      quantity,
      ...(next.lots ? { lots: next.lots } : {}),
      newGoodState: next.newGoodState,
      popular: next.popular,
      updatedAt: FieldValue.serverTimestamp(),
      ...editStamp(),
    });
    const lineId = good.yarnLineId;
    const line = lineId ? (changedLines.get(lineId) ?? yarnLines.get(lineId)) : undefined;
    if (!lineId || !line) continue;
    // Plain stock is one shelf, so all of it can come from one lot (colour-entries.ts).
    const colours = line.colours.map((entry) => (entry.goodId === goodId ? { ...entry, quantity, largestLot: next.lots ? largestLot(next.lots) : quantity } : entry));
    changedLines.set(lineId, { ...line, colours });
  }
  for (const [lineId, line] of changedLines) tx.update(yarnLineRef(lineId), { colours: line.colours, updatedAt: FieldValue.serverTimestamp(), ...editStamp() });
}

/** The goods whose stored values are not what the table read (or which are gone), and those with bad new values. */
function refusals(changes: readonly GoodChange[], stored: Map<string, GoodDoc | undefined>): { changed: NamedGood[]; refused: NamedGood[] } {
  const changed: NamedGood[] = [];
  const refused: NamedGood[] = [];
  for (const { goodId, seen, next } of changes) {
    const good = stored.get(goodId);
    const articul = good?.articul ?? goodId;
    if (!good || good.archived || !sameValues(editableOf(good), seen)) changed.push({ goodId, articul, problems: [] });
    const problems = changeProblems(seen, next);
    // Lots a price list gave a good that is no colour: the table shows only their sum, which it may not set.
    if (good?.lots?.length && !tableLots(good) && next.quantity !== seen.quantity) problems.push('LOTS_NOT_AS_READ');
    if (problems.length) refused.push({ goodId, articul, problems });
  }
  return { changed, refused };
}

/** Saves the table's changes whole, or refuses them whole: 409 GOODS_CHANGED before 400 GOODS_CHANGE_REFUSED. */
export async function saveGoodsChanges({ changes }: SaveGoodsChangesInput): Promise<{ saved: string[] }> {
  await db.runTransaction(async (tx) => {
    const snaps = await tx.getAll(...changes.map((change) => goodRef(change.goodId)));
    const stored = new Map(snaps.map((snap) => [snap.id, snap.data()]));
    const { changed, refused } = refusals(changes, stored);
    if (changed.length) throw new ApiError(409, 'GOODS_CHANGED', { goods: changed });
    if (refused.length) throw new ApiError(400, 'GOODS_CHANGE_REFUSED', { goods: refused });
    const checked = changes.map(({ goodId, next }) => ({ goodId, good: stored.get(goodId)!, next }));
    const yarnLines = await readYarnLinesById(tx, checked.flatMap(({ good }) => good.yarnLineId ?? []));
    applyGoodsChanges(tx, checked, yarnLines);
  });
  return { saved: changes.map((change) => change.goodId) };
}
