// A back-in-stock subscription's whole life on the emulators: subscribe, confirm by the mailed
// link, the stock back through each of its three writers (an order cancelled, a price list, the
// ADMIN's edit), exactly one mail in her language with a link to the colour, and the one-click
// unsubscribe. The trigger's mails are awaited (ADR 8).
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { db } from '../../src/admin';
import { COLLECTIONS, type StockEventDoc } from '../../src/model/types';
import { sendForStockEvent } from '../../src/stock-watch/send-on-stock-event';
import { createTestUser, bearer, type TestUser } from '../auth-tokens';
import { SHOP_URL } from '../shop-url';
import { triggersStarted } from './catalog-triggers-support';
import { makeGood, placeOrder, post } from './orders-support';
import { confirmedWatch, linkIn, mailsTo, newAddress, noticesTo, waitingFor, watch } from './stock-watch-support';

let admin: TestUser;
const run = Date.now().toString(36);
const both = (ua: string, en: string) => ({ ua, en });

beforeAll(async () => {
  admin = await createTestUser('admin');
  await triggersStarted();
});

async function move(cardId: string, status: string): Promise<void> {
  const res = await post('/api/changeshoppingcardstatus', { shoppingCardId: cardId, status }, admin);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
}

async function watchStatus(email: string): Promise<string[]> {
  const mailbox = (await mailsTo(email)).map((m) => linkIn(m, 'unsubscribe').mailbox)[0]!;
  const snap = await db.collection(COLLECTIONS.stockWatches).where('mailboxId', '==', mailbox).get();
  return snap.docs.map((d) => d.get('status') as string);
}

