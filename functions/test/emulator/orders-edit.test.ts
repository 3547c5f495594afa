// Reading and editing cards: who may see which card, editing UNCONFIRMED cards only, the lists.
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { db } from '../../src/admin';
import { createTestUser, type TestUser } from '../auth-tokens';
import { cardDoc, makeGood, placeOrder, post, setStatus, writeState } from './orders-support';

interface Line {
  goodId: string;
  quantityToSell: number;
  available: boolean;
}
interface Card {
  _id: string;
  shoppingCardId: number;
  status: string;
  goods: Line[];
  total: number;
  history: { status: string; at: string; actor?: string }[];
}

let admin: TestUser;
let owner: TestUser;
let stranger: TestUser;
beforeAll(async () => {
  [admin, owner, stranger] = await Promise.all([createTestUser('admin'), createTestUser(), createTestUser()]);
});

describe('getshoppingcardbyid and getshoppingcardgoods', () => {
  it('a guest reads a guest card by its id, with each line’s availability now', async () => {
    const plenty = await makeGood({ quantity: 5, price: 120, discount: { hasDiscount: true, amount: 10 } });
    const scarce = await makeGood({ quantity: 2 });
    const id = await placeOrder([{ goodId: plenty, quantity: 2 }, { goodId: scarce, quantity: 2 }]);
    await db.collection('goods').doc(scarce).update({ quantity: 1 });
    const res = await post<{ data: Card }>('/api/getshoppingcardbyid', { shoppingCardId: id });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ _id: id, status: 'UNCONFIRMED', total: 2 * 108 + 2 * 100 });
    expect(res.body.data.goods.map((l) => [l.goodId, l.available])).toEqual([
      [plenty, true],
      [scarce, false],
    ]);
    expect(res.body.data.history[0]).not.toHaveProperty('actor');
    const goods = await post<{ goods: Line[] }>('/api/getshoppingcardgoods', { shoppingCardId: id });
    expect(goods.status).toBe(200);
    expect(goods.body.goods.map((l) => l.goodId)).toEqual([plenty, scarce]);
  });

  it('a user’s card: the owner and an ADMIN read it; another user and a guest get 404', async () => {
    const id = await placeOrder([{ goodId: await makeGood(), quantity: 1 }], owner);
    expect((await post('/api/getshoppingcardbyid', { shoppingCardId: id }, owner)).status).toBe(200);
    const asAdmin = await post<{ data: Card }>('/api/getshoppingcardbyid', { shoppingCardId: id }, admin);
    expect(asAdmin.body.data.history[0]!.actor).toBe(`user:${owner.uid}`);
    for (const user of [stranger, null]) {
      for (const path of ['/api/getshoppingcardbyid', '/api/getshoppingcardgoods']) {
        const res = await post(path, { shoppingCardId: id }, user);
        expect(res.status).toBe(404);
        expect(res.body.error?.code).toBe('SHOPPING_CARD_NOT_FOUND');
      }
    }
  });

  it('never by the display number; bad input is a 400', async () => {
    const id = await placeOrder([{ goodId: await makeGood(), quantity: 1 }]);
    const { shoppingCardId } = await cardDoc(id);
    expect((await post('/api/getshoppingcardbyid', { shoppingCardId: String(shoppingCardId) })).status).toBe(404);
    expect((await post('/api/getshoppingcardbyid', { shoppingCardId })).status).toBe(400);
    expect((await post('/api/getshoppingcardbyid', {})).body.error?.code).toBe('VALIDATION_FAILED');
  });
});

