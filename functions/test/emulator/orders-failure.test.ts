// Failure in the middle: an order or a status change that dies halfway leaves nothing
// half-written, and doing it again succeeds exactly once.
//
// The order functions run in this process against the Firestore emulator, as in
// orders-concurrency.test.ts, with the fault seam of src/order-core/transaction.ts
// (setOrderFaultForTests) making them fail at a chosen point:
// - after the n-th write was queued, or once every write is queued (`staged`): the function's
//   process dies, or the transaction is aborted, before the commit. Firestore applies a
//   transaction's writes only at its commit, so none of them may be seen;
// - after the commit (`committed`): the work is done but the function dies before answering, so
//   the client never learns it and retries. The idempotency key must answer the same card.
// The seam cannot be reached over HTTP, so these cases exist only in-process.
import { randomUUID } from 'node:crypto';
import { afterEach, describe, expect, it } from 'vitest';
import { db } from '../../src/admin';
import { ApiError } from '../../src/http/api-error';
import type { Caller } from '../../src/http/auth';
import { changeStatus, type StatusChange } from '../../src/order-core/change-status';
import { createShoppingCard } from '../../src/orders/create-shopping-card';
import { createShoppingCardBody, type CreateShoppingCardBody } from '@domain/api/orders';
import { setOrderFaultForTests, type OrderFaultPoint } from '../../src/order-core/transaction';
import { cardDoc, cardsNumbered, makeGood, orderBody, stockOf, writeState } from './orders-support';

/** What the seam throws: the test tells it apart from any error of the product. */
class InjectedFault extends Error {
  constructor(readonly point: OrderFaultPoint) {
    super(`injected fault at ${JSON.stringify(point)}`);
  }
}

/** Makes every order transaction fail when `when` says so; answers the points seen, in order. */
function failWhen(when: (point: OrderFaultPoint) => boolean): OrderFaultPoint[] {
  const seen: OrderFaultPoint[] = [];
  setOrderFaultForTests((point) => {
    seen.push(point);
    if (when(point)) throw new InjectedFault(point);
  });
  return seen;
}

afterEach(() => {
  setOrderFaultForTests(null);
});

const admin: Caller = { uid: `test-failure-admin-${randomUUID()}`, email: 'admin.failure@test.yarnshop.test', isAdmin: true };

async function twoGoods() {
  return [await makeGood({ quantity: 10 }), await makeGood({ quantity: 10 })] as const;
}

function order(goods: readonly string[]): CreateShoppingCardBody {
  return createShoppingCardBody.parse(orderBody([{ goodId: goods[0]!, quantity: 2 }, { goodId: goods[1]!, quantity: 3 }]));
}

const requestDoc = (key: string) => db.collection('shoppingCardRequests').doc(key).get();
const userDoc = (uid: string) => db.collection('users').doc(uid).get();

/** The card a key stands for, checked to be the only card with that key. */
async function cardsWithKey(key: string): Promise<string[]> {
  return (await db.collection('shoppingCards').where('idempotencyKey', '==', key).get()).docs.map((d) => d.id);
}

