// The goods and orders of the bench's order loads: goods of their own (in a category no page
// lists), a fresh order per request, and the removal of every card, idempotency record and mail
// the loads made, so that a measured `npm start` shop keeps no trace of thousands of test orders.
import '../seed/emulators-only.ts';
import { randomInt, randomUUID } from 'node:crypto';
import { Timestamp } from 'firebase-admin/firestore';
import { db } from '../../functions/src/admin.ts';
import type { ShoppingCardDoc } from '../../functions/src/model/types.ts';
import { ownGoodDoc } from '../../functions/test/good-doc.ts';

export interface LoadGood {
  id: string;
  /** Deletes the good and every order of it, with their idempotency records and mail. */
  remove: () => Promise<void>;
}

export async function createLoadGood(quantity = 1_000_000_000): Promise<LoadGood> {
  const id = `bench-load-${randomUUID()}`;
  const since = Timestamp.now();
  const good = ownGoodDoc(id, 'bench-load', { title: { ua: 'Пряжа для навантаження', en: 'Load test yarn' }, quantity });
  await db.collection('goods').doc(id).set(good);
  return { id, remove: () => removeOrdersOf(id, since) };
}

const BENCH_CUSTOMER = 'Навантаження Тест';

export const randomPhone = (): string => `+380 67 ${String(randomInt(10_000_000)).padStart(7, '0')}`;

/** A guest's order of one unit, with its own key; a random phone unless the client has its own. */
export function orderBody(goodId: string, idempotencyKey: string = randomUUID(), phone: string = randomPhone()) {
  return {
    goods: [{ goodId, quantity: 1 }],
    customer: { name: BENCH_CUSTOMER, phone },
    delivery: { carrier: 'novaposhta', city: 'Київ', branch: '12' },
    payment: 'cod',
    idempotencyKey,
  };
}

async function removeOrdersOf(goodId: string, since: Timestamp): Promise<void> {
  const cards = await db.collection('shoppingCards').where('goodIds', 'array-contains', goodId).select('idempotencyKey').get();
  const cardIds = new Set(cards.docs.map((d) => d.id));
  const writer = db.bulkWriter();
  for (const card of cards.docs) {
    void writer.delete(card.ref);
    void writer.delete(db.collection('shoppingCardRequests').doc((card.data() as Pick<ShoppingCardDoc, 'idempotencyKey'>).idempotencyKey));
  }
  // The shop's copy of each order names the card's id or the customer; other mail of the same minutes stays.
  const mail = await db.collection('mail').where('createdAt', '>=', since).get();
  const ours = (text: string) => text.includes(BENCH_CUSTOMER) || [...text.matchAll(/\(([\w-]+)\)/g)].some((m) => cardIds.has(m[1]!));
  for (const doc of mail.docs) if (ours(String(doc.get('message.text') ?? ''))) void writer.delete(doc.ref);
  void writer.delete(db.collection('goods').doc(goodId));
  await writer.close();
}
