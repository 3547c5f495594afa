// Failure in the middle: the API is down while a shopper checks out. In real Chromium
// the shopper puts two goods in the cart, fills the make-order form, and /api becomes
// unreachable (the connection fails, or a proxy answers 503 with an HTML page). The SPA must
// say so in plain words, keep the cart and write nothing; once the API is back, submitting
// again places the order once. A third case loses only the answer: the order reached the
// server, so the retry must answer that same card (the form keeps its idempotency key).
import { randomUUID } from 'node:crypto';
import { getApps, initializeApp } from 'firebase-admin/app';
import { getFirestore } from 'firebase-admin/firestore';
import type { Browser, BrowserContext, Page, Route } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ua } from '../../web/src/config/messages/ua.ts';
import { launchChromium, openPage, screenshotOnFailure, VIEWPORTS } from '../support/browser.ts';
import { SHOP_URL } from '../support/emulators.ts';
import { chooseNovaPoshtaBranch } from '../support/nova-poshta-picker.ts';

const db = getFirestore(getApps()[0] ?? initializeApp({ projectId: process.env.GCLOUD_PROJECT }));
const WAIT = { timeout: 20_000 };
const API = '**/api/**';

/** Two seeded goods in stock, on their /goods/{category}/{id} pages. Ordering takes no stock. */
async function twoGoodsInStock(): Promise<{ id: string; path: string }[]> {
  const snap = await db.collection('goods').where('quantity', '>=', 5).limit(40).get();
  const goods = snap.docs
    .filter((d) => d.get('archived') !== true && !String(d.get('category')).startsWith('test-'))
    .slice(0, 2)
    .map((d) => ({ id: d.id, path: `/goods/${d.get('category') as string}/${d.id}` }));
  if (goods.length < 2) throw new Error('the seed has fewer than two goods in stock');
  return goods;
}

/** The cards this test's shopper placed: the name is unique to the test. */
async function cardsOf(customerName: string): Promise<string[]> {
  return (await db.collection('shoppingCards').where('customer.name', '==', customerName).get()).docs.map((d) => d.id);
}

const cartCount = async () => (await db.collection('shoppingCards').count().get()).data().count;

/** The goods of the cart as the SPA keeps them in localStorage (web/src/stores/cart-store.ts). */
async function storedCart(page: Page): Promise<string[]> {
  const raw = await page.evaluate(() => localStorage.getItem('shoppingCard'));
  if (raw === null) return [];
  return (JSON.parse(raw) as { state: { lines: { goodId: string }[] } }).state.lines.map((l) => l.goodId);
}

const OUTAGES: { name: string; failWith: (route: Route) => Promise<void>; reachesServer: boolean }[] = [
  { name: 'the connection fails', failWith: (route) => route.abort('failed'), reachesServer: false },
  {
    name: 'a proxy answers 503 with an HTML page',
    failWith: (route) =>
      route.fulfill({ status: 503, contentType: 'text/html', body: '<!doctype html><html><body><h1>503 Service Unavailable</h1></body></html>' }),
    reachesServer: false,
  },
  {
    // The request is served, then the connection drops before the answer arrives.
    name: 'the answer is lost after the order reached the server',
    failWith: async (route) => {
      await route.fetch();
      await route.abort('failed');
    },
    reachesServer: true,
  },
];

let browser: Browser;
beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(async () => {
  await browser?.close();
});

