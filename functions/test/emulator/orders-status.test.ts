// Status transitions: every allowed and forbidden move, who may make it, and stock before/after.
import { beforeAll, describe, expect, it } from 'vitest';
import { ORDER_STATUSES, canTransition, stockEffect, type OrderStatus } from '@domain/order-status';
import { db } from '../../src/admin';
import { createTestUser, type TestUser } from '../auth-tokens';
import { cardDoc, makeGood, placeOrder, post, setStatus, stockOf, writeState } from './orders-support';

let admin: TestUser;
let owner: TestUser;
let stranger: TestUser;
beforeAll(async () => {
  [admin, owner, stranger] = await Promise.all([createTestUser('admin'), createTestUser(), createTestUser()]);
});

/** A 2-unit card of a good with 10 in stock, in `status`; stock already taken if the status holds it. */
async function cardIn(status: OrderStatus) {
  const good = await makeGood({ quantity: 10 });
  const id = await placeOrder([{ goodId: good, quantity: 2 }], owner);
  if (status !== 'UNCONFIRMED') {
    await setStatus(id, status);
    if (stockEffect('UNCONFIRMED', status) === 'take') await makeGoodStock(good, 8);
  }
  return { good, id };
}

async function makeGoodStock(goodId: string, quantity: number) {
  await db.collection('goods').doc(goodId).update({ quantity });
}

const move = (id: string, status: OrderStatus, user: TestUser | null = admin, extra = {}) =>
  post('/api/changeshoppingcardstatus', { shoppingCardId: id, status, ...extra }, user);

const pairs = ORDER_STATUSES.flatMap((from) => ORDER_STATUSES.map((to) => [from, to] as const));
const allowed = pairs.filter(([from, to]) => canTransition(from, to, 'ADMIN'));
const forbidden = pairs.filter(([from, to]) => !canTransition(from, to, 'ADMIN'));

describe('ADMIN: allowed transitions', () => {
  it.each(allowed)('%s -> %s moves the card, records it and moves the stock', async (from, to) => {
    const { good, id } = await cardIn(from);
    const stockBefore = await stockOf(good);
    const res = await move(id, to, admin, to === 'SENT' ? { trackingNumber: '20450000012345' } : {});
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const card = await cardDoc(id);
    expect(card.status).toBe(to);
    expect(card.history.at(-1)).toMatchObject({ status: to, actor: `admin:${admin.uid}` });
    const effect = stockEffect(from, to);
    expect(await stockOf(good)).toBe(stockBefore + (effect === 'take' ? -2 : effect === 'return' ? 2 : 0));
    if (to === 'SENT') expect(card.delivery.trackingNumber).toBe('20450000012345');
  });
});

describe('ADMIN: forbidden transitions', () => {
  it.each(forbidden)('%s -> %s: 409 STATUS_TRANSITION_NOT_ALLOWED, nothing written', async (from, to) => {
    const { good, id } = await cardIn(from);
    const before = await writeState([good], [id]);
    const res = await move(id, to, admin, { trackingNumber: 'X1' });
    expect(res.status).toBe(409);
    expect(res.body.error?.code).toBe('STATUS_TRANSITION_NOT_ALLOWED');
    expect(await writeState([good], [id])).toEqual(before);
  });
});

describe('who may change a status', () => {
  it('the owner, another user and a guest may not use changeshoppingcardstatus', async () => {
    const { good, id } = await cardIn('UNCONFIRMED');
    const before = await writeState([good], [id]);
    expect((await move(id, 'RESERVED', owner)).status).toBe(403);
    expect((await move(id, 'CANCELLED', stranger)).status).toBe(403);
    expect((await move(id, 'RESERVED', null)).status).toBe(401);
    expect(await writeState([good], [id])).toEqual(before);
  });

  it('the owner may cancel their own UNCONFIRMED card', async () => {
    const { id } = await cardIn('UNCONFIRMED');
    const res = await post('/api/cancelshoppingcard', { shoppingCardId: id }, owner);
    expect(res.status).toBe(200);
    expect(await cardDoc(id)).toMatchObject({ status: 'CANCELLED' });
    expect((await cardDoc(id)).history.at(-1)).toMatchObject({ status: 'CANCELLED', actor: `user:${owner.uid}` });
  });

  it('a guest holding the id may cancel a guest card; nobody but ADMIN cancels a RESERVED one', async () => {
    const good = await makeGood();
    const id = await placeOrder([{ goodId: good, quantity: 1 }]);
    expect((await post('/api/cancelshoppingcard', { shoppingCardId: id })).status).toBe(200);
    const reserved = await cardIn('RESERVED');
    const before = await writeState([reserved.good], [reserved.id]);
    const res = await post('/api/cancelshoppingcard', { shoppingCardId: reserved.id }, owner);
    expect(res.status).toBe(409);
    expect(res.body.error?.code).toBe('STATUS_TRANSITION_NOT_ALLOWED');
    expect(await writeState([reserved.good], [reserved.id])).toEqual(before);
  });

  it("another user or a guest may not cancel someone's card: 404, nothing written", async () => {
    const { good, id } = await cardIn('UNCONFIRMED');
    const before = await writeState([good], [id]);
    for (const user of [stranger, null]) {
      const res = await post('/api/cancelshoppingcard', { shoppingCardId: id }, user);
      expect(res.status).toBe(404);
      expect(res.body.error?.code).toBe('SHOPPING_CARD_NOT_FOUND');
    }
    expect(await writeState([good], [id])).toEqual(before);
  });
});

describe('stock on reservation', () => {
  it('reserving more than the stock fails cleanly with NOT_ENOUGH_STOCK and changes nothing', async () => {
    const a = await makeGood({ quantity: 5 });
    const b = await makeGood({ quantity: 5 });
    const id = await placeOrder([{ goodId: a, quantity: 2 }, { goodId: b, quantity: 5 }], owner);
    await makeGoodStock(b, 4); // sold elsewhere meanwhile
    const before = await writeState([a, b], [id]);
    const res = await move(id, 'RESERVED');
    expect(res.status).toBe(409);
    expect(res.body.error).toMatchObject({ code: 'NOT_ENOUGH_STOCK', details: { goodIds: [b] } });
    expect(await writeState([a, b], [id])).toEqual(before);
  });

  it('SENT needs a tracking number', async () => {
    const { good, id } = await cardIn('CONFIRMED');
    const before = await writeState([good], [id]);
    const res = await move(id, 'SENT');
    expect(res.status).toBe(400);
    expect(res.body.error?.code).toBe('TRACKING_NUMBER_REQUIRED');
    expect(await writeState([good], [id])).toEqual(before);
  });

  it.each([
    [{ shoppingCardId: 'x', status: 'LOST' }, 400, 'VALIDATION_FAILED'],
    [{ status: 'RESERVED' }, 400, 'VALIDATION_FAILED'],
    [{ shoppingCardId: 'no-such-card', status: 'RESERVED' }, 404, 'SHOPPING_CARD_NOT_FOUND'],
  ])('bad input %j: %i %s', async (body, status, code) => {
    const res = await post('/api/changeshoppingcardstatus', body, admin);
    expect(res.status).toBe(status);
    expect(res.body.error?.code).toBe(code);
  });
});
