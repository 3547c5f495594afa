// Yarn counted by dye lot (ADR 4) as the orders' status moves see it: reserving takes a line from
// one lot, the customer's "same lot" comes first, a split waits for the ADMIN, cancelling gives
// the same skeins back to the same lots, bad splits are refused whole, and a burst never
// oversells a lot. Through Hosting and the function, except the burst (see orders-concurrency).
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { db } from '../../src/admin';
import { ApiError } from '../../src/http/api-error';
import type { Caller } from '../../src/http/auth';
import type { DyeLot, YarnLineDoc } from '../../src/model/yarn-line-docs';
import { changeStatus } from '../../src/order-core/change-status';
import { createShoppingCard } from '../../src/orders/create-shopping-card';
import { createShoppingCardBody } from '@domain/api/orders';
import { createTestUser, type TestUser } from '../auth-tokens';
import { cardDoc, makeGood, orderBody, placeOrder, post, writeState } from './orders-support';

let admin: TestUser;
beforeAll(async () => {
  admin = await createTestUser('admin');
});

/** A yarn colour of its own line, with these lots; answers its good id and line id. */
async function lottedColour(lots: DyeLot[]): Promise<{ good: string; line: string }> {
  const line = `test-line-${randomUUID()}`;
  const quantity = lots.reduce((sum, lot) => sum + lot.quantity, 0);
  const colour = { code: '21', name: { ua: 'Сірий', en: 'Grey' }, swatch: { kind: 'hex' as const, hex: '#9a9a9a' }, family: 'grey' as const };
  const good = await makeGood({ quantity, lots, yarnLineId: line, colour });
  const entry = { goodId: good, code: '21', name: colour.name, swatch: colour.swatch, family: colour.family, quantity, largestLot: Math.max(...lots.map((l) => l.quantity)) };
  await db.collection('yarnLines').doc(line).set({ brand: 'Test', name: 'Line', colours: [entry] });
  return { good, line };
}

const lotsOf = async (good: string) => (await db.collection('goods').doc(good).get()).data() as { lots: DyeLot[]; quantity: number };
const entryOf = async (line: string) => ((await db.collection('yarnLines').doc(line).get()).data() as YarnLineDoc).colours[0]!;
const move = (id: string, status: string, extra: Record<string, unknown> = {}) => post('/api/changeshoppingcardstatus', { shoppingCardId: id, status, ...extra }, admin);

describe('reserving a yarn line', () => {
  it('takes it whole from the smallest lot that can fill it, records the lot, and keeps the line’s entry in step', async () => {
    const { good, line } = await lottedColour([{ lot: 'A', quantity: 10 }, { lot: 'B', quantity: 4 }, { lot: 'C', quantity: 6 }]);
    const id = await placeOrder([{ goodId: good, quantity: 5 }]);
    expect((await move(id, 'RESERVED')).status).toBe(200);
    expect(await lotsOf(good)).toMatchObject({ lots: [{ lot: 'A', quantity: 10 }, { lot: 'B', quantity: 4 }, { lot: 'C', quantity: 1 }], quantity: 15 });
    expect((await cardDoc(id)).goods[0]!.lots).toEqual([{ lot: 'C', quantity: 5 }]);
    expect(await entryOf(line)).toMatchObject({ quantity: 15, largestLot: 10 });
  });

  it('prefers the lot of the order the customer named ("same lot as my order"), over the best fit', async () => {
    const { good } = await lottedColour([{ lot: 'A', quantity: 10 }, { lot: 'C', quantity: 6 }]);
    // The earlier order, as its reservation left it: two skeins from lot A.
    const earlier = await placeOrder([{ goodId: good, quantity: 2 }]);
    const earlierCard = await cardDoc(earlier);
    await db.collection('shoppingCards').doc(earlier).update({ status: 'RESERVED', goods: [{ ...earlierCard.goods[0]!, lots: [{ lot: 'A', quantity: 2 }] }] });
    const id = await placeOrder([{ goodId: good, quantity: 3 }]);
    await db.collection('shoppingCards').doc(id).update({ sameLotAsOrder: earlierCard.shoppingCardId });
    expect((await move(id, 'RESERVED')).status).toBe(200);
    expect((await cardDoc(id)).goods[0]!.lots).toEqual([{ lot: 'A', quantity: 3 }]);
  });

  it('when no lot can fill it, waits for the ADMIN’s split (409 with a proposal, nothing written), then takes exactly that split', async () => {
    const { good, line } = await lottedColour([{ lot: 'A', quantity: 4 }, { lot: 'B', quantity: 3 }]);
    const id = await placeOrder([{ goodId: good, quantity: 6 }]);
    const before = await writeState([good], [id]);
    const refused = await move(id, 'RESERVED');
    expect(refused.status).toBe(409);
    expect(refused.body.error).toMatchObject({ code: 'LOT_SPLIT_NEEDED', details: { lines: [{ goodId: good, quantityToSell: 6, proposal: [{ lot: 'A', quantity: 4 }, { lot: 'B', quantity: 2 }] }] } });
    expect(await writeState([good], [id])).toEqual(before);

    const split = await move(id, 'RESERVED', { lotTakes: [{ goodId: good, takes: [{ lot: 'A', quantity: 3 }, { lot: 'B', quantity: 3 }] }] });
    expect(split.status, JSON.stringify(split.body)).toBe(200);
    expect((await cardDoc(id)).goods[0]!.lots).toEqual([{ lot: 'A', quantity: 3 }, { lot: 'B', quantity: 3 }]);
    expect(await lotsOf(good)).toMatchObject({ lots: [{ lot: 'A', quantity: 1 }, { lot: 'B', quantity: 0 }], quantity: 1 });
    expect(await entryOf(line)).toMatchObject({ quantity: 1, largestLot: 1 });
  });
});

