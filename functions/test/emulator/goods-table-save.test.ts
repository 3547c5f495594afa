// The goods table's save: the ADMIN's edits of several goods at once go through whole or not at
// all. Each good carries the values the table read; when a reservation (or anything else) moved
// one of them meanwhile, the save is refused and names that good, so no reservation is undone.
// New values out of bounds (a price below 1, a discount of 100 % or more, stock below zero, that
// is below what orders hold) are refused the same way, naming each good.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { GoodEditable } from '@domain/goods-edit';
import { db } from '../../src/admin';
import type { GoodDoc } from '../../src/model/types';
import { errorCode, post } from '../admin-api';
import { createTestUser, type TestUser } from '../auth-tokens';
import { makeGood, placeOrder } from './orders-support';

let admin: TestUser;
let shopper: TestUser;
const lineId = `test-table-line-${Date.now().toString(36)}`;

const colour = { code: '7', name: { ua: 'сірий', en: 'grey' }, swatch: { kind: 'hex' as const, hex: '#888888' }, family: 'grey' as const };
/** A colour of the test's line counted by lot, as the table shows one. */
const lottedGood = (lots: { lot: string; quantity: number }[], fields: Partial<GoodDoc> = {}) =>
  makeGood({ ...fields, yarnLineId: lineId, colour, lots, quantity: lots.reduce((sum, lot) => sum + lot.quantity, 0) });
const goodDoc = async (id: string) => (await db.collection('goods').doc(id).get()).data() as GoodDoc;
const editable = (good: GoodDoc): GoodEditable => ({
  price: good.price,
  discount: good.discount,
  quantity: good.quantity,
  lots: good.lots ?? null,
  newGoodState: good.newGoodState,
  popular: good.popular,
});
/** A change as the table sends it: the values it read, and those values with `edit` over them. */
const change = async (goodId: string, edit: Partial<GoodEditable>) => {
  const seen = editable(await goodDoc(goodId));
  return { goodId, seen, next: { ...seen, ...edit } };
};
/** The goods' stored fields that a save may write, to show a refused one wrote nothing (the ADMIN's edit stamp, for the audit log, aside). */
const stored = async (ids: string[]) =>
  Promise.all(
    ids.map(async (id) => {
      const { updatedAt: _u, createdAt: _c, lastEdit: _stamp, ...rest } = (await goodDoc(id)) as GoodDoc & { lastEdit?: unknown };
      return rest;
    }),
  );
const stampedBy = async (id: string) => ((await goodDoc(id)) as GoodDoc & { lastEdit?: { uid: string } }).lastEdit?.uid;
type Named = { goodId: string; articul: string; problems: string[] };
const named = (answer: { body: Record<string, unknown> }) => ((answer.body.error as { details: { goods: Named[] } }).details.goods);

beforeAll(async () => {
  [admin, shopper] = await Promise.all([createTestUser('admin'), createTestUser('user')]);
});
afterAll(async () => {
  await db.collection('yarnLines').doc(lineId).delete();
});

