// "Same lot as my order №…" at checkout: the display number is stored on the
// card, answered to the ADMIN with it, and a bad value is refused before anything is written.
import { beforeAll, describe, expect, it } from 'vitest';
import { createTestUser, type TestUser } from '../auth-tokens';
import { cardDoc, makeGood, orderBody, post, writeState } from './orders-support';

let admin: TestUser;
let good: string;
beforeAll(async () => {
  admin = await createTestUser('admin');
  good = await makeGood({ quantity: 20 });
});

describe('sameLotAsOrder at checkout', () => {
  it('is stored on the card as the display number, and the ADMIN reads it back', async () => {
    const res = await post<{ _id: string }>('/api/createshoppingcard', orderBody([{ goodId: good, quantity: 2 }], { sameLotAsOrder: 1234 }));
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect((await cardDoc(res.body._id)).sameLotAsOrder).toBe(1234);
    const read = await post<{ data: { sameLotAsOrder: unknown } }>('/api/getshoppingcardbyid', { shoppingCardId: res.body._id }, admin);
    expect(read.body.data.sameLotAsOrder).toBe(1234);
  });

  it('is null when the customer leaves it out', async () => {
    const res = await post<{ _id: string }>('/api/createshoppingcard', orderBody([{ goodId: good, quantity: 1 }]));
    expect(res.status).toBe(201);
    expect((await cardDoc(res.body._id)).sameLotAsOrder).toBeNull();
  });

  it.each([
    ['zero', 0],
    ['a negative number', -5],
    ['a fraction', 12.5],
    ['text', '1234'],
    ['an unsafe integer', 2 ** 60],
    ['an object', { number: 12 }],
  ])('%s is refused with 400 and writes nothing', async (_case, value) => {
    const before = await writeState([good]);
    const res = await post('/api/createshoppingcard', orderBody([{ goodId: good, quantity: 1 }], { sameLotAsOrder: value }));
    expect(res.status).toBe(400);
    expect(res.body.error?.code).toBe('VALIDATION_FAILED');
    expect(await writeState([good])).toEqual(before);
  });
});