describe('a subscription’s whole life', () => {
  it('through an order cancelled: confirmed, one mail with a link to the colour, counted while it waits; unsubscribed', async () => {
    const good = await makeGood({ quantity: 2 });
    const card = await placeOrder([{ goodId: good, quantity: 2 }]);
    await move(card, 'RESERVED');

    const email = newAddress();
    const answer = await watch({ goodId: good, email });
    expect(answer).toEqual({ status: 202, body: { ok: true, confirmationNeeded: true } });
    const [confirmation] = await mailsTo(email);
    expect(confirmation!.message.subject).toBe('Підтвердьте підписку в Крамниці пряжі');
    expect(confirmation!.message.headers).toEqual({
      'List-Unsubscribe': expect.stringMatching(/^<http:\/\/127\.0\.0\.1:5000\/api\/unsubscribestockwatch\/[0-9a-f]{40}\/[\w-]{43}>$/),
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    });
    // Unconfirmed, she is not counted as waiting.
    expect(await waitingFor(good)).toBe(0);
    expect((await post('/api/confirmstockwatch', linkIn(confirmation!, 'confirm'))).status).toBe(200);
    expect(await waitingFor(good)).toBe(1);

    await move(card, 'CANCELLED');
    const [subject] = await noticesTo(email, 1);
    expect(subject).toMatch(/знову в наявності$/);
    const notice = (await mailsTo(email))[1]!;
    expect(notice.message.text).toContain(`http://127.0.0.1:5000/goods/test-orders/${good}`);
    expect(notice.message.headers?.['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
    expect(await watchStatus(email)).toEqual(['sent']);
    expect(await waitingFor(good)).toBe(0);

    // The same event delivered again sends nothing; nor does a later rise of the stock.
    const events = await db.collection(COLLECTIONS.stockEvents).where('goodId', '==', good).where('backInStock', '==', true).get();
    expect(await sendForStockEvent(events.docs[0]!.id, events.docs[0]!.data() as StockEventDoc)).toBe(0);
    await db.collection('goods').doc(good).update({ quantity: 7 });
    await expect.poll(async () => (await db.collection(COLLECTIONS.stockEvents).where('goodId', '==', good).get()).size).toBe(3);
    expect(await mailsTo(email)).toHaveLength(2);

    // One click from the mail client: a form POST to the header's address.
    const oneClick = /^<(.+)>$/.exec(notice.message.headers!['List-Unsubscribe']!)![1]!;
    const res = await fetch(oneClick, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: 'List-Unsubscribe=One-Click' });
    expect(res.status).toBe(200);
  });

  it('through a price list, in English when she asked in English', async () => {
    const articul = `BW-${run}`.toUpperCase();
    const good = articul.toLowerCase();
    await db.collection('goods').doc(good).set({ ...(await import('../good-doc')).ownGoodDoc(good, 'test-orders', { articul, quantity: 0 }) });
    const email = newAddress();
    const answer = await fetch(`${SHOP_URL}/api/watchstock`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie: '__session=en' },
      body: JSON.stringify({ goodId: good, email }),
    });
    expect(answer.status).toBe(202);
    const [confirmation] = await mailsTo(email);
    expect(confirmation!.message.subject).toBe('Confirm your subscription at the Yarn shop');
    expect((await post('/api/confirmstockwatch', linkIn(confirmation!, 'confirm'))).status).toBe(200);

    const form = new FormData();
    form.set('file', new Blob([`articul;price;quantity\n${articul};100;5\n`]), 'prices.csv');
    form.set('mode', 'apply');
    const synced = await fetch(`${SHOP_URL}/api/syncgoods`, { method: 'POST', headers: bearer(admin), body: form });
    expect(synced.status).toBe(200);
    expect(await noticesTo(email, 1)).toEqual([expect.stringMatching(/is back in stock$/)]);
    expect((await mailsTo(email))[1]!.message.text).toContain(`/goods/test-orders/${good}?lang=en`);
  });

  it('through the ADMIN’s edit of the good', async () => {
    const category = `watchcat${run}`;
    expect((await post('/api/saveoutercategory', { name: `watchouter${run}`, title: both('Тест', 'Test') }, admin)).status).toBe(200);
    expect((await post('/api/savecategory', { name: category, outerCategory: `watchouter${run}`, title: both('Кат', 'Cat') }, admin)).status).toBe(200);
    const body = (extra: Record<string, unknown>) => ({
      title: both(`Пряжа W-${run}`, `Yarn W-${run}`), description: both('', ''), kind: 'skeinYarn', measurement: 'skein', measurementCount: 1,
      category, subcategory: 'allgoods', mainImage: null, price: 120, discount: { hasDiscount: false, amount: 0 }, popular: false,
      newGoodState: true, quantity: 0, articul: `W-${run}`, yarn: null, ...extra,
    });
    const created = await post<{ _id: string }>('/api/savegood', body({}), admin);
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    const good = created.body._id;
    const email = await confirmedWatch({ goodId: good });
    const saved = await post('/api/savegood', body({ goodId: good, quantity: 4, quantitySeen: 0 }), admin);
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(await noticesTo(email, 1)).toEqual([`Пряжа W-${run} знову в наявності`]);
    expect((await mailsTo(email))[1]!.message.text).toContain(`/outercategory/watchouter${run}/${category}/allgoods/${good}`);
  });

  it('a signed-in shopper’s own address waits at once, with no confirmation mail', async () => {
    const shopper = await createTestUser('user');
    const good = await makeGood({ quantity: 0 });
    expect(await watch({ goodId: good }, shopper)).toEqual({ status: 202, body: { ok: true, confirmationNeeded: false } });
    expect(await waitingFor(good)).toBe(1);
    await db.collection('goods').doc(good).update({ quantity: 3 });
    await expect.poll(async () => (await mailsTo(shopper.email)).map((m) => m.message.subject), { timeout: 20_000 }).toEqual([expect.stringMatching(/знову в наявності$/)]);
  });
});

describe('the lot form', () => {
  const line = `watch-line-${randomUUID().slice(0, 8)}`;
  const lotted = (lots: { lot: string; quantity: number }[]) => ({ lots, quantity: lots.reduce((sum, l) => sum + l.quantity, 0) });

  beforeAll(async () => {
    await db.collection('yarnLines').doc(line).set({ brand: 'Test', name: 'Watch', colours: [] });
  });
  afterAll(() => db.collection('yarnLines').doc(line).delete());

  it('sends when one lot can supply her N, not when lots together could', async () => {
    const good = await makeGood({ yarnLineId: line, ...lotted([{ lot: 'A1', quantity: 3 }]) });
    const email = await confirmedWatch({ goodId: good, minSkeins: 10 });
    await db.collection('goods').doc(good).update(lotted([{ lot: 'A1', quantity: 3 }, { lot: 'B2', quantity: 8 }]));
    await db.collection('goods').doc(good).update(lotted([{ lot: 'A1', quantity: 3 }, { lot: 'B2', quantity: 8 }, { lot: 'C3', quantity: 12 }]));
    expect(await noticesTo(email, 1)).toEqual([expect.stringMatching(/^Нова партія: /)]);
    expect((await mailsTo(email))[1]!.message.text).toContain('щонайменше 10 мотків');
    // The mail was sent for the write that brought lot C3, not for the 11 skeins of two lots before it.
    const sent = await db.collection(COLLECTIONS.stockWatches).where('goodId', '==', good).get();
    const event = (await db.collection(COLLECTIONS.stockEvents).doc(sent.docs[0]!.get('sentFor') as string).get()).data() as StockEventDoc;
    expect(event.lots).toEqual([{ lot: 'C3', before: 0, after: 12 }]);
  });

  it('is only for colours of a yarn line', async () => {
    const good = await makeGood({ quantity: 0 });
    const answer = await watch({ goodId: good, email: newAddress(), minSkeins: 10 });
    expect(answer.status).toBe(400);
    expect(answer.body.error?.code).toBe('STOCK_WATCH_LOT_FORM_UNAVAILABLE');
  });
});