describe('saving the goods table', () => {
  it('writes every ticked good’s price, discount, stock, lots and marks, and the colour’s entry on its line', async () => {
    const plain = await makeGood({ price: 200, quantity: 4 });
    const lotted = await lottedGood([{ lot: 'A1', quantity: 5 }, { lot: 'B2', quantity: 4 }], { price: 150 });
    await db.collection('yarnLines').doc(lineId).set({ colours: [{ goodId: lotted, code: '7', quantity: 9, largestLot: 5 }] });

    const changes = [
      await change(plain, { price: 180, discount: { hasDiscount: true, amount: 10 }, quantity: 12, newGoodState: true }),
      await change(lotted, { lots: [{ lot: 'A1', quantity: 2 }, { lot: 'B2', quantity: 11 }], popular: true }),
    ];
    const answer = await post('/api/savegoodschanges', admin, { changes });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(answer.body).toEqual({ saved: [plain, lotted] });

    expect(await goodDoc(plain)).toMatchObject({ price: 180, discount: { hasDiscount: true, amount: 10 }, quantity: 12, newGoodState: true, popular: false });
    expect(await goodDoc(lotted)).toMatchObject({ price: 150, quantity: 13, lots: [{ lot: 'A1', quantity: 2 }, { lot: 'B2', quantity: 11 }], popular: true });
    const line = (await db.collection('yarnLines').doc(lineId).get()).data()!;
    expect(line.colours).toEqual([{ goodId: lotted, code: '7', quantity: 13, largestLot: 11 }]);
  });

  it('is refused whole with 409 GOODS_CHANGED, naming the good a reservation moved meanwhile, and the reservation stands', async () => {
    const [untouched, reserved] = await Promise.all([makeGood({ price: 300, quantity: 6 }), makeGood({ price: 100, quantity: 7 })]);
    // The table reads both goods, and the ADMIN takes ten percent off each.
    const changes = [await change(untouched, { price: 270 }), await change(reserved, { price: 90, quantity: 7 })];

    const card = await placeOrder([{ goodId: reserved, quantity: 2 }]);
    const moved = await post('/api/changeshoppingcardstatus', admin, { shoppingCardId: card, status: 'RESERVED' });
    expect(moved.status, JSON.stringify(moved.body)).toBe(200);
    const before = await stored([untouched, reserved]);
    expect(before[1]).toMatchObject({ quantity: 5 });

    const refused = await post('/api/savegoodschanges', admin, { changes });
    expect(refused.status).toBe(409);
    expect(errorCode(refused)).toBe('GOODS_CHANGED');
    expect(named(refused)).toEqual([{ goodId: reserved, articul: reserved, problems: [] }]);
    expect((refused.body.error as { message: string }).message).toMatch(/^Поки таблиця була відкрита/);
    expect(await stored([untouched, reserved])).toEqual(before);

    // Read again, the same edit goes through from the stock the reservation left.
    const fresh = [await change(untouched, { price: 270 }), await change(reserved, { price: 90 })];
    expect((await post('/api/savegoodschanges', admin, { changes: fresh })).status).toBe(200);
    expect(await stored([untouched, reserved])).toEqual([{ ...before[0], price: 270 }, { ...before[1], price: 90 }]);
    expect([await stampedBy(untouched), await stampedBy(reserved)]).toEqual([admin.uid, admin.uid]);
  });

  it('is refused whole with 400 GOODS_CHANGE_REFUSED when a price would be below 1, a discount 100 % or stock below zero, naming each good', async () => {
    const ids = await Promise.all([
      makeGood({ price: 5 }),
      makeGood({ discount: { hasDiscount: true, amount: 95 } }),
      makeGood({ quantity: 1 }),
      lottedGood([{ lot: 'L1', quantity: 3 }]),
      makeGood({ price: 400 }),
    ]);
    const [cheap, discounted, few, lotted, fine] = ids;
    const changes = [
      await change(cheap!, { price: -5 }),
      await change(discounted!, { discount: { hasDiscount: true, amount: 100 } }),
      await change(few!, { quantity: -1 }),
      await change(lotted!, { lots: [{ lot: 'L1', quantity: -2 }] }),
      await change(fine!, { price: 360 }),
    ];
    const before = await stored(ids);
    const refused = await post('/api/savegoodschanges', admin, { changes });
    expect(refused.status, JSON.stringify(refused.body)).toBe(400);
    expect(errorCode(refused)).toBe('GOODS_CHANGE_REFUSED');
    expect(named(refused).map(({ goodId, problems }) => [goodId, problems])).toEqual([
      [cheap, ['PRICE_NOT_POSITIVE']],
      [discounted, ['DISCOUNT_OUT_OF_RANGE']],
      [few, ['STOCK_BELOW_RESERVED']],
      [lotted, ['STOCK_BELOW_RESERVED']],
    ]);
    expect(await stored(ids)).toEqual(before);
  });

  it('is the ADMIN’s alone: a shopper gets 403 and nothing is written', async () => {
    const goodId = await makeGood({ price: 100 });
    const before = await stored([goodId]);
    const answer = await post('/api/savegoodschanges', shopper, { changes: [await change(goodId, { price: 1 })] });
    expect(answer.status).toBe(403);
    expect(await stored([goodId])).toEqual(before);
  });
});