describe('editing an UNCONFIRMED card', () => {
  it('add puts a new good with quantity 1 at today’s price, and +1 when it is there', async () => {
    const first = await makeGood();
    const added = await makeGood({ price: 77 });
    const id = await placeOrder([{ goodId: first, quantity: 1 }], owner);
    const once = await post<{ data: Card }>('/api/addgoodtoshoppingcard', { shoppingCardId: id, goodId: added }, owner);
    expect(once.status).toBe(200);
    expect(once.body.data.goods.map((l) => [l.goodId, l.quantityToSell])).toEqual([[first, 1], [added, 1]]);
    await post('/api/addgoodtoshoppingcard', { shoppingCardId: id, goodId: added }, owner);
    expect((await cardDoc(id)).goods[1]).toMatchObject({ goodId: added, quantityToSell: 2, price: 77 });
  });

  it('an ADMIN may edit any card; quantities change within the stock', async () => {
    const good = await makeGood({ quantity: 4 });
    const id = await placeOrder([{ goodId: good, quantity: 1 }], owner);
    const res = await post('/api/changegoodquantityinshoppingcard', { shoppingCardId: id, goodId: good, quantity: 4 }, admin);
    expect(res.status).toBe(200);
    expect((await cardDoc(id)).goods[0]!.quantityToSell).toBe(4);
    const before = await writeState([good], [id]);
    const over = await post('/api/changegoodquantityinshoppingcard', { shoppingCardId: id, goodId: good, quantity: 5 }, owner);
    expect(over.status).toBe(409);
    expect(over.body.error?.code).toBe('NOT_ENOUGH_STOCK');
    const plus = await post('/api/addgoodtoshoppingcard', { shoppingCardId: id, goodId: good }, owner);
    expect(plus.body.error?.code).toBe('NOT_ENOUGH_STOCK');
    expect(await writeState([good], [id])).toEqual(before);
  });

  it('remove takes a line out; removing the last one cancels the card, recorded in history', async () => {
    const a = await makeGood();
    const b = await makeGood();
    const id = await placeOrder([{ goodId: a, quantity: 1 }, { goodId: b, quantity: 2 }]);
    const res = await post<{ data: Card; cancelled: boolean }>('/api/removegoodshoppingcard', { shoppingCardId: id, goodId: a });
    expect(res.status).toBe(200);
    expect(res.body.cancelled).toBe(false);
    expect(res.body.data.goods.map((l) => l.goodId)).toEqual([b]);
    const last = await post<{ data: Card; cancelled: boolean }>('/api/removegoodshoppingcard', { shoppingCardId: id, goodId: b });
    expect(last.body.cancelled).toBe(true);
    const card = await cardDoc(id);
    expect(card.status).toBe('CANCELLED');
    expect(card.goods.map((l) => l.goodId)).toEqual([b]);
    expect(card.history.at(-1)).toMatchObject({ status: 'CANCELLED', actor: 'guest' });
  });

  it.each(['RESERVED', 'CONFIRMED', 'SENT', 'COMPLETED', 'CANCELLED'] as const)('a %s card cannot be edited: 409, nothing written', async (status) => {
    const good = await makeGood();
    const other = await makeGood();
    const id = await placeOrder([{ goodId: good, quantity: 1 }], owner);
    await setStatus(id, status);
    const before = await writeState([good, other], [id]);
    for (const [path, body] of [
      ['/api/addgoodtoshoppingcard', { shoppingCardId: id, goodId: other }],
      ['/api/changegoodquantityinshoppingcard', { shoppingCardId: id, goodId: good, quantity: 2 }],
      ['/api/removegoodshoppingcard', { shoppingCardId: id, goodId: good }],
    ] as const) {
      const res = await post(path, body, owner);
      expect(res.status, path).toBe(409);
      expect(res.body.error?.code).toBe('SHOPPING_CARD_NOT_EDITABLE');
    }
    expect(await writeState([good, other], [id])).toEqual(before);
  });

  it('another user or a guest may not edit a user’s card; bad input is refused; nothing written', async () => {
    const good = await makeGood();
    const archived = await makeGood({ archived: true });
    const notInCard = await makeGood();
    const id = await placeOrder([{ goodId: good, quantity: 1 }], owner);
    const before = await writeState([good, archived, notInCard], [id]);
    const attempts: [string, object, TestUser | null, number, string][] = [
      ['/api/addgoodtoshoppingcard', { shoppingCardId: id, goodId: notInCard }, stranger, 404, 'SHOPPING_CARD_NOT_FOUND'],
      ['/api/removegoodshoppingcard', { shoppingCardId: id, goodId: good }, null, 404, 'SHOPPING_CARD_NOT_FOUND'],
      ['/api/changegoodquantityinshoppingcard', { shoppingCardId: id, goodId: good, quantity: 3 }, stranger, 404, 'SHOPPING_CARD_NOT_FOUND'],
      ['/api/addgoodtoshoppingcard', { shoppingCardId: id, goodId: archived }, owner, 400, 'UNKNOWN_GOODS'],
      ['/api/addgoodtoshoppingcard', { shoppingCardId: id, goodId: `missing-${randomUUID()}` }, owner, 400, 'UNKNOWN_GOODS'],
      ['/api/removegoodshoppingcard', { shoppingCardId: id, goodId: notInCard }, owner, 404, 'GOOD_NOT_IN_SHOPPING_CARD'],
      ['/api/changegoodquantityinshoppingcard', { shoppingCardId: id, goodId: good, quantity: 0 }, owner, 400, 'VALIDATION_FAILED'],
      ['/api/changegoodquantityinshoppingcard', { shoppingCardId: id, goodId: good, quantity: 2.5 }, owner, 400, 'VALIDATION_FAILED'],
      ['/api/addgoodtoshoppingcard', { shoppingCardId: id }, owner, 400, 'VALIDATION_FAILED'],
      ['/api/removegoodshoppingcard', { goodId: good }, owner, 400, 'VALIDATION_FAILED'],
    ];
    for (const [path, body, user, status, code] of attempts) {
      const res = await post(path, body, user);
      expect([path, res.status, res.body.error?.code]).toEqual([path, status, code]);
    }
    expect(await writeState([good, archived, notInCard], [id])).toEqual(before);
  });
});