describe('what a subscription tells and sends', () => {
  it('answers alike for a new, a pending and a confirmed address, and mails one unanswered confirmation a day', async () => {
    const [good, other] = [await makeGood({ quantity: 0 }), await makeGood({ quantity: 0 })];
    const fresh = newAddress();
    const confirmed = await confirmedWatch({ goodId: good });
    const first = await watch({ goodId: good, email: fresh });
    const again = await watch({ goodId: other, email: fresh });
    const known = await watch({ goodId: good, email: confirmed });
    expect([again, known]).toEqual([first, first]);
    // One mail to the fresh address for two subscriptions; its link confirms both.
    expect(await mailsTo(fresh)).toHaveLength(1);
    expect((await post('/api/confirmstockwatch', linkIn((await mailsTo(fresh))[0]!, 'confirm'))).status).toBe(200);
    expect([await waitingFor(good), await waitingFor(other)]).toEqual([2, 1]);
    // The confirmed address already waits for the good: asking again mails nothing.
    expect(await mailsTo(confirmed)).toHaveLength(1);
  });

  it('unsubscribing ends every open subscription of the mailbox and the counts follow; a second click changes nothing', async () => {
    const good = await makeGood({ quantity: 0 });
    const email = await confirmedWatch({ goodId: good });
    expect(await waitingFor(good)).toBe(1);
    const link = linkIn((await mailsTo(email))[0]!, 'unsubscribe');
    expect((await post('/api/unsubscribestockwatch', link)).status).toBe(200);
    expect((await post('/api/unsubscribestockwatch', link)).status).toBe(200);
    expect(await waitingFor(good)).toBe(0);
    expect(await watchStatus(email)).toEqual(['ended']);
    await db.collection('goods').doc(good).update({ quantity: 5 });
    await expect.poll(async () => (await db.collection(COLLECTIONS.stockEvents).where('goodId', '==', good).get()).size).toBe(1);
    const [event] = (await db.collection(COLLECTIONS.stockEvents).where('goodId', '==', good).get()).docs;
    expect(await sendForStockEvent(event!.id, event!.data() as StockEventDoc)).toBe(0);
    expect(await mailsTo(email)).toHaveLength(1);
  });

  it('refuses a forged link with a stable code', async () => {
    const forged = { mailbox: 'a'.repeat(40), token: 'b'.repeat(43) };
    for (const path of ['/api/confirmstockwatch', '/api/unsubscribestockwatch']) {
      const answer = await post(path, forged);
      expect(answer.status).toBe(400);
      expect(answer.body.error?.code).toBe('STOCK_WATCH_LINK_INVALID');
    }
  });

  it('shows the ADMIN the longest waits, largest first, and nobody else', async () => {
    const good = await makeGood({ quantity: 0 });
    for (let i = 0; i < 3; i++) await confirmedWatch({ goodId: good });
    const list = await post<{ data: { goodId: string; waiting: number }[] }>('/api/getstockwatchcounts', {}, admin);
    expect(list.status).toBe(200);
    expect(list.body.data.find((row) => row.goodId === good)).toMatchObject({ waiting: 3 });
    const waits = list.body.data.map((row) => row.waiting);
    expect(waits).toEqual([...waits].sort((a, b) => b - a));
    expect((await post('/api/getstockwatchcounts', {}, await createTestUser('user'))).status).toBe(403);
    expect((await post('/api/getstockwatchcounts', {})).status).toBe(401);
  });
});
