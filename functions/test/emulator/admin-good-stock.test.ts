// Saving a good's form writes the stock the form shows. A reservation made while the form was
// open must not be undone by it: the form sends the stock it read, and a save over a moved stock
// is refused with nothing written.
import { beforeAll, describe, expect, it } from 'vitest';
import { db } from '../../src/admin';
import { errorCode, expectRefusedUnchanged, post } from '../admin-api';
import { createTestUser, type TestUser } from '../auth-tokens';
import { placeOrder } from './orders-support';

let admin: TestUser;
const run = Date.now().toString(36);
const category = `stockcat${run}`;
const articul = `ST-${run}`;
const both = (ua: string, en: string) => ({ ua, en });

const goodBody = (extra: Record<string, unknown>) => ({
  title: both(`Пряжа ${articul}`, `Yarn ${articul}`),
  description: both('', ''),
  kind: 'skeinYarn',
  measurement: 'skein',
  measurementCount: 1,
  category,
  subcategory: 'allgoods',
  mainImage: null,
  price: 120,
  discount: { hasDiscount: false, amount: 0 },
  popular: false,
  newGoodState: true,
  quantity: 7,
  articul,
  yarn: null,
  ...extra,
});

const stockOf = async (id: string) => (await db.collection('goods').doc(id).get()).get('quantity') as number;

beforeAll(async () => {
  admin = await createTestUser('admin');
  expect((await post('/api/saveoutercategory', admin, { name: `stockouter${run}`, title: both('Тест', 'Test') })).status).toBe(200);
  expect((await post('/api/savecategory', admin, { name: category, outerCategory: `stockouter${run}`, title: both('Кат', 'Cat') })).status).toBe(200);
});

describe('a plain good’s form saved after a reservation', () => {
  it('is refused with 409 STOCK_CHANGED and the reservation stands; saved again from the new stock, it goes through', async () => {
    const created = await post('/api/savegood', admin, goodBody({}));
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    const goodId = created.body._id as string;

    // The form opens at 7 in stock; meanwhile an order for 2 is reserved.
    const seen = await stockOf(goodId);
    expect(seen).toBe(7);
    const card = await placeOrder([{ goodId, quantity: 2 }]);
    const reserved = await post('/api/changeshoppingcardstatus', admin, { shoppingCardId: card, status: 'RESERVED' });
    expect(reserved.status, JSON.stringify(reserved.body)).toBe(200);
    expect(await stockOf(goodId)).toBe(5);

    const stale = goodBody({ goodId, price: 130, quantity: seen, quantitySeen: seen });
    await expectRefusedUnchanged(() => post('/api/savegood', admin, stale), 409, 'STOCK_CHANGED', ['goods']);
    const answer = await post('/api/savegood', admin, stale);
    expect(errorCode(answer)).toBe('STOCK_CHANGED');
    expect((answer.body.error as { message: string }).message).toMatch(/^Залишок цього товару змінився/);
    expect(await stockOf(goodId)).toBe(5);

    const fresh = await post('/api/savegood', admin, goodBody({ goodId, price: 130, quantity: 5, quantitySeen: 5 }));
    expect(fresh.status, JSON.stringify(fresh.body)).toBe(200);
    expect((await db.collection('goods').doc(goodId).get()).data()).toMatchObject({ quantity: 5, price: 130 });
  });
});
