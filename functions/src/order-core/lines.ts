// Goods as an order sees them: read inside a transaction, snapshotted into lines, and stock
// taken or given back. Every function here runs within the caller's transaction.
import type { DocumentSnapshot, Transaction } from 'firebase-admin/firestore';
import { FieldValue } from 'firebase-admin/firestore';
import { ApiError } from '../http/api-error';
import type { GoodDoc, ShoppingCardLine } from '../model/types';
import { goodConverter, readWith } from '../model/converters';
import { goodRef } from '../model/good-refs';

/** One reference per good, each good once: for a transaction's getAll. */
export const uniqueGoodRefs = (goodIds: string[]) => [...new Set(goodIds)].map(goodRef);

/** The goods read by id; a missing good is an undefined entry. */
export function goodsById(snaps: DocumentSnapshot[]): Map<string, GoodDoc | undefined> {
  return new Map(snaps.map((snap) => [snap.id, readWith(goodConverter, snap)]));
}

/** Reads the goods in one round trip; a missing good is an undefined entry. */
export async function readGoods(tx: Transaction, goodIds: string[]): Promise<Map<string, GoodDoc | undefined>> {
  const refs = uniqueGoodRefs(goodIds);
  return goodsById(refs.length ? await tx.getAll(...refs) : []);
}

/** Goods that cannot be ordered at all: unknown, or archived after a deletion. */
export function assertOrderable(goods: Map<string, GoodDoc | undefined>, goodIds: string[]): void {
  const unknown = goodIds.filter((id) => {
    const good = goods.get(id);
    return !good || good.archived;
  });
  if (unknown.length) throw new ApiError(400, 'UNKNOWN_GOODS', { goodIds: unknown });
}

/** For an UNCONFIRMED card (docs/product.md, "Orders and their statuses"): stock must cover each line, or 409 naming the short goods. */
export function assertStock(goods: Map<string, GoodDoc | undefined>, wanted: { goodId: string; quantity: number }[]): void {
  const short = wanted.filter(({ goodId, quantity }) => (goods.get(goodId)?.quantity ?? 0) < quantity).map((w) => w.goodId);
  if (short.length) throw new ApiError(409, 'NOT_ENOUGH_STOCK', { goodIds: short });
}

/** The line as the customer agreed to it: the server's price, discount and title of this moment. */
export function snapshotLine(goodId: string, good: GoodDoc, quantityToSell: number): ShoppingCardLine {
  return {
    goodId,
    quantityToSell,
    price: good.price,
    discount: { hasDiscount: good.discount.hasDiscount, amount: good.discount.amount },
    title: good.title,
    measurement: good.measurement,
    mainImage: good.mainImage ?? null,
  };
}

/** Takes (sign -1) or returns (sign +1) each line's units. Taking checks stock first and never goes below 0. */
export function moveStock(tx: Transaction, goods: Map<string, GoodDoc | undefined>, lines: ShoppingCardLine[], sign: 1 | -1): void {
  if (sign === -1) {
    const short = lines.filter((l) => (goods.get(l.goodId)?.quantity ?? 0) < l.quantityToSell).map((l) => l.goodId);
    if (short.length) throw new ApiError(409, 'NOT_ENOUGH_STOCK', { goodIds: short });
  }
  for (const line of lines) {
    // A good deleted outright since the order cannot take its stock back; archived ones can.
    if (!goods.get(line.goodId)) continue;
    tx.update(goodRef(line.goodId), {
      quantity: FieldValue.increment(sign * line.quantityToSell),
      updatedAt: FieldValue.serverTimestamp(),
    });
  }
}
