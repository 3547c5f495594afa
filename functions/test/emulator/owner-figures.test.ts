// The owner's summaries kept by the triggers on cards and stock events (functions/src/owner-figures/):
// right after an order, a cancel and a refund; the same change applied twice counts once; the
// dashboard's read is the ADMIN's only; the rebuild gives back what the triggers kept. Each test's
// goods are its own, so it looks at its own colours and cards while other cards move the shared
// counters. Triggers run in the Functions emulator, so the tests wait for the outcome (ADR 8).
import { FieldPath, Timestamp } from 'firebase-admin/firestore';
import { beforeAll, describe, expect, it } from 'vitest';
import type { OwnerFigures } from '@domain/api/owner-figures';
import { db } from '../../src/admin';
import { kyivDay } from '../../src/order-payments/apply-snapshot';
import { applyCardFigures } from '../../src/owner-figures/apply-card-figures';
import { createTestUser, type TestUser } from '../auth-tokens';
import { payAndWait, paymentOf, placeCardOrder } from './card-payments-support';
import { cardDoc, makeGood, placeOrder, post } from './orders-support';

let admin: TestUser;
let customer: TestUser;
beforeAll(async () => {
  [admin, customer] = await Promise.all([createTestUser('admin'), createTestUser('user')]);
});

async function move(cardId: string, status: string) {
  const res = await post('/api/changeshoppingcardstatus', { shoppingCardId: cardId, status }, admin);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
}

/** The card's Kyiv day, as the summaries file it. */
async function dayOf(cardId: string): Promise<string> {
  return kyivDay((((await cardDoc(cardId)).createdAt) as Timestamp).toMillis());
}

/** What the summaries hold of one colour on one day (its units and money). */
async function colourOn(day: string, goodId: string): Promise<{ units: number; kop: number }> {
  const month = await db.collection('ownerFigures').doc(`month-${day.slice(0, 7)}`).get();
  const field = (name: string) => (month.get(new FieldPath('days', day.slice(8), 'colours', goodId, name)) as number | undefined) ?? 0;
  return { units: field('units'), kop: field('kop') };
}

/** What the card last added, as the trigger recorded it. */
const addedBy = async (cardId: string) => ((await db.collection('ownerFigureCards').doc(cardId).get()).get('figures') as Record<string, number> | undefined) ?? null;

describe('the summaries follow the orders', () => {
  it('an order placed counts its colour and revenue; cancelled, they leave and the order stays counted', async () => {
    const good = await makeGood({ quantity: 10, price: 150 });
    const cardId = await placeOrder([{ goodId: good, quantity: 2 }]);
    const day = await dayOf(cardId);
    const at = `month-${day.slice(0, 7)}/days/${day.slice(8)}`;
    await expect.poll(() => colourOn(day, good)).toEqual({ units: 2, kop: 30000 });
    expect(await addedBy(cardId)).toMatchObject({ [`${at}/orders`]: 1, [`${at}/revenueKop`]: 30000, 'current/statuses/UNCONFIRMED': 1, 'current/toConfirm': 1 });

    await move(cardId, 'RESERVED');
    await move(cardId, 'CANCELLED');
    await expect.poll(() => colourOn(day, good)).toEqual({ units: 0, kop: 0 });
    const added = await addedBy(cardId);
    expect(added).toMatchObject({ [`${at}/orders`]: 1, 'current/statuses/CANCELLED': 1 });
    expect(added).not.toHaveProperty(`${at}/revenueKop`);
    expect(added).not.toHaveProperty('current/toConfirm');
  });

  it('a card order taken then refunded on cancel: taken money counts, then leaves with the revenue', async () => {
    const order = await placeCardOrder({ lines: [1], price: 120 });
    await payAndWait(order);
    const day = await dayOf(order.cardId);
    const at = `month-${day.slice(0, 7)}/days/${day.slice(8)}`;
    await expect.poll(async () => (await addedBy(order.cardId))?.['current/cardHeldKop']).toBe(12000);
    await move(order.cardId, 'RESERVED');
    await move(order.cardId, 'CONFIRMED');
    await expect.poll(async () => (await addedBy(order.cardId))?.[`${at}/cardTakenKop`]).toBe(12000);
    expect(await addedBy(order.cardId)).not.toHaveProperty('current/cardHeldKop');

    await move(order.cardId, 'CANCELLED');
    await expect.poll(async () => (await paymentOf(order.cardId)).refundedKop).toBe(12000);
    await expect.poll(async () => (await addedBy(order.cardId))?.[`${at}/cardTakenKop`]).toBeUndefined();
    expect(await addedBy(order.cardId)).not.toHaveProperty(`${at}/revenueKop`);
    expect(await colourOn(day, order.goodIds[0]!)).toEqual({ units: 0, kop: 0 });
  });

  it('the same change applied again, as a repeated delivery would, counts nothing more', async () => {
    const good = await makeGood({ quantity: 10, price: 100 });
    const cardId = await placeOrder([{ goodId: good, quantity: 3 }]);
    const day = await dayOf(cardId);
    await expect.poll(() => colourOn(day, good)).toEqual({ units: 3, kop: 30000 });
    expect(await applyCardFigures(cardId)).toEqual({});
    expect(await applyCardFigures(cardId)).toEqual({});
    expect(await colourOn(day, good)).toEqual({ units: 3, kop: 30000 });
  });

  it('a dye lot running low is listed; once restocked it leaves the list', async () => {
    const good = await makeGood({ quantity: 20, lots: [{ lot: 'L1', quantity: 12 }, { lot: 'L2', quantity: 8 }] });
    const lowOf = async () => (await db.collection('ownerFigures').doc('lowStock').get()).get(new FieldPath('goods', good, 'lots')) as unknown;
    await db.collection('goods').doc(good).update({ quantity: 15, lots: [{ lot: 'L1', quantity: 12 }, { lot: 'L2', quantity: 3 }] });
    await expect.poll(lowOf).toEqual([{ lot: 'L2', quantity: 3 }]);
    await db.collection('goods').doc(good).update({ quantity: 22, lots: [{ lot: 'L1', quantity: 12 }, { lot: 'L2', quantity: 10 }] });
    await expect.poll(lowOf).toBeUndefined();
  });
});