describe('lists', () => {
  it('getusershoppingcards answers the caller’s own cards, newest first; a guest gets 401', async () => {
    const buyer = await createTestUser();
    const good = await makeGood();
    const older = await placeOrder([{ goodId: good, quantity: 1 }], buyer);
    const newer = await placeOrder([{ goodId: good, quantity: 2 }], buyer);
    await placeOrder([{ goodId: good, quantity: 1 }], stranger);
    const res = await post<{ data: Card[] }>('/api/getusershoppingcards', {}, buyer);
    expect(res.status).toBe(200);
    expect(res.body.data.map((c) => c._id)).toEqual([newer, older]);
    expect((await post('/api/getusershoppingcards', {})).status).toBe(401);
  });

  it('ADMIN lists active and inactive cards (page of 20, skipCount); others are refused', async () => {
    const good = await makeGood();
    const active = await placeOrder([{ goodId: good, quantity: 1 }], owner);
    const done = await placeOrder([{ goodId: good, quantity: 1 }], owner);
    await setStatus(done, 'COMPLETED');
    const act = await post<{ data: Card[] }>('/api/getallactiveshoppingcards', {}, admin);
    expect(act.status).toBe(200);
    expect(act.body.data.some((c) => c._id === active)).toBe(true);
    expect(act.body.data.every((c) => ['UNCONFIRMED', 'RESERVED', 'CONFIRMED', 'SENT'].includes(c.status))).toBe(true);
    const page = await post<{ data: Card[]; hasMore: boolean; pageSize: number }>('/api/getallinactiveshoppingcards', { skipCount: 0 }, admin);
    expect(page.status).toBe(200);
    expect(page.body.pageSize).toBe(20);
    expect(page.body.data.length).toBeLessThanOrEqual(20);
    expect(page.body.data.every((c) => ['COMPLETED', 'CANCELLED'].includes(c.status))).toBe(true);
    expect(page.body.data.some((c) => c._id === done)).toBe(true);
    const skipped = await post<{ data: Card[] }>('/api/getallinactiveshoppingcards', { skipCount: 1 }, admin);
    expect(skipped.body.data[0]?._id).toBe(page.body.data[1]?._id);
    expect((await post('/api/getallinactiveshoppingcards', { skipCount: -1 }, admin)).status).toBe(400);
    for (const path of ['/api/getallactiveshoppingcards', '/api/getallinactiveshoppingcards']) {
      expect((await post(path, {}, owner)).status).toBe(403);
      expect((await post(path, {})).status).toBe(401);
    }
  });
});
