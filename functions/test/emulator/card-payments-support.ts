// Card orders against the payment stand-in (functions/test/payment-stand-in), as the tests of the
// payment paths place, pay and steer them. The stand-in runs in the test runner's own process
// (tests/support/global-setup.ts); tests steer it over HTTP, as they steer the carriers' one.
import { randomUUID } from 'node:crypto';
import { expect } from 'vitest';
import type { CardPaymentDoc } from '../../src/model/types';
import { payWithCard } from '../payment-stand-in/pay-with-card';
import { TEST_CARDS } from '../payment-stand-in/pay-page';
import type { TestUser } from '../auth-tokens';
import { cardDoc, makeGood, orderBody, post } from './orders-support';

export { TEST_CARDS };

/** scripts/emulators/payment-stand-in.ts's port: the tests reach the stand-in global-setup started. */
const PAYMENT_STAND_IN_URL = process.env.PAYMENT_STAND_IN_URL ?? 'http://127.0.0.1:4620';

export async function standIn<T = unknown>(path: string, body: Record<string, unknown> = {}): Promise<T> {
  const res = await fetch(`${PAYMENT_STAND_IN_URL}/__stand-in/${path}`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) });
  expect(res.status, `stand-in ${path}`).toBe(200);
  return (await res.json()) as T;
}

export interface CardOrder {
  cardId: string;
  number: number;
  email: string;
  goodIds: string[];
  pageUrl: string | null;
  error?: string;
}

/** A card order of `lines` goods of its own (each 120 ₴, 10 in stock), with an email of its own. */
export async function placeCardOrder({ lines = [1], price = 120 }: { lines?: number[]; price?: number } = {}, user: TestUser | null = null): Promise<CardOrder> {
  const goodIds = await Promise.all(lines.map(() => makeGood({ quantity: 10, price })));
  const email = `pay-${randomUUID()}@test.yarnshop.test`;
  const body = orderBody(goodIds.map((goodId, i) => ({ goodId, quantity: lines[i]! })), { payment: 'card', customer: { name: 'Олена Тестова', phone: '+380671234567', email } });
  const res = await post<{ _id: string; shoppingCardId: number; payment: { pageUrl: string | null; error?: string } }>('/api/createshoppingcard', body, user);
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return { cardId: res.body._id, number: res.body.shoppingCardId, email, goodIds, pageUrl: res.body.payment.pageUrl, ...(res.body.payment.error ? { error: res.body.payment.error } : {}) };
}

export const paymentOf = async (cardId: string): Promise<CardPaymentDoc> => (await cardDoc(cardId)).cardPayment!;

/** Pays on the stand-in's page and waits until the shop has the provider's notice. */
export async function payAndWait(order: CardOrder, card: string = TEST_CARDS.approved, state: CardPaymentDoc['state'] = 'held') {
  const paid = await payWithCard(order.pageUrl!, card);
  expect(paid.status).toBe(303);
  await expect.poll(async () => (await paymentOf(order.cardId)).state).toBe(state);
  return paid;
}
