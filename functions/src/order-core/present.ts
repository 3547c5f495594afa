// A card as the API answers it: the document id as `_id`, times as ISO strings, the total, and
// for each line its availability against the stock of this moment and the good's unit price of
// this moment, which a raised quantity would give the whole line.
import type { DocumentSnapshot, Timestamp } from 'firebase-admin/firestore';
import type { PresentedCard, PresentedCardLine, PresentedDelivery, PresentedSentMessage } from '@domain/api/orders';
import { isLineAvailable } from '@domain/availability';
import { discountedPrice, lineTotal } from '@domain/pricing';
import { db } from '../admin';
import type { Caller } from '../http/auth';
import { COLLECTIONS, type ShoppingCardDoc } from '../model/types';
import { goodConverter, readWith, sentMessageConverter } from '../model/converters';
import { cardRef, getCardFor } from './access';
import { goodRef } from '../model/good-refs';
import { presentPayment } from './present-payment';

type Stock = Map<string, { quantity: number; archived: boolean; unitPrice: number } | undefined>;

const iso = (time: unknown): string | null => ((time as Timestamp | null)?.toDate?.() ?? null)?.toISOString() ?? null;

async function readStock(cards: ShoppingCardDoc[]): Promise<Stock> {
  const ids = [...new Set(cards.flatMap((c) => c.goods.map((l) => l.goodId)))];
  const snaps = ids.length ? await db.getAll(...ids.map(goodRef)) : [];
  return new Map(
    snaps.map((s) => {
      const good = readWith(goodConverter, s);
      return [s.id, good ? { quantity: good.quantity, archived: good.archived, unitPrice: discountedPrice(good) } : undefined];
    }),
  );
}

/** The messages each card's customer was sent (customer-messages/), oldest first: the ADMIN's to see. */
async function readSentMessages(ids: string[]): Promise<Map<string, PresentedSentMessage[]>> {
  const sent = new Map<string, PresentedSentMessage[]>();
  // `in` takes at most 30 values; a page of cards is smaller, so this is one query.
  for (let start = 0; start < ids.length; start += 30) {
    const snap = await db.collection(COLLECTIONS.customerMessages).withConverter(sentMessageConverter).where('cardId', 'in', ids.slice(start, start + 30)).get();
    for (const doc of snap.docs) {
      const { cardId, kind, createdAt } = doc.data();
      sent.set(cardId, [...(sent.get(cardId) ?? []), { kind, at: iso(createdAt) }]);
    }
  }
  for (const list of sent.values()) list.sort((a, b) => (a.at ?? '').localeCompare(b.at ?? ''));
  return sent;
}

function present(id: string, card: ShoppingCardDoc, stock: Stock, caller: Caller | undefined, sentMessages?: PresentedSentMessage[]): PresentedCard {
  const goods = card.goods.map((line): PresentedCardLine => {
    const good = stock.get(line.goodId);
    return {
      ...line,
      available: isLineAvailable(card.status, { quantity: good?.quantity, archived: good?.archived ?? false }, line.quantityToSell),
      currentUnitPrice: good && !good.archived ? good.unitPrice : null };
  });
  return {
    _id: id,
    shoppingCardId: card.shoppingCardId,
    status: card.status,
    goods,
    total: card.goods.reduce((sum, l) => sum + lineTotal(l, l.quantityToSell), 0),
    userId: card.userId,
    customer: card.customer,
    delivery: publicDelivery(card.delivery),
    payment: presentPayment(card),
    comment: card.comment,
    // The customer's "same lot as my order №…", for the ADMIN who reserves.
    sameLotAsOrder: card.sameLotAsOrder ?? null,
    // Who acted is the shop's business; the customer sees what happened and when.
    history: card.history.map((h) => ({ status: h.status, at: iso(h.at), ...(caller?.isAdmin ? { actor: h.actor } : {}) })),
    ...(sentMessages ? { sentMessages } : {}),
    createdAt: iso(card.createdAt),
    updatedAt: iso(card.updatedAt) };
}

/** The delivery as the card holds it, without the marker of a waybill being made right now (the functions' own). */
function publicDelivery(delivery: ShoppingCardDoc['delivery']): PresentedDelivery {
  const { waybillAttempt: _attempt, ...rest } = delivery;
  return rest;
}

export async function presentCards(snaps: DocumentSnapshot<ShoppingCardDoc>[], caller: Caller | undefined): Promise<PresentedCard[]> {
  const cards = snaps.map((s) => s.data()!);
  const [stock, sent] = await Promise.all([readStock(cards), caller?.isAdmin ? readSentMessages(snaps.map((s) => s.id)) : null]);
  return snaps.map((s, i) => present(s.id, cards[i]!, stock, caller, sent ? (sent.get(s.id) ?? []) : undefined));
}

/** One card as the API answers it, read now; `checked` first asks whether the caller may see it. */
export async function presentCard(id: string, caller: Caller | undefined, { checked = true } = {}): Promise<PresentedCard> {
  if (checked) await getCardFor(id, caller);
  const [card] = await presentCards([await cardRef(id).get()], caller);
  return card!;
}
