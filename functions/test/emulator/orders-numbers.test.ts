// Display numbers without a hot document: an order's transaction writes only documents of its
// own, simultaneous orders do not wait for each other, and every number is given once. The
// order functions run in this process against the Firestore emulator (as in
// orders-failure.test.ts, whose seam reports each write's path); a burst also goes through Hosting.
import { randomUUID } from 'node:crypto';
import { afterEach, describe, expect, it } from 'vitest';
import { db } from '../../src/admin';
import type { Caller } from '../../src/http/auth';
import { createShoppingCard } from '../../src/orders/create-shopping-card';
import { BLOCK_LIFETIME_MS, blockDisplayNumbers } from '../../src/orders/display-numbers';
import { claimNumberBlock } from '../../src/orders/number-blocks';
import { createShoppingCardBody } from '@domain/api/orders';
import { setOrderFaultForTests } from '../../src/order-core/transaction';
import { makeGood, orderBody, post } from './orders-support';

afterEach(() => {
  setOrderFaultForTests(null);
});

const buyer = (): Caller => ({ uid: `test-numbers-${randomUUID()}`, email: 'numbers@test.yarnshop.test', isAdmin: false });
const body = (goodId: string) => createShoppingCardBody.parse(orderBody([{ goodId, quantity: 1 }]));
const legacyCounter = () => db.collection('counters').doc('shoppingCards').get();

/** Places the order and answers the paths its transaction wrote. */
async function writtenBy(goodId: string, caller: Caller): Promise<string[]> {
  const paths: string[] = [];
  setOrderFaultForTests((point) => {
    if (point.at === 'write') paths.push(point.path);
  });
  const placed = await createShoppingCard(body(goodId), caller);
  setOrderFaultForTests(null);
  expect(placed.created).toBe(true);
  return paths;
}

describe('display numbers', () => {
  it('two orders of one good by two buyers write no document in common, and no counter', async () => {
    const good = await makeGood();
    const [a, b] = [buyer(), buyer()];
    const first = await writtenBy(good, a);
    const second = await writtenBy(good, b);
    expect(first.filter((path) => second.includes(path))).toEqual([]);
    for (const [paths, caller] of [[first, a], [second, b]] as const) {
      expect(paths.map((p) => p.split('/')[0]).sort()).toEqual(['mail', 'mail', 'shoppingCardRequests', 'shoppingCards', 'users']);
      expect(paths).toContain(`users/${caller.uid}`); // the buyer's own profile
    }
  });

  it('20 simultaneous orders of one good do not wait for each other; each number is given once', { timeout: 60_000 }, async () => {
    const good = await makeGood({ quantity: 100 });
    const counterBefore = await legacyCounter();
    const times: number[] = [];
    const placed = await Promise.all(
      Array.from({ length: 20 }, async () => {
        const started = performance.now();
        const card = await createShoppingCard(body(good), undefined);
        times.push(performance.now() - started);
        return card;
      }),
    );
    const numbers = placed.map((p) => p.shoppingCardId);
    expect(new Set(numbers).size).toBe(20);
    // Transactions that write one document wait about 2 s for the emulator's lock, then retry: no
    // order here may take that long. (With the counter every order wrote, most took 2 s and more.)
    expect(Math.max(...times)).toBeLessThan(1900);
    const taken = await db.collection('shoppingCards').where('shoppingCardId', 'in', numbers.slice(0, 10)).get();
    expect(taken.size).toBe(10);
    expect((await legacyCounter()).updateTime?.toMillis()).toBe(counterBefore.updateTime?.toMillis());
  });

  it('instances claiming blocks at once never share a number; after a block expires numbers go on above every earlier one', { timeout: 60_000 }, async () => {
    let clock = 0;
    const instances = Array.from({ length: 4 }, () => blockDisplayNumbers(claimNumberBlock, () => clock));
    const early = await Promise.all(Array.from({ length: 80 }, (_, i) => instances[i % 4]!.next()));
    expect(new Set(early).size).toBe(80);
    clock += BLOCK_LIFETIME_MS;
    const later = await Promise.all(instances.map((numbers) => numbers.next()));
    expect(Math.min(...later)).toBeGreaterThan(Math.max(...early));
    // Each block is one document, claimed once, not written again.
    const blocks = await db.collection('shoppingCardNumbers').orderBy('first').get();
    const spans = blocks.docs.map((d) => [d.get('first') as number, d.get('size') as number] as const);
    spans.slice(1).forEach(([first], i) => expect(first).toBe(spans[i]![0] + spans[i]![1]));
  });

  it('20 simultaneous orders through Hosting and the function: all 201, each with its own number', { timeout: 240_000 }, async () => {
    const good = await makeGood({ quantity: 100 });
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => post<{ _id: string; shoppingCardId: number }>('/api/createshoppingcard', orderBody([{ goodId: good, quantity: 1 }]))),
    );
    expect(answers.map((a) => a.status)).toEqual(Array.from({ length: 20 }, () => 201));
    expect(new Set(answers.map((a) => a.body.shoppingCardId)).size).toBe(20);
  });
});