describe('placing an order (/api/createshoppingcard) that dies before its commit', () => {
  it('with every write staged: nothing is written; the retry with the same key places one card, a second retry answers it', async () => {
    const goods = await twoGoods();
    const body = order(goods);
    const before = await writeState([...goods]);

    const seen = failWhen((p) => p.at === 'staged');
    await expect(createShoppingCard(body, undefined)).rejects.toBeInstanceOf(InjectedFault);
    // The card, the idempotency record and two mails were queued: the fault came after them all.
    const staged = seen.find((p) => p.at === 'staged');
    expect(staged).toEqual({ at: 'staged', writes: 4 });
    expect(await writeState([...goods])).toEqual(before);
    expect((await requestDoc(body.idempotencyKey)).exists).toBe(false);

    setOrderFaultForTests(null);
    const placed = await createShoppingCard(body, undefined);
    expect(placed.created).toBe(true);
    const again = await createShoppingCard(body, undefined);
    expect(again).toEqual({ _id: placed._id, shoppingCardId: placed.shoppingCardId, created: false });

    const after = await writeState([...goods]);
    expect(after).toMatchObject({ cards: before.cards + 1, requests: before.requests + 1, mail: before.mail + 2 });
    expect(await cardsNumbered(placed.shoppingCardId)).toEqual([placed._id]);
    expect(await cardsWithKey(body.idempotencyKey)).toEqual([placed._id]);
    // Placing an order takes no stock (it is taken at RESERVED), the failed try included.
    expect([await stockOf(goods[0]), await stockOf(goods[1])]).toEqual([10, 10]);
  });

  it('dying after each single write in turn leaves nothing, a signed-in buyer\'s profile link included; then one card', async () => {
    const goods = await twoGoods();
    const body = order(goods);
    const buyer: Caller = { uid: `test-failure-buyer-${randomUUID()}`, email: 'buyer.failure@test.yarnshop.test', isAdmin: false };
    const before = await writeState([...goods]);

    // card, idempotency record, the buyer's profile link, two mails.
    const total = 5;
    for (let n = 1; n <= total; n += 1) {
      const seen = failWhen((p) => p.at === 'write' && p.writes === n);
      await expect(createShoppingCard(body, buyer), `dying after write ${n}`).rejects.toBeInstanceOf(InjectedFault);
      expect(seen.at(-1)).toMatchObject({ at: 'write', writes: n });
      expect(await writeState([...goods]), `after dying at write ${n}`).toEqual(before);
      expect((await requestDoc(body.idempotencyKey)).exists).toBe(false);
      expect((await userDoc(buyer.uid)).exists).toBe(false);
    }
    // The last write was the last one: with no fault the same body stages exactly `total` writes.
    const seen = failWhen(() => false);
    const placed = await createShoppingCard(body, buyer);
    expect(seen.filter((p) => p.at === 'staged')).toEqual([{ at: 'staged', writes: total }]);
    expect(placed.created).toBe(true);
    expect(await createShoppingCard(body, buyer)).toEqual({ ...placed, created: false });

    expect(await writeState([...goods])).toMatchObject({ cards: before.cards + 1, requests: before.requests + 1 });
    expect(await cardsNumbered(placed.shoppingCardId)).toEqual([placed._id]);
    expect(await cardsWithKey(body.idempotencyKey)).toEqual([placed._id]);
    expect((await userDoc(buyer.uid)).get('shoppingCards')).toEqual([placed._id]);
  });
});

describe('placing an order that dies after its commit, before answering', () => {
  it('the retry with the same key answers the card already placed, never a second one', async () => {
    const goods = await twoGoods();
    const body = order(goods);
    const before = await writeState([...goods]);

    failWhen((p) => p.at === 'committed');
    await expect(createShoppingCard(body, undefined)).rejects.toBeInstanceOf(InjectedFault);
    // The work is done; only the answer was lost.
    const committed = await writeState([...goods]);
    expect(committed).toMatchObject({ cards: before.cards + 1, requests: before.requests + 1 });
    const [cardId] = await cardsWithKey(body.idempotencyKey);
    expect(cardId).toBeDefined();
    const { shoppingCardId } = await cardDoc(cardId!);

    setOrderFaultForTests(null);
    const retried = await createShoppingCard(body, undefined);
    expect(retried).toEqual({ _id: cardId, shoppingCardId, created: false });
    expect(await createShoppingCard(body, undefined)).toEqual(retried);
    expect(await writeState([...goods])).toEqual(committed);
    expect(await cardsWithKey(body.idempotencyKey)).toEqual([cardId]);
  });
});

/** Places a card without faults and moves it to `status` through the real transitions. */
async function cardIn(goods: readonly string[], status: 'UNCONFIRMED' | 'RESERVED'): Promise<string> {
  setOrderFaultForTests(null);
  const { _id } = await createShoppingCard(order(goods), undefined);
  if (status === 'RESERVED') await changeStatus({ shoppingCardId: _id, status: 'RESERVED' }, admin);
  return _id;
}