describe.each(Object.entries(VIEWPORTS))('checkout while the API is down at %s width', (viewportName, viewport) => {
  let context: BrowserContext;
  let page: Page;
  beforeAll(async () => {
    // One context per width; each test starts from an empty cart (localStorage cleared below).
    context = await browser.newContext({ viewport });
    page = await context.newPage();
  });
  afterEach(async (test) => {
    await page.unrouteAll({ behavior: 'ignoreErrors' });
    await screenshotOnFailure(page, `api-down-${viewportName}-${test.task.name}`, test.task.result?.state === 'fail');
    await page.evaluate(() => localStorage.clear()).catch(() => undefined);
  });
  afterAll(async () => {
    await context?.close();
  });

  it.each(OUTAGES)('$name: a clear error, the cart kept; once the API is back the order is placed once', async ({ failWith, reachesServer }) => {
    const goods = await twoGoodsInStock();
    const customerName = `Відмова ${randomUUID().slice(0, 8)}`;

    for (const good of goods) {
      await openPage(page, `${SHOP_URL}${good.path}`);
      await page.getByRole('button', { name: 'Купити', exact: true }).first().click(WAIT);
      await page.getByRole('button', { name: 'У кошику', exact: true }).first().waitFor(WAIT);
    }
    await page.goto(`${SHOP_URL}/makeorderpage`, { waitUntil: 'domcontentloaded' });
    await page.getByRole('heading', { name: 'Оформлення замовлення' }).waitFor(WAIT);
    const form = page.getByRole('form', { name: 'Дані для замовлення' });
    await form.getByLabel(/^Ім’я та прізвище/).fill(customerName);
    await form.getByLabel(/^Телефон/).fill('067 123 45 67');
    await form.getByRole('radio', { name: 'Нова пошта' }).check();
    // The settlement and branch come from Nova Poshta's directory (the carrier stand-in's copy).
    await chooseNovaPoshtaBranch(form, { type: 'Київ', choose: 'Київ, Київська обл.' }, { type: '12', choose: /^№12:/ });

    const cardsBefore = await cartCount();
    let failed = 0;
    await page.route(API, async (route) => {
      failed += 1;
      await failWith(route);
    });
    const submit = page.getByRole('button', { name: 'Підтвердити замовлення' });
    await submit.click();

    const alert = page.getByRole('alert').filter({ hasText: ua['checkout.checkoutApiDown'] });
    await alert.waitFor(WAIT);
    expect(failed, 'the order request was made and failed').toBeGreaterThanOrEqual(1);
    // Still on the form: no confirmation, the button usable again.
    expect(await page.getByRole('heading', { name: /Замовлення №\d+ прийнято/ }).count()).toBe(0);
    await expect.poll(() => submit.isEnabled()).toBe(true);
    // The cart is kept, in storage and in the header badge.
    expect(await storedCart(page)).toEqual(goods.map((g) => g.id));
    const cartButton = page.getByRole('button', { name: 'Кошик, товарів: 2', exact: true });
    await cartButton.waitFor(WAIT);
    expect((await cartButton.textContent())?.trim()).toBe('2');
    // Nothing was written, unless the request did reach the server: then exactly the one card.
    expect(await cardsOf(customerName)).toHaveLength(reachesServer ? 1 : 0);
    expect(await cartCount()).toBe(cardsBefore + (reachesServer ? 1 : 0));
    const reached = await cardsOf(customerName);

    await page.unroute(API);
    await submit.click();
    const placed = page.getByRole('heading', { name: /Замовлення №\d+ прийнято/ });
    await placed.waitFor(WAIT);
    const number = Number(/№(\d+)/.exec((await placed.textContent()) ?? '')![1]);

    const cards = await cardsOf(customerName);
    expect(cards, 'one order, whatever happened before').toHaveLength(1);
    if (reachesServer) expect(cards).toEqual(reached);
    expect(await cartCount()).toBe(cardsBefore + 1);
    const card = (await db.collection('shoppingCards').doc(cards[0]!).get()).data()!;
    expect(card.shoppingCardId).toBe(number);
    expect(card.goodIds).toEqual(goods.map((g) => g.id));
    // Now, and only now, the cart is emptied.
    expect(await storedCart(page)).toEqual([]);
    await page.getByRole('button', { name: 'Кошик, товарів: 0', exact: true }).waitFor(WAIT);
  });
});
