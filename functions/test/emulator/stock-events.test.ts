// Stock events, recorded by the trigger on goods whichever writer moved the stock: an order that
// takes the last units (sold out), its cancel and the ADMIN's restock (back in stock), a dye lot's
// move; a write that moves no stock records nothing, and one write is recorded once. Each test
// waits for the events to appear (ADR 8).
import { randomUUID } from 'node:crypto';
import { Timestamp } from 'firebase-admin/firestore';
import { beforeAll, describe, expect, it } from 'vitest';
import { db } from '../../src/admin';
import { recordStockEvent } from '../../src/catalog-effects/record-stock-event';
import type { StockEventDoc } from '../../src/model/types';
import { createTestUser, type TestUser } from '../auth-tokens';
import { triggersStarted } from './catalog-triggers-support';
import { makeGood, placeOrder, post } from './orders-support';

let admin: TestUser;
beforeAll(async () => {
  admin = await createTestUser('admin');
  await triggersStarted();
});

/** The good's events in the order they happened, without their times. */
async function eventsOf(goodId: string): Promise<Omit<StockEventDoc, 'at' | 'goodId'>[]> {
  const snap = await db.collection('stockEvents').where('goodId', '==', goodId).get();
  return snap.docs
    .map((doc) => doc.data() as StockEventDoc & { at: Timestamp })
    .sort((a, b) => a.at.toMillis() - b.at.toMillis() || a.at.nanoseconds - b.at.nanoseconds)
    .map(({ before, after, lots, backInStock, soldOut }) => ({ before, after, lots, backInStock, soldOut }));
}

async function move(cardId: string, status: string): Promise<void> {
  const res = await post('/api/changeshoppingcardstatus', { shoppingCardId: cardId, status }, admin);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
}

describe('stock events', () => {
  it('an order reserving the last units is sold out; its cancel brings the good back in stock', async () => {
    const good = await makeGood({ quantity: 2 });
    const cardId = await placeOrder([{ goodId: good, quantity: 2 }]);
    await move(cardId, 'RESERVED');
    await expect.poll(() => eventsOf(good)).toEqual([{ before: 2, after: 0, lots: [], backInStock: false, soldOut: true }]);
    await move(cardId, 'CANCELLED');
    await expect.poll(() => eventsOf(good)).toEqual([
      { before: 2, after: 0, lots: [], backInStock: false, soldOut: true },
      { before: 0, after: 2, lots: [], backInStock: true, soldOut: false },
    ]);
  });

  it('a restock of a sold-out good by a direct edit is back in stock', async () => {
    const good = await makeGood({ quantity: 0 });
    await db.collection('goods').doc(good).update({ quantity: 12 });
    await expect.poll(() => eventsOf(good)).toEqual([{ before: 0, after: 12, lots: [], backInStock: true, soldOut: false }]);
  });

  it('a dye-lot colour names the lot the order took', async () => {
    const good = await makeGood({ quantity: 9, lots: [{ lot: 'L1', quantity: 6 }, { lot: 'L2', quantity: 3 }] });
    const cardId = await placeOrder([{ goodId: good, quantity: 3 }]);
    await move(cardId, 'RESERVED');
    await expect.poll(() => eventsOf(good)).toEqual([{ before: 9, after: 6, lots: [{ lot: 'L2', before: 3, after: 0 }], backInStock: false, soldOut: false }]);
  });

  it('records nothing for a write that moves no stock, nor for the good’s creation', async () => {
    const good = await makeGood({ quantity: 4 });
    await db.collection('goods').doc(good).update({ price: 321 });
    await db.collection('goods').doc(good).update({ quantity: 3 });
    // The price change records nothing beside the stock move's event.
    await expect.poll(() => eventsOf(good)).toEqual([{ before: 4, after: 3, lots: [], backInStock: false, soldOut: false }]);
  });

  it('records one write once, however often it is delivered', async () => {
    const goodId = `test-stock-${randomUUID()}`;
    const event = { goodId, before: 0, after: 1, lots: [], backInStock: true, soldOut: false, at: Timestamp.now() };
    expect(await recordStockEvent(event)).toBe(true);
    expect(await recordStockEvent(event)).toBe(false);
    expect(await eventsOf(goodId)).toHaveLength(1);
  });
});