async function stocks(goods: readonly string[]): Promise<number[]> {
  return Promise.all(goods.map(stockOf));
}

async function refusal(promise: Promise<unknown>): Promise<string> {
  const error: unknown = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  if (!(error instanceof ApiError)) throw new Error(`expected an ApiError, got ${String(error)}`);
  return error.code;
}

describe.each([
  // UNCONFIRMED -> RESERVED takes 2 and 3 units; RESERVED -> CANCELLED gives them back.
  { move: 'reserving (takes stock)', from: 'UNCONFIRMED', to: 'RESERVED', stockBefore: [10, 10], stockAfter: [8, 7] },
  { move: 'cancelling a reserved card (returns stock)', from: 'RESERVED', to: 'CANCELLED', stockBefore: [8, 7], stockAfter: [10, 10] },
] as const)('a status change (/api/changeshoppingcardstatus) $move', ({ from, to, stockBefore, stockAfter }) => {
  // Two goods, so two stock writes and then the card's: the fault can fall between any of them.
  it.each([
    { point: 'after the first good\'s stock write', when: (p: OrderFaultPoint) => p.at === 'write' && p.writes === 1 },
    { point: 'after the second good\'s stock write', when: (p: OrderFaultPoint) => p.at === 'write' && p.writes === 2 },
    { point: 'with every write staged', when: (p: OrderFaultPoint) => p.at === 'staged' },
  ])('dying $point changes nothing; the retry moves the stock once, a second retry is refused', async ({ when }) => {
    const goods = await twoGoods();
    const cardId = await cardIn(goods, from);
    const change: StatusChange = { shoppingCardId: cardId, status: to };
    const before = await writeState([...goods], [cardId]);
    expect(await stocks(goods)).toEqual(stockBefore);

    const seen = failWhen(when);
    await expect(changeStatus(change, admin)).rejects.toBeInstanceOf(InjectedFault);
    expect(seen.some((p) => p.at === 'committed')).toBe(false);
    expect(await writeState([...goods], [cardId])).toEqual(before);
    expect((await cardDoc(cardId)).status).toBe(from);

    setOrderFaultForTests(null);
    expect(await changeStatus(change, admin)).toEqual({ from, to });
    expect(await stocks(goods)).toEqual(stockAfter);
    const card = await cardDoc(cardId);
    expect(card.status).toBe(to);
    expect(card.history.map((h) => h.status).filter((s) => s === to)).toHaveLength(1);

    // The same change again (a client that retries once more) is refused and moves nothing.
    expect(await refusal(changeStatus(change, admin))).toBe('STATUS_TRANSITION_NOT_ALLOWED');
    expect(await stocks(goods)).toEqual(stockAfter);
  });

  it('dying after the commit, before answering: the retry is refused and the stock has moved once', async () => {
    const goods = await twoGoods();
    const cardId = await cardIn(goods, from);
    const change: StatusChange = { shoppingCardId: cardId, status: to };

    failWhen((p) => p.at === 'committed');
    await expect(changeStatus(change, admin)).rejects.toBeInstanceOf(InjectedFault);
    expect(await stocks(goods)).toEqual(stockAfter);

    setOrderFaultForTests(null);
    expect(await refusal(changeStatus(change, admin))).toBe('STATUS_TRANSITION_NOT_ALLOWED');
    expect(await stocks(goods)).toEqual(stockAfter);
    expect((await cardDoc(cardId)).status).toBe(to);
  });
});

describe('the fault seam', () => {
  it('is off unless a test sets it: an order placed after turning it off passes no point to an old hook', async () => {
    const seen = failWhen(() => true);
    setOrderFaultForTests(null);
    const goods = await twoGoods();
    await expect(createShoppingCard(order(goods), undefined)).resolves.toMatchObject({ created: true });
    expect(seen).toEqual([]);
  });
});
