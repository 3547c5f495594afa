// Editing an UNCONFIRMED card: add a good (+1 if present), change a quantity, remove a good. The
// stock rule of an unconfirmed card applies to each change. A new line, and a line whose quantity
// is raised, take the server's price of this moment for the whole line: a discount that has ended
// does not carry over to more units. Lowering a quantity keeps the agreed price. Removing the
// last good cancels the card.
import { FieldValue } from 'firebase-admin/firestore';
import { MAX_LINES_PER_CARD } from '@domain/availability';
import { isEditable } from '@domain/order-status';
import { ApiError } from '../http/api-error';
import { editStamp } from '../http/edit-stamp';
import type { Caller } from '../http/auth';
import type { ShoppingCardDoc, ShoppingCardLine } from '../model/types';
import { cardRef, historyEntry, readCardFor } from '../order-core/access';
import { assertOrderable, assertStock, readGoods, snapshotLine } from '../order-core/lines';
import { runOrderTransaction } from '../order-core/transaction';

type Edit =
  | { kind: 'add'; goodId: string }
  | { kind: 'quantity'; goodId: string; quantity: number }
  | { kind: 'remove'; goodId: string };

interface EditResult {
  /** True when removing the last good cancelled the card. */
  cancelled: boolean;
}

export function editShoppingCard(shoppingCardId: string, edit: Edit, caller: Caller | undefined): Promise<EditResult> {
  return runOrderTransaction(async (tx) => {
    const { card } = await readCardFor(tx, shoppingCardId, caller);
    if (!isEditable(card.status)) throw new ApiError(409, 'SHOPPING_CARD_NOT_EDITABLE', { status: card.status });
    const existing = card.goods.find((l) => l.goodId === edit.goodId);
    if (!existing && edit.kind !== 'add') throw new ApiError(404, 'GOOD_NOT_IN_SHOPPING_CARD');
    const update: Partial<Record<keyof ShoppingCardDoc, unknown>> = { updatedAt: FieldValue.serverTimestamp() };

    if (edit.kind === 'remove') {
      const rest = card.goods.filter((l) => l.goodId !== edit.goodId);
      if (rest.length === 0) {
        // The last line stays as the record of what was ordered; the card itself is withdrawn.
        update.status = 'CANCELLED';
        update.history = FieldValue.arrayUnion(historyEntry('CANCELLED', caller));
      } else {
        update.goods = rest;
        update.goodIds = rest.map((l) => l.goodId);
      }
      tx.update(cardRef(shoppingCardId), { ...update, ...editStamp() });
      return { cancelled: rest.length === 0 };
    }

    const quantity = edit.kind === 'add' ? (existing?.quantityToSell ?? 0) + 1 : edit.quantity;
    if (!existing && card.goods.length >= MAX_LINES_PER_CARD) throw new ApiError(409, 'TOO_MANY_GOODS');
    const goods = await readGoods(tx, [edit.goodId]);
    assertOrderable(goods, [edit.goodId]);
    assertStock(goods, [{ goodId: edit.goodId, quantity }]);
    const today = snapshotLine(edit.goodId, goods.get(edit.goodId)!, quantity);
    const changed = (line: ShoppingCardLine): ShoppingCardLine => (quantity > line.quantityToSell ? today : { ...line, quantityToSell: quantity });
    const goodsAfter: ShoppingCardLine[] = existing
      ? card.goods.map((l) => (l.goodId === edit.goodId ? changed(l) : l))
      : [...card.goods, today];
    update.goods = goodsAfter;
    update.goodIds = goodsAfter.map((l) => l.goodId);
    tx.update(cardRef(shoppingCardId), { ...update, ...editStamp() });
    return { cancelled: false };
  });
}
