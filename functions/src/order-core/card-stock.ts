// What a status move does to a card's stock, in the move's transaction: plain goods by an
// increment, yarn colours counted by dye lot through their lots (lot-stock.ts), whose takes are
// recorded on the card's lines so that cancelling gives back the same skeins.
import type { Transaction } from 'firebase-admin/firestore';
import type { StockEffect } from '@domain/order-status';
import type { ShoppingCardDoc, ShoppingCardLine } from '../model/types';
import type { LotTake } from '../model/yarn-line-docs';
import { moveStock, readGoods } from './lines';
import { isLotted, planReservation, planReturn, preferredLotsOf, readYarnLines, writeLotStock } from '../stock/lot-stock';

/**
 * Moves the stock and answers the card's lines as they should now be stored: with their lots
 * after a reservation, without them after a return; null when no line is counted by lot.
 * Reads everything before it writes anything.
 */
export async function moveCardStock(
  tx: Transaction,
  card: ShoppingCardDoc,
  effect: Exclude<StockEffect, 'none'>,
  adminTakes: ReadonlyMap<string, LotTake[]> = new Map(),
): Promise<ShoppingCardLine[] | null> {
  const goods = await readGoods(tx, card.goods.map((line) => line.goodId));
  const lotted = card.goods.filter((line) => isLotted(goods.get(line.goodId)));
  const plain = card.goods.filter((line) => !lotted.includes(line));
  const yarnLines = await readYarnLines(tx, goods, lotted);
  const preferred = effect === 'take' && card.sameLotAsOrder && lotted.length ? await preferredLotsOf(tx, card.sameLotAsOrder, lotted.map((l) => l.goodId)) : undefined;

  // Checked before anything is written: stock of every line (a lotted good's quantity is its lots' sum), then the lots.
  const plan = effect === 'take' ? planReservation(goods, lotted, adminTakes, preferred) : planReturn(goods, lotted);
  moveStock(tx, goods, plain, effect === 'take' ? -1 : 1);
  writeLotStock(tx, plan, goods, yarnLines);
  if (lotted.length === 0) return null;
  return card.goods.map((line) => {
    const { lots: _recorded, ...rest } = line;
    const takes = plan.takes.get(line.goodId);
    return takes ? { ...rest, lots: takes } : rest;
  });
}
