// Rate limits of orders and callback requests, through Hosting as the SPA calls them: the last
// request a window allows passes, the next is 429 RATE_LIMITED with Retry-After and a translated
// message, and writes nothing; a parallel burst is counted whole; refused bad input counts nothing.
import { randomInt, randomUUID } from 'node:crypto';
import { afterEach, describe, expect, it } from 'vitest';
import { db } from '../../src/admin';
import { mailboxKey, RATE_RULES } from '../../src/http/rate-limit-rules';
import { COLLECTIONS } from '../../src/model/types';
import { countOf, forgetBuckets, leaveRoom, stemsFor, stemsOfOwnAddress } from '../rate-limit-support';
import { SHOP_URL } from '../shop-url';
import { cardDoc, makeGood, orderBody } from './orders-support';

const HOUR = 3600;

afterEach(() => forgetBuckets());

interface Reply {
  status: number;
  retryAfter: string | null;
  body: { _id?: string; error?: { code: string; message: string; details?: { retryAfterSeconds?: number } } };
}

async function postJson(path: string, body: unknown, language: 'ua' | 'en' = 'ua'): Promise<Reply> {
  const res = await fetch(`${SHOP_URL}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie: `__session=${language}` },
    body: JSON.stringify(body),
  });
  return { status: res.status, retryAfter: res.headers.get('retry-after'), body: (await res.json()) as Reply['body'] };
}

/** A Ukrainian mobile number of this test only, as a shopper types it, and as the API stores it. */
function freshPhone() {
  const digits = `67${randomInt(1_000_000, 9_999_999)}`;
  return { typed: `0${digits}`, international: `+38 0${digits.slice(0, 2)} ${digits.slice(2)}`, stored: `+380${digits}` };
}

function expectRefused(reply: Reply, language: 'ua' | 'en', maxWait: number) {
  expect(reply.status, JSON.stringify(reply.body)).toBe(429);
  expect(reply.body.error?.code).toBe('RATE_LIMITED');
  expect(reply.body.error?.message).toBe(language === 'ua' ? 'Забагато запитів. Спробуйте знову пізніше.' : 'Too many requests. Please try again later.');
  const wait = Number(reply.retryAfter);
  expect(wait).toBeGreaterThan(0);
  expect(wait).toBeLessThanOrEqual(maxWait);
  expect(reply.body.error?.details?.retryAfterSeconds).toBe(wait);
}

const cardsWithPhone = async (phone: string) =>
  (await db.collection(COLLECTIONS.shoppingCards).where('customer.phone', '==', phone).count().get()).data().count;

describe('POST /api/createshoppingcard', () => {
  const order = (goodId: string, phone: string, email: string | null = null) =>
    orderBody([{ goodId, quantity: 1 }], { customer: { name: 'Олена Ліміт', phone, email } });

  it('per phone: the last order of the hour is placed, the next is 429 and writes nothing', async () => {
    const good = await makeGood({ quantity: 50 });
    const phone = freshPhone();
    const stems = stemsFor(RATE_RULES.orderPerPhone, phone.stored);
    await leaveRoom(stems, HOUR, 1);
    expect((await postJson('/api/createshoppingcard', order(good, phone.typed))).status).toBe(201);
    // Written another way, it is the same phone.
    expectRefused(await postJson('/api/createshoppingcard', order(good, phone.international), 'en'), 'en', HOUR);
    expectRefused(await postJson('/api/createshoppingcard', order(good, phone.typed)), 'ua', HOUR);
    expect(await cardsWithPhone(phone.stored)).toBe(1);
    await forgetBuckets(stems);
  });

  it('per email: order mails to one mailbox are limited, whatever the phone', async () => {
    const good = await makeGood({ quantity: 50 });
    const mailbox = `limit-${randomUUID().slice(0, 8)}`;
    const stems = stemsFor(RATE_RULES.orderMailPerEmail, mailboxKey(`${mailbox}@test.yarnshop.test`));
    await leaveRoom(stems, HOUR, 1);
    expect((await postJson('/api/createshoppingcard', order(good, freshPhone().typed, `${mailbox}@test.yarnshop.test`))).status).toBe(201);
    const other = freshPhone();
    // A +tag or capitals reach the same mailbox, so they count as one.
    expectRefused(await postJson('/api/createshoppingcard', order(good, other.typed, `${mailbox.toUpperCase()}+again@test.yarnshop.test`)), 'ua', HOUR);
    expect(await cardsWithPhone(other.stored)).toBe(0);
    const mailsTo = async (to: string) => (await db.collection(COLLECTIONS.mail).where('to', '==', to).count().get()).data().count;
    expect(await mailsTo(`${mailbox}@test.yarnshop.test`)).toBe(1);
    expect(await mailsTo(`${mailbox.toUpperCase()}+again@test.yarnshop.test`)).toBe(0);
    // Without an email the same shopper still orders: only the mails were at their limit.
    expect((await postJson('/api/createshoppingcard', order(good, other.typed))).status).toBe(201);
    await forgetBuckets(stems);
  });

  it('per client address: counted for every phone, refused once the window is full', async () => {
    const good = await makeGood({ quantity: 50 });
    const stems = await stemsOfOwnAddress(RATE_RULES.orderPerAddress, () => postJson('/api/createshoppingcard', order(good, freshPhone().typed)));
    expect(stems.map((s) => s.seconds).sort((a, b) => a - b)).toEqual([600, 86_400]);
    await leaveRoom(stems, 600, 2);
    expect((await postJson('/api/createshoppingcard', order(good, freshPhone().typed))).status).toBe(201);
    expect((await postJson('/api/createshoppingcard', order(good, freshPhone().typed))).status).toBe(201);
    const refusedPhone = freshPhone();
    expectRefused(await postJson('/api/createshoppingcard', order(good, refusedPhone.typed)), 'ua', 600);
    expect(await cardsWithPhone(refusedPhone.stored)).toBe(0);
  });
});

describe('changes to an existing order', () => {
  it('per client address: add, quantity, remove and cancel all count; the last edit the window allows passes, the next is 429 and changes nothing', async () => {
    const [first, second] = [await makeGood({ quantity: 50 }), await makeGood({ quantity: 50 })];
    const created = await postJson('/api/createshoppingcard', orderBody([{ goodId: first, quantity: 1 }], { customer: { name: 'Олена Ліміт', phone: freshPhone().typed } }));
    const cardId = created.body._id!;
    const stems = await stemsOfOwnAddress(RATE_RULES.cardEditPerAddress, () =>
      postJson('/api/changegoodquantityinshoppingcard', { shoppingCardId: cardId, goodId: first, quantity: 2 }),
    );
    expect(stems.map((s) => s.seconds).sort((a, b) => a - b)).toEqual([600, 86_400]);
    await leaveRoom(stems, 600, 2);
    expect((await postJson('/api/addgoodtoshoppingcard', { shoppingCardId: cardId, goodId: second })).status).toBe(200);
    expect((await postJson('/api/removegoodshoppingcard', { shoppingCardId: cardId, goodId: second })).status).toBe(200);
    expectRefused(await postJson('/api/addgoodtoshoppingcard', { shoppingCardId: cardId, goodId: second }, 'en'), 'en', 600);
    expectRefused(await postJson('/api/cancelshoppingcard', { shoppingCardId: cardId }), 'ua', 600);
    const card = await cardDoc(cardId);
    expect(card.status).toBe('UNCONFIRMED');
    expect(card.goods.map((line) => [line.goodId, line.quantityToSell])).toEqual([[first, 2]]);
  });
});

describe('POST /api/sendcallbackrequest', () => {
  const callback = (clientPhone: string) => postJson('/api/sendcallbackrequest', { clientName: 'Ліміт', clientPhone });
  const stored = async (digits: string) =>
    (await db.collection(COLLECTIONS.callbackRequests).where('clientPhone', '==', digits).count().get()).data().count;

  it('per phone: the last call the hour allows is stored, the next is 429, in any spelling of the number', async () => {
    const phone = freshPhone();
    const stems = stemsFor(RATE_RULES.callbackPerPhone, phone.stored.slice(-9));
    await leaveRoom(stems, HOUR, 1);
    expect((await callback(phone.typed)).status).toBe(201);
    expectRefused(await callback(phone.international), 'ua', HOUR);
    // Stored in the one form (domain/phone.ts), however it was typed: one request, the first.
    expect(await stored(phone.stored)).toBe(1);
    expect(await stored(phone.typed)).toBe(0);
    await forgetBuckets(stems);
  });

  it('a parallel burst never gets past the limit: with room for 3, at most 3 of 8 pass, and the window is full after', async () => {
    const phone = freshPhone();
    const stems = stemsFor(RATE_RULES.callbackPerPhone, phone.stored.slice(-9));
    await leaveRoom(stems, HOUR, 3);
    const before = await countOf(stems, HOUR);
    const replies = await Promise.all(Array.from({ length: 8 }, () => callback(phone.typed)));
    const passed = replies.filter((r) => r.status === 201).length;
    // Each request reads the count after its own increment, so none slips through uncounted; in
    // a burst that overflows the window, a request within it may be refused with the rest.
    expect(passed).toBeLessThanOrEqual(3);
    expect(replies.every((r) => r.status === 201 || r.status === 429)).toBe(true);
    expect(await stored(phone.stored)).toBe(passed);
    expect(await countOf(stems, HOUR)).toBeGreaterThanOrEqual(before + 3);
    expect((await callback(phone.typed)).status).toBe(429);
    await forgetBuckets(stems);
  });

  it('bad input is refused before the limiter: it counts nothing', async () => {
    const phone = freshPhone();
    const stems = stemsFor(RATE_RULES.callbackPerPhone, phone.stored.slice(-9));
    await leaveRoom(stems, HOUR, 1);
    const before = await countOf(stems, HOUR);
    expect((await postJson('/api/sendcallbackrequest', { clientName: 'a b', clientPhone: phone.typed })).status).toBe(400);
    expect(await countOf(stems, HOUR)).toBe(before);
    // The one request of room left is still there.
    expect((await callback(phone.typed)).status).toBe(201);
    await forgetBuckets(stems);
  });

  it('per client address: refused for any phone once the hour is full', async () => {
    const stems = await stemsOfOwnAddress(RATE_RULES.callbackPerAddress, () => callback(freshPhone().typed));
    await leaveRoom(stems, HOUR, 0);
    const phone = freshPhone();
    expectRefused(await callback(phone.typed), 'ua', HOUR);
    expect(await stored(phone.stored)).toBe(0);
  });
});
