// Moves a card between statuses (domain/order-status.ts) together with its stock, in one
// transaction: RESERVED takes the quantities (yarn by dye lot, card-stock.ts), cancelling a card
// that holds them gives them back.
import { FieldValue } from 'firebase-admin/firestore';
import { canTransition, stockEffect } from '@domain/order-status';
import type { CardWaybill } from '@domain/shipping';
import { db } from '../admin';
import { ApiError } from '../http/api-error';
import type { Caller } from '../http/auth';
import type { OrderStatus, ShoppingCardLine } from '../model/types';
import type { LotTake } from '../model/yarn-line-docs';
import { actorOf, cardRef, historyEntry, readCardFor } from './access';
import { moveCardStock } from './card-stock';
import { inGoodLanes } from './good-lanes';
import { goodsById, uniqueGoodRefs } from './lines';
import { moneyMovesFor } from './money-moves';
import { partField, type PaymentPart } from './payment-parts';
import { busy, ORDER_RETRY_BUDGET_MS, runOrderTransaction } from './transaction';
import { editStamp } from '../http/edit-stamp';

export interface StatusChange {
  shoppingCardId: string;
  status: OrderStatus;
  trackingNumber?: string | undefined;
  /** The ADMIN's split of yarn lines that no single dye lot can fill, by good id (reserving only). */
  lotTakes?: ReadonlyMap<string, LotTake[]> | undefined;
}

const manualWaybill = (carrier: CardWaybill['carrier'], trackingNumber: string): CardWaybill => ({
  carrier,
  ref: null,
  trackingNumber,
  cashOnDelivery: null,
  manual: true,
  createdAt: new Date().toISOString(),
});

/**
 * The lines whose stock this change would move, read outside the transaction: such a change waits
 * for their goods' lanes (good-lanes.ts). Only a hint; the transaction reads again and decides.
 */
async function stockMoveOf(shoppingCardId: string, status: OrderStatus, caller: Caller | undefined): Promise<{ lines: ShoppingCardLine[]; takes: boolean }> {
  const card = (await cardRef(shoppingCardId).get()).data();
  const actor = card && actorOf(card, caller);
  // A change the caller may not make takes no lane: the transaction refuses it without a write per good.
  if (!card || !actor || !canTransition(card.status, status, actor)) return { lines: [], takes: false };
  const effect = stockEffect(card.status, status);
  return { lines: effect === 'none' ? [] : card.goods, takes: effect === 'take' };
}

/** True once some good has less in stock than its line asks: taking will be refused, and needs no lane. */
async function stockGone(lines: ShoppingCardLine[]): Promise<boolean> {
  const goods = goodsById(await db.getAll(...uniqueGoodRefs(lines.map((line) => line.goodId))));
  return lines.some((line) => (goods.get(line.goodId)?.quantity ?? 0) < line.quantityToSell);
}

export async function changeStatus(change: StatusChange, caller: Caller | undefined) {
  const deadline = Date.now() + ORDER_RETRY_BUDGET_MS;
  const { lines, takes } = await stockMoveOf(change.shoppingCardId, change.status, caller);
  const notNeeded = takes ? () => stockGone(lines) : () => Promise.resolve(false);
  const outcome = await inGoodLanes(lines.map((line) => line.goodId), deadline, notNeeded, () => moveStatus(change, caller, deadline));
  if (!outcome.ran) throw busy();
  return outcome.value;
}

function moveStatus({ shoppingCardId, status, trackingNumber, lotTakes }: StatusChange, caller: Caller | undefined, deadline: number) {
  return runOrderTransaction(async (tx) => {
    const { card, actor } = await readCardFor(tx, shoppingCardId, caller);
    if (!canTransition(card.status, status, actor)) {
      throw new ApiError(409, 'STATUS_TRANSITION_NOT_ALLOWED', { from: card.status, to: status });
    }
    if (status === 'SENT' && !trackingNumber) throw new ApiError(400, 'TRACKING_NUMBER_REQUIRED');
    const moneyMoves = moneyMovesFor(card, status, Date.now());
    const effect = stockEffect(card.status, status);
    // Reads before writes: a transaction may not read after it has written.
    const lines = effect === 'none' ? null : await moveCardStock(tx, card, effect, lotTakes);
    tx.update(cardRef(shoppingCardId), {
      status,
      ...(lines ? { goods: lines } : {}),
      ...Object.fromEntries(Object.entries(moneyMoves).map(([part, move]) => [`${partField(part as PaymentPart)}.pending`, move])),
      // A number typed by the ADMIN is kept as a hand-made waybill, so every SENT card has one.
      ...(status === 'SENT' ? { 'delivery.trackingNumber': trackingNumber, 'delivery.waybill': manualWaybill(card.delivery.carrier, trackingNumber!) } : {}),
      history: FieldValue.arrayUnion(historyEntry(status, caller)),
      updatedAt: FieldValue.serverTimestamp(),
      ...editStamp(),
    });
    return { from: card.status, to: status };
  }, deadline);
}
