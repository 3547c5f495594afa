// What a waybill says about the order, the same for both carriers: the total, the parcel's
// weight from the goods, and the recipient's name as the carriers want it.
import type { Timestamp } from 'firebase-admin/firestore';
import { parcelWeightGrams } from '@domain/parcel-weight';
import { lineTotal } from '@domain/pricing';
import { db } from '../admin';
import type { ShoppingCardDoc } from '../model/types';
import { goodsById, uniqueGoodRefs } from '../order-core/lines';

/** What the carriers' forms get as the contents. */
export const WAYBILL_DESCRIPTION = 'Пряжа та вироби з пряжі';

export const orderTotal = (card: Pick<ShoppingCardDoc, 'goods'>): number =>
  card.goods.reduce((sum, line) => sum + lineTotal(line, line.quantityToSell), 0);

export const placedAt = (card: Pick<ShoppingCardDoc, 'createdAt'>): Date | null => (card.createdAt as Timestamp | null)?.toDate?.() ?? null;

/** The goods' own weights (the default for a good without one), and the box. */
export async function cardParcelGrams(card: Pick<ShoppingCardDoc, 'goods'>): Promise<number> {
  const refs = uniqueGoodRefs(card.goods.map((line) => line.goodId));
  const goods = goodsById(refs.length ? await db.getAll(...refs) : []);
  return parcelWeightGrams(card.goods.map((line) => ({ quantity: line.quantityToSell, weightGrams: goods.get(line.goodId)?.weightGrams ?? null })));
}

/**
 * The carriers want a first and a last name; the shop asks for one name field. The first word
 * is taken as the first name and the rest as the last; a single word fills both, since the
 * parcel is handed over against the phone's code, not the name.
 */
export function recipientName(name: string): { firstName: string; lastName: string } {
  const words = name.trim().split(/\s+/).filter(Boolean);
  const firstName = words[0] ?? name.trim();
  return { firstName, lastName: words.slice(1).join(' ') || firstName };
}
