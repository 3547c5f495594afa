// Waybills in real Chromium, at desktop and 375 px: a registered customer's CONFIRMED
// order to a Nova Poshta branch; the ADMIN creates its waybill in the orders manager (against the
// carrier stand-in), the card shows the tracking number and the cash-on-delivery form, the label
// downloads as a PDF, and the customer's own orders page shows the tracking number.
import { readFile } from 'node:fs/promises';
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { db } from '../../functions/src/admin.ts';
import { createTestUser, type TestUser } from '../../functions/test/auth-tokens.ts';
import { confirmedCard, withTestSettings } from '../../functions/test/emulator/waybill-support.ts';
import { launchChromium, screenshotOnFailure, VIEWPORTS } from '../support/browser.ts';
import { logIn, logInAsAdmin } from '../support/admin-session.ts';
import { SHOP_URL } from '../support/emulators.ts';

const WAIT = { timeout: 20_000 };

let browser: Browser;
const pages: Page[] = [];
beforeAll(async () => {
  browser = await launchChromium();
});
withTestSettings();
afterEach(async (context) => {
  for (const [i, page] of pages.entries()) await screenshotOnFailure(page, `waybill-${context.task.name}-${i}`, context.task.result?.state === 'fail');
  await Promise.all(pages.splice(0).map((page) => page.context().close()));
});
afterAll(async () => {
  await browser?.close();
});

async function pageAt(viewport: { width: number; height: number }): Promise<Page> {
  const context = await browser.newContext({ viewport, acceptDownloads: true });
  const page = await context.newPage();
  pages.push(page);
  return page;
}

async function openOrder(page: Page, number: number): Promise<Locator> {
  await page.goto(`${SHOP_URL}/ordersmanager`, { waitUntil: 'domcontentloaded' });
  await page.getByRole('heading', { level: 1, name: 'Менеджер замовлень' }).waitFor(WAIT);
  await page.getByRole('main').getByRole('searchbox', { name: 'Пошук', exact: true }).fill(`№${number}`);
  const article = page.getByRole('article', { name: `Замовлення №${number}` });
  await article.waitFor(WAIT);
  await article.getByRole('button', { name: new RegExp(`Замовлення №${number}`) }).click();
  return article;
}

const fitsWidth = async (page: Page, width: number) => expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);

describe.each([
  ['desktop', VIEWPORTS.desktop],
  ['375 px', VIEWPORTS.phone],
] as const)('waybill journey at %s', (_name, viewport) => {
  it('the ADMIN creates the waybill; the card shows its number and prints its label; the customer sees the number', async () => {
    // Its own customer: logging in through the shop ends the sessions the test made before.
    const customer: TestUser = await createTestUser('user');
    const order = await confirmedCard('branch', undefined, customer);
    const admin = await pageAt(viewport);
    await logInAsAdmin(admin);
    const article = await openOrder(admin, order.number);
    const waybill = article.getByRole('region', { name: 'Накладна' });
    await waybill.getByRole('button', { name: 'Створити накладну' }).click();
    await article.locator('[data-status]').getByText('Відправлене', { exact: true }).waitFor(WAIT);

    const stored = (await db.collection('shoppingCards').doc(order.id).get()).data()!;
    const tracking = stored.delivery.trackingNumber as string;
    expect(stored.delivery.waybill).toMatchObject({ carrier: 'novaposhta', manual: false, cashOnDelivery: 'moneyTransfer', trackingNumber: tracking });
    await waybill.getByText(tracking, { exact: true }).waitFor(WAIT);
    await waybill.getByText('грошовий переказ').waitFor();
    await article.getByText(`ТТН ${tracking}`).waitFor();
    await fitsWidth(admin, viewport.width);

    const [download] = await Promise.all([admin.waitForEvent('download', WAIT), waybill.getByRole('button', { name: 'Друкувати етикетку (PDF)' }).click()]);
    expect(download.suggestedFilename()).toBe(`waybill-${tracking}.pdf`);
    const pdf = (await readFile((await download.path())!)).toString('latin1');
    expect(pdf.startsWith('%PDF-')).toBe(true);
    expect(pdf).toContain(`EN ${tracking}`);

    const shopper = await pageAt(viewport);
    await logIn(shopper, customer.email, 'Test12345!');
    await shopper.goto(`${SHOP_URL}/userpage`, { waitUntil: 'domcontentloaded' });
    const orders = shopper.getByRole('main');
    await orders.getByText(new RegExp(`^Замовлення №${order.number}\\b`)).first().click(WAIT);
    await orders.getByText(`ТТН ${tracking}`).waitFor(WAIT);
    await fitsWidth(shopper, viewport.width);
  });
});
