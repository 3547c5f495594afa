// POST /api/createshoppingcard: one transaction, server prices, display numbers, idempotency, mail.
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { db } from '../../src/admin';
import { createTestUser, type TestUser } from '../auth-tokens';
import { cardDoc, cardsNumbered, makeGood, orderBody, post, stockOf, writeState } from './orders-support';

let user: TestUser;
beforeAll(async () => {
  user = await createTestUser();
});

describe('placing an order', () => {
  it('a guest order: UNCONFIRMED, a display number of its own, server price snapshot, stock untouched, mail queued', async () => {
    const a = await makeGood({ price: 199, discount: { hasDiscount: true, amount: 33 }, quantity: 4 });
    const b = await makeGood({ price: 80, quantity: 2 });
    // The client's price and extra fields are ignored: only goodId and quantity count.
    const body = orderBody([{ goodId: a, quantity: 3 }, { goodId: b, quantity: 2 }]);
    const res = await post<{ _id: string; shoppingCardId: number }>('/api/createshoppingcard', body);
    expect(res.status).toBe(201);
    const n = res.body.shoppingCardId;
    expect(Number.isSafeInteger(n) && n > 0).toBe(true);
    expect(await cardsNumbered(n)).toEqual([res.body._id]);
    const card = await cardDoc(res.body._id);
    expect(card).toMatchObject({
      shoppingCardId: n,
      status: 'UNCONFIRMED',
      userId: null,
      customer: { name: 'Олена Тестова', phone: '+380671234567', email: 'olena.buyer@test.yarnshop.test' },
      delivery: { carrier: 'novaposhta', city: 'Київ', branch: '12', trackingNumber: null },
      payment: 'cod',
      idempotencyKey: body.idempotencyKey,
    });
    expect(card.goods).toEqual([
      expect.objectContaining({ goodId: a, quantityToSell: 3, price: 199, discount: { hasDiscount: true, amount: 33 }, measurement: 'skein' }),
      expect.objectContaining({ goodId: b, quantityToSell: 2, price: 80 }),
    ]);
    expect(card.history).toEqual([expect.objectContaining({ status: 'UNCONFIRMED', actor: 'guest' })]);
    expect(await stockOf(a)).toBe(4);
    const shopMail = await db.collection('mail').where('message.subject', '==', `Нове замовлення №${n}`).get();
    expect(shopMail.docs.map((d) => d.get('to'))).toEqual(['orders@yarnshop.test']);
    expect(shopMail.docs[0]!.get('message.text')).toContain('3 × 133 ₴ = 399 ₴');
    const customerMail = await db.collection('mail').where('message.subject', '==', `Ваше замовлення №${n} прийнято`).get();
    expect(customerMail.docs.map((d) => d.get('to'))).toEqual(['olena.buyer@test.yarnshop.test']);
  });

  it('a signed-in order belongs to the user and is added to users/{uid}.shoppingCards', async () => {
    const good = await makeGood();
    const res = await post<{ _id: string }>('/api/createshoppingcard', orderBody([{ goodId: good, quantity: 1 }], { customer: { name: 'Тарас', phone: '0501112233' } }), user);
    expect(res.status).toBe(201);
    const card = await cardDoc(res.body._id);
    expect(card.userId).toBe(user.uid);
    expect(card.customer.email).toBe(user.email); // known from the account
    expect(card.history[0]!.actor).toBe(`user:${user.uid}`);
    expect((await db.collection('users').doc(user.uid).get()).get('shoppingCards')).toContain(res.body._id);
  });

  it('Ukrposhta with a post-office index and no email or comment', async () => {
    const good = await makeGood();
    const body = orderBody([{ goodId: good, quantity: 1 }], {
      customer: { name: 'Іван', phone: '0671234567' },
      delivery: { carrier: 'ukrposhta', city: 'Львів', branch: '79000' },
      comment: undefined,
    });
    const res = await post<{ _id: string }>('/api/createshoppingcard', body);
    expect(res.status).toBe(201);
    expect(await cardDoc(res.body._id)).toMatchObject({ comment: null, customer: { email: null }, delivery: { carrier: 'ukrposhta' } });
  });
});

describe('idempotency', () => {
  it('the same key twice answers the same card and creates one', async () => {
    const good = await makeGood();
    const body = orderBody([{ goodId: good, quantity: 1 }]);
    const first = await post<{ _id: string; shoppingCardId: number }>('/api/createshoppingcard', body);
    const before = await writeState([good]);
    const second = await post<{ _id: string; shoppingCardId: number }>('/api/createshoppingcard', body);
    expect(first.status).toBe(201);
    expect(second.status).toBe(200);
    expect(second.body).toEqual(first.body);
    expect(await writeState([good])).toEqual(before);
  });

  it('a double click (the same request five times at once) creates one card', async () => {
    const good = await makeGood();
    const body = orderBody([{ goodId: good, quantity: 1 }]);
    const answers = await Promise.all(Array.from({ length: 5 }, () => post<{ _id: string }>('/api/createshoppingcard', body)));
    expect(answers.map((a) => a.status).sort()).toEqual([200, 200, 200, 200, 201]);
    expect(new Set(answers.map((a) => a.body._id)).size).toBe(1);
    expect((await db.collection('shoppingCards').where('idempotencyKey', '==', body.idempotencyKey).get()).size).toBe(1);
  });

  it('the same key with a different order is refused and writes nothing', async () => {
    const good = await makeGood();
    const body = orderBody([{ goodId: good, quantity: 1 }]);
    await post('/api/createshoppingcard', body);
    const before = await writeState([good]);
    const res = await post('/api/createshoppingcard', { ...body, goods: [{ goodId: good, quantity: 2 }] });
    expect(res.status).toBe(409);
    expect(res.body.error?.code).toBe('IDEMPOTENCY_KEY_REUSED');
    expect(await writeState([good])).toEqual(before);
  });
});

