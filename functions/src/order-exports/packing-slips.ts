// What the packing-slip page prints for the ticked cards: each card's recipient, delivery and
// waybill, and each line's articul, colour and the dye lots reserved for it; the picking list
// sums them by shelf place (domain/picking-list.ts). Reads the cards, their goods and yarn lines.
import type { PackingSlip, PickRow, SlipLine } from '@domain/api/order-exports';
import { pickingList } from '@domain/picking-list';
import { db } from '../admin';
import { ApiError } from '../http/api-error';
import { cardConverter, goodConverter, readWith } from '../model/converters';
import { COLLECTIONS, type GoodDoc, type ShoppingCardDoc } from '../model/types';

async function readGoods(cards: ShoppingCardDoc[]): Promise<Map<string, GoodDoc>> {
  const ids = [...new Set(cards.flatMap((card) => card.goods.map((line) => line.goodId)))];
  const snaps = ids.length ? await db.getAll(...ids.map((id) => db.collection(COLLECTIONS.goods).doc(id))) : [];
  return new Map(snaps.flatMap((snap) => {
    const good = readWith(goodConverter, snap);
    return good ? [[snap.id, good] as const] : [];
  }));
}

/** Each yarn line's name as the shelf label says it: brand and line. */
async function readLineNames(goods: Iterable<GoodDoc>): Promise<Map<string, string>> {
  const ids = [...new Set([...goods].flatMap((good) => good.yarnLineId ?? []))];
  const snaps = ids.length ? await db.getAll(...ids.map((id) => db.collection(COLLECTIONS.yarnLines).doc(id))) : [];
  return new Map(snaps.filter((snap) => snap.exists).map((snap) => [snap.id, `${snap.get('brand') ?? ''} ${snap.get('name') ?? ''}`.trim()]));
}

function slipOf(id: string, card: ShoppingCardDoc, goods: Map<string, GoodDoc>, lineNames: Map<string, string>): PackingSlip {
  const lines = card.goods.map((line): SlipLine => {
    const good = goods.get(line.goodId);
    return {
      goodId: line.goodId,
      title: line.title,
      articul: good?.articul ?? '',
      colour: good?.colour ? { code: good.colour.code, name: good.colour.name } : null,
      quantity: line.quantityToSell,
      lots: (line.lots ?? []).map(({ lot, quantity }) => ({ lot, quantity })),
      category: good?.category ?? '',
      line: (good?.yarnLineId && lineNames.get(good.yarnLineId)) || '',
    };
  });
  return {
    _id: id,
    shoppingCardId: card.shoppingCardId,
    status: card.status,
    recipient: { name: card.customer.name, phone: card.customer.phone },
    delivery: { carrier: card.delivery.carrier, city: card.delivery.city, branch: card.delivery.branch },
    waybill: card.delivery.waybill?.trackingNumber ?? card.delivery.trackingNumber ?? null,
    lines,
  };
}

/** The slips in the order the cards were ticked, and their picking list; an unknown card refuses the whole page. */
export async function packingSlips(cardIds: string[]): Promise<{ slips: PackingSlip[]; picking: PickRow[] }> {
  const snaps = await db.getAll(...cardIds.map((id) => db.collection(COLLECTIONS.shoppingCards).doc(id)));
  const missing = snaps.filter((snap) => !snap.exists).map((snap) => snap.id);
  if (missing.length) throw new ApiError(404, 'SHOPPING_CARD_NOT_FOUND', { cardIds: missing });
  const cards = snaps.map((snap) => readWith(cardConverter, snap)!);
  const goods = await readGoods(cards);
  const lineNames = await readLineNames(goods.values());
  const slips = snaps.map((snap, i) => slipOf(snap.id, cards[i]!, goods, lineNames));
  return { slips, picking: pickingList(slips) };
}
