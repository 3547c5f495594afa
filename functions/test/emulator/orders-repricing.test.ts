// Prices stay honest when an UNCONFIRMED card changes: raising a line's quantity re-prices the
// whole line at the good's price of now, so a discount that ended in between does not carry over
// to the new units; lowering it keeps the agreed price. The answer shows the price of now.
import { beforeAll, describe, expect, it } from 'vitest';
import { db } from '../../src/admin';
import { createTestUser, type TestUser } from '../auth-tokens';
import { cardDoc, makeGood, placeOrder, post } from './orders-support';

interface Line {
  goodId: string;
  quantityToSell: number;
  price: number;
  discount: { hasDiscount: boolean; amount: number };
  currentUnitPrice: number | null;
}
interface Answer {
  data: { total: number; goods: Line[] };
}

let owner: TestUser;
beforeAll(async () => {
  owner = await createTestUser();
});

const SALE = { price: 200, discount: { hasDiscount: true, amount: 25 } }; // 150 a unit
const endSale = (goodId: string) => db.collection('goods').doc(goodId).update({ discount: { hasDiscount: false, amount: 0 } });
const setQuantity = (shoppingCardId: string, goodId: string, quantity: number) =>
  post<Answer>('/api/changegoodquantityinshoppingcard', { shoppingCardId, goodId, quantity }, owner);

describe('raising a quantity after a sale has ended', () => {
  it('the card shows the price of now beside the agreed one; raising re-prices the whole line at it', async () => {
    const good = await makeGood({ ...SALE, quantity: 10 });
    const id = await placeOrder([{ goodId: good, quantity: 2 }], owner);
    await endSale(good);

    const shown = await post<Answer>('/api/getshoppingcardbyid', { shoppingCardId: id }, owner);
    expect(shown.body.data.goods[0]).toMatchObject({ price: 200, discount: SALE.discount, currentUnitPrice: 200 });
    expect(shown.body.data.total).toBe(300); // still as agreed until the customer raises it

    const raised = await setQuantity(id, good, 3);
    expect(raised.status).toBe(200);
    expect(raised.body.data.goods[0]).toMatchObject({ quantityToSell: 3, price: 200, discount: { hasDiscount: false, amount: 0 }, currentUnitPrice: 200 });
    expect(raised.body.data.total).toBe(600);
    expect((await cardDoc(id)).goods[0]).toMatchObject({ quantityToSell: 3, price: 200, discount: { hasDiscount: false, amount: 0 } });
  });

  it('+1 through addgoodtoshoppingcard re-prices the line too', async () => {
    const good = await makeGood({ ...SALE, quantity: 10 });
    const other = await makeGood({ price: 50 });
    const id = await placeOrder([{ goodId: other, quantity: 1 }, { goodId: good, quantity: 1 }], owner);
    await endSale(good);
    const plus = await post<Answer>('/api/addgoodtoshoppingcard', { shoppingCardId: id, goodId: good }, owner);
    expect(plus.status).toBe(200);
    expect(plus.body.data.goods.map((l) => [l.goodId, l.quantityToSell, l.discount.hasDiscount])).toEqual([
      [other, 1, false],
      [good, 2, false],
    ]);
    expect(plus.body.data.total).toBe(50 + 2 * 200);
  });

  it('lowering the quantity, or setting the same one, keeps the agreed discount', async () => {
    const good = await makeGood({ ...SALE, quantity: 10 });
    const id = await placeOrder([{ goodId: good, quantity: 3 }], owner);
    await endSale(good);
    const same = await setQuantity(id, good, 3);
    expect(same.body.data.total).toBe(450);
    const lowered = await setQuantity(id, good, 2);
    expect(lowered.body.data.goods[0]).toMatchObject({ quantityToSell: 2, discount: SALE.discount, currentUnitPrice: 200 });
    expect(lowered.body.data.total).toBe(300);
  });

  it('a discount that started since the order applies to the whole raised line', async () => {
    const good = await makeGood({ price: 100, quantity: 10 });
    const id = await placeOrder([{ goodId: good, quantity: 1 }], owner);
    await db.collection('goods').doc(good).update({ discount: { hasDiscount: true, amount: 20 } });
    const raised = await setQuantity(id, good, 2);
    expect(raised.body.data.goods[0]).toMatchObject({ discount: { hasDiscount: true, amount: 20 }, currentUnitPrice: 80 });
    expect(raised.body.data.total).toBe(160);
  });

  it('a good archived since the order has no price of now', async () => {
    const good = await makeGood({ price: 100 });
    const id = await placeOrder([{ goodId: good, quantity: 1 }], owner);
    await db.collection('goods').doc(good).update({ archived: true });
    const shown = await post<Answer>('/api/getshoppingcardbyid', { shoppingCardId: id }, owner);
    expect(shown.body.data.goods[0]!.currentUnitPrice).toBeNull();
  });
});