describe('the dashboard read', () => {
  it("answers the ADMIN the period's days, with this order's colour among the best-sellers", async () => {
    const good = await makeGood({ quantity: 10, price: 900_000 });
    const cardId = await placeOrder([{ goodId: good, quantity: 2 }]);
    const day = await dayOf(cardId);
    await expect.poll(() => colourOn(day, good)).toEqual({ units: 2, kop: 180_000_000 });
    const res = await post<OwnerFigures>('/api/getownerfigures', { days: 7 }, admin);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.perDay).toHaveLength(7);
    expect(res.body.perDay.at(-1)!.day).toBe(day);
    expect(res.body.perDay.at(-1)!.orders).toBeGreaterThanOrEqual(1);
    expect(res.body.topColours[0]).toMatchObject({ id: good, units: 2, kop: 180_000_000 });
    expect(res.body.statuses.UNCONFIRMED).toBeGreaterThanOrEqual(1);
    expect(res.body.carriers.map((c) => c.carrier)).toEqual(['novaposhta', 'ukrposhta']);
  });

  it('refuses a customer (403) and a guest (401), and a period it does not offer (400)', async () => {
    expect((await post('/api/getownerfigures', { days: 7 }, customer)).status).toBe(403);
    expect((await post('/api/getownerfigures', { days: 7 })).status).toBe(401);
    expect((await post('/api/rebuildownerfigures', {}, customer)).status).toBe(403);
    expect((await post('/api/rebuildownerfigures', {})).status).toBe(401);
    const odd = await post('/api/getownerfigures', { days: 365 }, admin);
    expect(odd.status).toBe(400);
    expect(odd.body.error?.code).toBeTruthy();
  });
});

describe('the rebuild', () => {
  it('rebuilds from the orders what the triggers kept, and the triggers go on from it', async () => {
    const good = await makeGood({ quantity: 10, price: 70 });
    const cardId = await placeOrder([{ goodId: good, quantity: 4 }]);
    const day = await dayOf(cardId);
    await expect.poll(() => colourOn(day, good)).toEqual({ units: 4, kop: 28000 });
    const kept = await addedBy(cardId);

    const rebuilt = await post<{ cards: number }>('/api/rebuildownerfigures', {}, admin);
    expect(rebuilt.status, JSON.stringify(rebuilt.body)).toBe(200);
    expect(rebuilt.body.cards).toBeGreaterThanOrEqual(1);
    expect(await colourOn(day, good)).toEqual({ units: 4, kop: 28000 });
    expect(await addedBy(cardId)).toEqual(kept);

    await move(cardId, 'CANCELLED');
    await expect.poll(() => colourOn(day, good)).toEqual({ units: 0, kop: 0 });
  });
});