describe('cancelling a reserved yarn line', () => {
  it('gives the skeins back to the lots they came from', async () => {
    const { good, line } = await lottedColour([{ lot: 'A', quantity: 4 }, { lot: 'B', quantity: 3 }]);
    const id = await placeOrder([{ goodId: good, quantity: 5 }]);
    expect((await move(id, 'RESERVED', { lotTakes: [{ goodId: good, takes: [{ lot: 'B', quantity: 3 }, { lot: 'A', quantity: 2 }] }] })).status).toBe(200);
    expect((await move(id, 'CANCELLED')).status).toBe(200);
    expect(await lotsOf(good)).toMatchObject({ lots: [{ lot: 'A', quantity: 4 }, { lot: 'B', quantity: 3 }], quantity: 7 });
    expect(await entryOf(line)).toMatchObject({ quantity: 7, largestLot: 4 });
    expect((await cardDoc(id)).goods[0]!.lots).toBeUndefined();
  });
});

describe('a bad split', () => {
  it.each([
    ['that does not add up to the line', [{ lot: 'A', quantity: 2 }, { lot: 'B', quantity: 2 }], 400, 'LOT_SPLIT_MISMATCH'],
    ['from a lot the colour does not have', [{ lot: 'A', quantity: 3 }, { lot: 'Z', quantity: 2 }], 400, 'LOT_UNKNOWN'],
    ['taking more than a lot holds', [{ lot: 'A', quantity: 1 }, { lot: 'B', quantity: 4 }], 409, 'LOT_SHORT'],
  ])('%s is refused and writes nothing', async (_case, takes, status, code) => {
    const { good } = await lottedColour([{ lot: 'A', quantity: 4 }, { lot: 'B', quantity: 3 }]);
    const id = await placeOrder([{ goodId: good, quantity: 5 }]);
    const before = await writeState([good], [id]);
    const res = await move(id, 'RESERVED', { lotTakes: [{ goodId: good, takes }] });
    expect(res.status).toBe(status);
    expect(res.body.error?.code).toBe(code);
    expect(await writeState([good], [id])).toEqual(before);
  });

  it('naming a good the order lacks, or sent with another status, is refused and writes nothing', async () => {
    const { good } = await lottedColour([{ lot: 'A', quantity: 4 }]);
    const other = await makeGood();
    const id = await placeOrder([{ goodId: good, quantity: 2 }]);
    const before = await writeState([good], [id]);
    const stranger = await move(id, 'RESERVED', { lotTakes: [{ goodId: other, takes: [{ lot: 'A', quantity: 2 }] }] });
    expect([stranger.status, stranger.body.error?.code]).toEqual([400, 'LOT_TAKES_NOT_IN_ORDER']);
    const confirming = await move(id, 'CONFIRMED', { lotTakes: [{ goodId: good, takes: [{ lot: 'A', quantity: 2 }] }] });
    expect([confirming.status, confirming.body.error?.code]).toEqual([400, 'VALIDATION_FAILED']);
    expect(await writeState([good], [id])).toEqual(before);
  });
});

describe('a burst of reservations', () => {
  it('60 at once against one colour with three lots never oversell a lot', { timeout: 240_000 }, async () => {
    const { good } = await lottedColour([{ lot: 'A', quantity: 3 }, { lot: 'B', quantity: 2 }, { lot: 'C', quantity: 1 }]);
    // Placed in this process, one after another: 60 at once would test the Functions emulator's workers.
    const cards: string[] = [];
    for (let i = 0; i < 60; i += 1) cards.push((await createShoppingCard(createShoppingCardBody.parse(orderBody([{ goodId: good, quantity: 1 }])), undefined))._id);
    const caller: Caller = { uid: admin.uid, email: admin.email, isAdmin: true };
    const outcomes = await Promise.all(
      cards.map((id) =>
        changeStatus({ shoppingCardId: id, status: 'RESERVED' }, caller).then(
          () => 'ok',
          (error: unknown) => {
            if (error instanceof ApiError) return error.code;
            throw error;
          },
        ),
      ),
    );
    expect(outcomes.filter((o) => o === 'ok')).toHaveLength(6);
    expect(outcomes.filter((o) => o !== 'ok')).toEqual(Array.from({ length: 54 }, () => 'NOT_ENOUGH_STOCK'));
    expect(await lotsOf(good)).toMatchObject({ lots: [{ lot: 'A', quantity: 0 }, { lot: 'B', quantity: 0 }, { lot: 'C', quantity: 0 }], quantity: 0 });
    const taken = (await Promise.all(cards.map(cardDoc))).flatMap((card) => card.goods[0]!.lots ?? []);
    const perLot = Object.fromEntries(['A', 'B', 'C'].map((lot) => [lot, taken.filter((t) => t.lot === lot).reduce((sum, t) => sum + t.quantity, 0)]));
    expect(perLot).toEqual({ A: 3, B: 2, C: 1 });
  });
});
