// Many ADMIN status changes to RESERVED at once, for orders of one good with little stock, sent
// as the SPA sends them (through Hosting) and as an attacker would (straight to the function).
// A contended reservation may be told to come back (503 SERVICE_BUSY with Retry-After); a client
// that does so must end with exactly the stock sold and every other order refused with 409, and
// nobody may ever see a 500 or a gateway time-out (504), nor an order half-written.
import { beforeAll, describe, expect, it } from 'vitest';
import { createShoppingCardBody } from '@domain/api/orders';
import { createShoppingCard } from '../../src/orders/create-shopping-card';
import { createTestUser, type TestUser } from '../auth-tokens';
import { reserveHonouringRetryAfter } from '../reserve-client';
import { FUNCTION_URL, SHOP_URL } from '../shop-url';
import { cardDoc, makeGood, orderBody, stockOf } from './orders-support';

const STOCK = 5;
const ORDERS = 30;

async function placeOrders(good: string): Promise<string[]> {
  const ids: string[] = [];
  for (let i = 0; i < ORDERS; i += 1) {
    ids.push((await createShoppingCard(createShoppingCardBody.parse(orderBody([{ goodId: good, quantity: 1 }])), undefined))._id);
  }
  return ids;
}

let admin: TestUser;
beforeAll(async () => {
  admin = await createTestUser('admin');
});

describe('reservations of one good with little stock, all at once', () => {
  it.each([
    ['through Hosting', SHOP_URL],
    ['straight to the function', FUNCTION_URL],
  ])(`%s: ${ORDERS} at ${STOCK} in stock, clients honouring Retry-After: exactly ${STOCK} reserved, the rest 409, never 500 or 504`, { timeout: 300_000 }, async (_, base) => {
    const good = await makeGood({ quantity: STOCK });
    const cards = await placeOrders(good);
    const replies = await Promise.all(cards.map((id) => reserveHonouringRetryAfter(base, id, admin.token)));

    const every = replies.flat();
    // Each answer is an outcome or a 503 with a stable code and when to come back; nothing else.
    const unexpected = every.filter((r) => r.status !== 200 && r.status !== 409 && !(r.status === 503 && r.code === 'SERVICE_BUSY' && r.retryAfter));
    expect(unexpected).toEqual([]);
    const last = replies.map((r) => r.at(-1)!);
    expect(last.filter((r) => r.status === 200)).toHaveLength(STOCK);
    expect(last.filter((r) => r.status !== 200).map((r) => `${r.status} ${r.code}`)).toEqual(Array.from({ length: ORDERS - STOCK }, () => '409 NOT_ENOUGH_STOCK'));

    expect(await stockOf(good)).toBe(0);
    // Nothing half-way: a card is RESERVED with its one history entry, or untouched.
    const docs = await Promise.all(cards.map(cardDoc));
    const reserved = docs.filter((d) => d.status === 'RESERVED');
    expect(reserved).toHaveLength(STOCK);
    for (const doc of reserved) expect(doc.history.filter((h) => h.status === 'RESERVED')).toHaveLength(1);
    for (const doc of docs.filter((d) => d.status !== 'RESERVED')) {
      expect(doc.status).toBe('UNCONFIRMED');
      expect(doc.history.some((h) => h.status === 'RESERVED')).toBe(false);
    }
  });
});
