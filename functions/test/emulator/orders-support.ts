// Helpers of the orders tests: goods of their own (unique ids, in a category no page lists, so
// other tests never see their stock move), API calls through Hosting, and snapshots to prove
// that a refused request wrote nothing.
import { randomUUID } from 'node:crypto';
import { expect } from 'vitest';
import { db } from '../../src/admin';
import type { GoodDoc, ShoppingCardDoc } from '../../src/model/types';
import { bearer, type TestUser } from '../auth-tokens';
import { ownGoodDoc } from '../good-doc';
import { SHOP_URL } from '../shop-url';

export interface ApiAnswer<T = Record<string, unknown>> {
  status: number;
  body: T & { error?: { code: string; message: string; details?: { goodIds?: string[] } } };
}

export async function post<T = Record<string, unknown>>(path: string, body: unknown, user: TestUser | null = null): Promise<ApiAnswer<T>> {
  const res = await fetch(`${SHOP_URL}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...bearer(user) },
    body: JSON.stringify(body),
  });
  return { status: res.status, body: (await res.json()) as ApiAnswer<T>['body'] };
}

export async function makeGood(fields: Partial<GoodDoc> = {}): Promise<string> {
  const id = `test-order-${randomUUID()}`;
  await db.collection('goods').doc(id).set(ownGoodDoc(id, 'test-orders', fields));
  return id;
}

export async function stockOf(goodId: string): Promise<number> {
  return (await db.collection('goods').doc(goodId).get()).get('quantity') as number;
}

export async function cardDoc(id: string): Promise<ShoppingCardDoc> {
  return (await db.collection('shoppingCards').doc(id).get()).data() as ShoppingCardDoc;
}

export function orderBody(goods: { goodId: string; quantity: number }[], extra: Record<string, unknown> = {}) {
  return {
    goods,
    customer: { name: 'Олена Тестова', phone: '+380 67 123 45 67', email: 'olena.buyer@test.yarnshop.test' },
    delivery: { carrier: 'novaposhta', city: 'Київ', branch: '12' },
    payment: 'cod',
    comment: 'Подзвоніть перед відправкою',
    idempotencyKey: randomUUID(),
    ...extra,
  };
}

/** Places an order and answers the new card's document id. */
export async function placeOrder(goods: { goodId: string; quantity: number }[], user: TestUser | null = null): Promise<string> {
  const res = await post<{ _id: string }>('/api/createshoppingcard', orderBody(goods), user);
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body._id;
}

/** Forces a card into a status for a test's starting point, without touching stock. */
export async function setStatus(cardId: string, status: ShoppingCardDoc['status']): Promise<void> {
  await db.collection('shoppingCards').doc(cardId).update({ status });
}

/** The cards that carry a display number: a number is given once, so one card at most. */
export async function cardsNumbered(shoppingCardId: number): Promise<string[]> {
  return (await db.collection('shoppingCards').where('shoppingCardId', '==', shoppingCardId).get()).docs.map((d) => d.id);
}

/** Everything an order request could write, to compare before and after a refused one. */
export async function writeState(goodIds: string[], cardIds: string[] = []) {
  const [cards, mail, requests] = await Promise.all([
    db.collection('shoppingCards').count().get(),
    // Only the requests' own mail: a trigger's message for an earlier test's write may land meanwhile.
    db.collection('mail').where('sentBy', '==', 'request').count().get(),
    db.collection('shoppingCardRequests').count().get(),
  ]);
  const docs = await Promise.all([
    ...goodIds.map((id) => db.collection('goods').doc(id).get()),
    ...cardIds.map((id) => db.collection('shoppingCards').doc(id).get()),
  ]);
  return {
    cards: cards.data().count,
    mail: mail.data().count,
    requests: requests.data().count,
    docs: docs.map((d) => ({ id: d.id, data: JSON.stringify(d.data()) })),
  };
}