describe('refused orders write nothing', () => {
  let good: string;
  beforeAll(async () => {
    good = await makeGood({ quantity: 3 });
  });
  const line = () => [{ goodId: good, quantity: 1 }];
  const cases: [string, () => unknown][] = [
    ['no goods', () => orderBody([])],
    ['a zero quantity', () => orderBody([{ goodId: good, quantity: 0 }])],
    ['a negative quantity', () => orderBody([{ goodId: good, quantity: -1 }])],
    ['a fractional quantity', () => orderBody([{ goodId: good, quantity: 1.5 }])],
    ['a quantity as text', () => orderBody([{ goodId: good, quantity: '2' }] as never)],
    ['the same good twice', () => orderBody([...line(), ...line()])],
    ['more than 50 lines', () => orderBody(Array.from({ length: 51 }, (_, i) => ({ goodId: `g${i}`, quantity: 1 })))],
    ['a goodId with a slash', () => orderBody([{ goodId: 'goods/x', quantity: 1 }])],
    ['a bad phone', () => orderBody(line(), { customer: { name: 'Олена', phone: '067abc4567' } })],
    ['a missing name', () => orderBody(line(), { customer: { name: ' ', phone: '0671234567' } })],
    ['markup in the name', () => orderBody(line(), { customer: { name: '<b>x</b>', phone: '0671234567' } })],
    ['a bad email', () => orderBody(line(), { customer: { name: 'Олена', phone: '0671234567', email: 'nope' } })],
    ['an unknown carrier', () => orderBody(line(), { delivery: { carrier: 'meest', city: 'Київ', branch: '1' } })],
    ['no branch', () => orderBody(line(), { delivery: { carrier: 'novaposhta', city: 'Київ', branch: '' } })],
    ['no city', () => orderBody(line(), { delivery: { carrier: 'novaposhta', city: '', branch: '3' } })],
    ['a payment method the shop does not know', () => orderBody(line(), { payment: 'crypto' })],
    ['a short idempotency key', () => orderBody(line(), { idempotencyKey: 'abc' })],
    ['an idempotency key with a slash', () => orderBody(line(), { idempotencyKey: 'abcdefgh/ijk' })],
    ['no idempotency key', () => orderBody(line(), { idempotencyKey: undefined })],
  ];

  it('a method the ADMIN turned off: 409 PAYMENT_METHOD_OFF, nothing written', async () => {
    const settings = db.collection('settings').doc('payments');
    const saved = (await settings.get()).data();
    await settings.set({ cashOnDelivery: true, card: false, provider: 'monobank' });
    try {
      const before = await writeState([good]);
      const res = await post('/api/createshoppingcard', orderBody(line(), { payment: 'card' }));
      expect(res.status).toBe(409);
      expect(res.body.error?.code).toBe('PAYMENT_METHOD_OFF');
      expect(await writeState([good])).toEqual(before);
    } finally {
      if (saved) await settings.set(saved);
    }
  });

  it.each(cases)('%s: 400 VALIDATION_FAILED', async (_, body) => {
    const before = await writeState([good]);
    const res = await post('/api/createshoppingcard', body());
    expect(res.status).toBe(400);
    expect(res.body.error?.code).toBe('VALIDATION_FAILED');
    expect(await writeState([good])).toEqual(before);
  });

  it('unknown and archived goods: 400 UNKNOWN_GOODS naming them', async () => {
    const archived = await makeGood({ archived: true });
    const missing = `test-order-missing-${randomUUID()}`;
    const before = await writeState([good, archived]);
    const res = await post('/api/createshoppingcard', orderBody([...line(), { goodId: archived, quantity: 1 }, { goodId: missing, quantity: 1 }]));
    expect(res.status).toBe(400);
    expect(res.body.error?.code).toBe('UNKNOWN_GOODS');
    expect(res.body.error?.details?.goodIds).toEqual([archived, missing]);
    expect(await writeState([good, archived])).toEqual(before);
  });

  it('more than the stock: 409 NOT_ENOUGH_STOCK naming the short goods', async () => {
    const empty = await makeGood({ quantity: 0 });
    const before = await writeState([good, empty]);
    const res = await post('/api/createshoppingcard', orderBody([{ goodId: good, quantity: 4 }, { goodId: empty, quantity: 1 }]));
    expect(res.status).toBe(409);
    expect(res.body.error).toMatchObject({ code: 'NOT_ENOUGH_STOCK', details: { goodIds: [good, empty] } });
    expect(res.body.error?.message).toBe('Недостатньо товару на складі для цього замовлення.');
    expect(await writeState([good, empty])).toEqual(before);
  });

  it('a bad bearer token is a 401, never silently a guest order', async () => {
    const before = await writeState([good]);
    const res = await post('/api/createshoppingcard', orderBody(line()), { uid: 'x', email: 'x', token: 'forged' });
    expect(res.status).toBe(401);
    expect(await writeState([good])).toEqual(before);
  });
});
