// Never oversell. Each attempt places a 1-unit order and at once has an ADMIN move it to
// RESERVED (which takes the stock). An attempt can lose at either step: placing needs stock >=
// quantity (docs/product.md, "Orders and their statuses"), so once the units are reserved later orders are refused too.
// Either way the loser gets NOT_ENOUGH_STOCK.
//
// 60 attempts run in this process against the Firestore emulator through the same functions the
// HTTP routes call: the Functions emulator starts one worker process per concurrent request and,
// on a 2-core machine, times out starting 60 of them, which would test the emulator instead of
// the transactions. A smaller burst then goes through Hosting and the function, end to end.
import { beforeAll, describe, expect, it } from 'vitest';
import { ApiError } from '../../src/http/api-error';
import type { Caller } from '../../src/http/auth';
import { changeStatus } from '../../src/order-core/change-status';
import { createShoppingCard } from '../../src/orders/create-shopping-card';
import { createShoppingCardBody } from '@domain/api/orders';
import { createTestUser, type TestUser } from '../auth-tokens';
import { cardDoc, makeGood, orderBody, post, stockOf } from './orders-support';

interface Outcome {
  id: string | null;
  ok: boolean;
  code: string | undefined;
}

/** Runs the attempts at once while watching the stock, which must never be seen below 0. */
async function burst(good: string, attempts: number, attempt: () => Promise<Outcome>): Promise<Outcome[]> {
  const seen: number[] = [];
  let running = true;
  const watcher = (async () => {
    while (running) {
      seen.push(await stockOf(good));
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  })();
  const outcomes = await Promise.all(Array.from({ length: attempts }, attempt));
  running = false;
  await watcher;
  expect(Math.min(...seen)).toBeGreaterThanOrEqual(0);
  return outcomes;
}

async function expectExactlySold(good: string, outcomes: Outcome[], stock: number) {
  expect(outcomes.filter((o) => o.ok)).toHaveLength(stock);
  expect(outcomes.filter((o) => !o.ok).map((o) => o.code)).toEqual(Array.from({ length: outcomes.length - stock }, () => 'NOT_ENOUGH_STOCK'));
  expect(await stockOf(good)).toBe(0);
  const placed = outcomes.flatMap((o) => (o.id ? [o.id] : []));
  const statuses = await Promise.all(placed.map(async (id) => (await cardDoc(id)).status));
  expect(statuses.filter((s) => s === 'RESERVED')).toHaveLength(stock);
  expect(statuses.filter((s) => s === 'UNCONFIRMED')).toHaveLength(placed.length - stock);
}

let admin: TestUser;
beforeAll(async () => {
  admin = await createTestUser('admin');
});

describe('parallel order-and-reserve', () => {
  it('60 attempts at 5 in stock: exactly 5 sold, stock 0 and never negative, the rest NOT_ENOUGH_STOCK', { timeout: 240_000 }, async () => {
    const good = await makeGood({ quantity: 5 });
    const adminCaller: Caller = { uid: admin.uid, email: admin.email, isAdmin: true };
    const codeOf = (error: unknown) => {
      if (error instanceof ApiError) return error.code;
      throw error; // anything but a clean refusal fails the test
    };
    const outcomes = await burst(good, 60, async () => {
      const body = createShoppingCardBody.parse(orderBody([{ goodId: good, quantity: 1 }]));
      const placed = await createShoppingCard(body, undefined).catch((error: unknown) => codeOf(error));
      if (typeof placed === 'string') return { id: null, ok: false, code: placed };
      const reserved = await changeStatus({ shoppingCardId: placed._id, status: 'RESERVED' }, adminCaller).then(
        () => undefined,
        (error: unknown) => codeOf(error),
      );
      return { id: placed._id, ok: reserved === undefined, code: reserved };
    });
    await expectExactlySold(good, outcomes, 5);
  });

  it('through Hosting and the function: 15 attempts at 3 in stock, losers answer 409 NOT_ENOUGH_STOCK', { timeout: 240_000 }, async () => {
    const good = await makeGood({ quantity: 3 });
    const outcomes = await burst(good, 15, async () => {
      const placed = await post<{ _id: string }>('/api/createshoppingcard', orderBody([{ goodId: good, quantity: 1 }]));
      if (placed.status !== 201) return { id: null, ok: false, code: placed.status === 409 ? placed.body.error?.code : `HTTP ${placed.status}` };
      const reserved = await post('/api/changeshoppingcardstatus', { shoppingCardId: placed.body._id, status: 'RESERVED' }, admin);
      const code = reserved.status === 409 ? reserved.body.error?.code : `HTTP ${reserved.status}`;
      return { id: placed.body._id, ok: reserved.status === 200, code: reserved.status === 200 ? undefined : code };
    });
    await expectExactlySold(good, outcomes, 3);
  });
});
