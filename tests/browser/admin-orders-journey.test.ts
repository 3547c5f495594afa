// The orders manager in real Chromium: a guest orders 2 of a test good with 5 in stock; the
// seeded ADMIN finds the order in /ordersmanager and moves it UNCONFIRMED → RESERVED →
// CONFIRMED → SENT with a tracking number; the stock goes 5 → 3. Then the manager at 375 px.
import { randomUUID } from 'node:crypto';
import { getApps, initializeApp } from 'firebase-admin/app';
import { FieldValue, getFirestore } from 'firebase-admin/firestore';
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { launchChromium, screenshotOnFailure, VIEWPORTS } from '../support/browser.ts';
import { logInAsAdmin } from '../support/admin-session.ts';
import { SHOP_URL } from '../support/emulators.ts';

const app = getApps()[0] ?? initializeApp({ projectId: process.env.GCLOUD_PROJECT });
const db = getFirestore(app);

const run = randomUUID().slice(0, 8);
const goodId = `test-admin-orders-${run}`;
const customerName = `Покупець Журнал ${run}`;

/** A good of this run only, in a category no page lists, so no other test sees its stock move. */
async function makeGood(quantity: number): Promise<void> {
  await db.collection('goods').doc(goodId).set({
    title: { ua: `Пряжа менеджера ${run}`, en: `Manager yarn ${run}` },
    description: { ua: '', en: '' },
    kind: 'skeinYarn',
    measurement: 'skein',
    measurementCount: 1,
    outerCategory: 'noOuterCategory',
    category: 'test-admin-orders',
    subcategory: 'allgoods',
    mainImage: null,
    images: [],
    price: 120,
    discount: { hasDiscount: false, amount: 0 },
    popular: false,
    newGoodState: false,
    quantity,
    articul: goodId,
    yarn: null,
    archived: false,
    createdAt: FieldValue.serverTimestamp(),
    updatedAt: FieldValue.serverTimestamp(),
  });
}

async function placeGuestOrder(quantity: number): Promise<{ _id: string; shoppingCardId: number }> {
  const res = await fetch(`${SHOP_URL}/api/createshoppingcard`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      goods: [{ goodId, quantity }],
      customer: { name: customerName, phone: '067 765 43 21' },
      delivery: { carrier: 'novaposhta', city: 'Вінниця', branch: '3' },
      payment: 'cod',
      comment: `Коментар-${run}`,
      idempotencyKey: randomUUID(),
    }),
  });
  expect(res.status).toBe(201);
  return (await res.json()) as { _id: string; shoppingCardId: number };
}

const stock = async () => (await db.collection('goods').doc(goodId).get()).get('quantity') as number;
const card = async (id: string) => (await db.collection('shoppingCards').doc(id).get()).data()!;

let browser: Browser;
let page: Page;
let order: { _id: string; shoppingCardId: number };

beforeAll(async () => {
  await makeGood(5);
  order = await placeGuestOrder(2);
  browser = await launchChromium();
  page = await browser.newPage({ viewport: VIEWPORTS.desktop });
});
afterEach(async (context) => {
  await screenshotOnFailure(page, `admin-orders-${context.task.name}`, context.task.result?.state === 'fail');
});
afterAll(async () => {
  await browser?.close();
});

async function openOrder(): Promise<Locator> {
  await page.goto(`${SHOP_URL}/ordersmanager`, { waitUntil: 'domcontentloaded' });
  await page.getByRole('heading', { level: 1, name: 'Менеджер замовлень' }).waitFor({ timeout: 20_000 });
  await page.getByRole('main').getByRole('searchbox', { name: 'Пошук', exact: true }).fill(`№${order.shoppingCardId}`);
  const article = page.getByRole('article', { name: `Замовлення №${order.shoppingCardId}` });
  await article.waitFor({ timeout: 20_000 });
  await article.getByRole('button', { name: new RegExp(`Замовлення №${order.shoppingCardId}`) }).click();
  return article;
}

async function moveTo(article: Locator, status: string): Promise<void> {
  await article.getByRole('button', { name: `Перевести в стан «${status}»` }).click();
  await article.locator('[data-status]').getByText(status, { exact: true }).waitFor({ timeout: 20_000 });
}

describe('orders manager journey', () => {
  it('does not show the manager to a guest', async () => {
    await page.goto(`${SHOP_URL}/ordersmanager`, { waitUntil: 'domcontentloaded' });
    await page.waitForURL(`${SHOP_URL}/`, { timeout: 20_000 });
  });

  it('logs in as the seeded ADMIN and moves the order to SENT; the stock goes 5 → 3', async () => {
    await logInAsAdmin(page);

    const article = await openOrder();
    await article.getByText(customerName).first().waitFor();
    await article.getByText(`Пряжа менеджера ${run}`).waitFor();
    await article.getByText(`Коментар-${run}`, { exact: true }).waitFor();
    expect(await stock()).toBe(5);

    await moveTo(article, 'Зарезервоване');
    expect(await stock()).toBe(3);
    await moveTo(article, 'Підтверджене');

    // SENT needs the carrier's number: without it nothing is sent.
    await article.getByRole('button', { name: 'Перевести в стан «Відправлене»' }).click();
    await article.getByText('Щоб відправити замовлення, вкажіть номер відправлення.').waitFor();
    expect((await card(order._id)).status).toBe('CONFIRMED');
    const tracking = `2045${run.replace(/\D/g, '').padEnd(6, '7')}`;
    await article.getByLabel('Номер відправлення (ТТН)').fill(tracking);
    await moveTo(article, 'Відправлене');
    await article.getByText(`ТТН ${tracking}`).waitFor();

    const stored = await card(order._id);
    expect(stored.status).toBe('SENT');
    expect(stored.delivery.trackingNumber).toBe(tracking);
    expect(stored.history.map((h: { status: string }) => h.status)).toEqual(['UNCONFIRMED', 'RESERVED', 'CONFIRMED', 'SENT']);
    expect(await stock()).toBe(3);
  });

  it('is usable at 375 px: no sideways scrolling, the order and its actions fit', async () => {
    await page.setViewportSize(VIEWPORTS.phone);
    const article = await openOrder();
    await article.locator('[data-status]').getByText('Відправлене', { exact: true }).waitFor();
    const complete = article.getByRole('button', { name: 'Перевести в стан «Виконане»' });
    await complete.waitFor();
    const box = await complete.boundingBox();
    expect(box!.x).toBeGreaterThanOrEqual(0);
    expect(box!.x + box!.width).toBeLessThanOrEqual(VIEWPORTS.phone.width);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(VIEWPORTS.phone.width);

    await page.getByRole('main').getByRole('button', { name: 'Запити на дзвінок', exact: true }).click();
    await page.getByRole('checkbox', { name: 'Лише необроблені' }).waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(VIEWPORTS.phone.width);
  });
});
