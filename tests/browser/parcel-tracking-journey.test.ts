// Parcel tracking in real Chromium, at desktop and 375 px. A guest's SENT Nova Poshta order:
// the tracking run (the ADMIN's endpoint, the schedule's code) records the parcel on its way, then
// received, which completes the card; the guest's order view shows each with the carrier's text and
// date. A refused parcel is flagged in the orders manager, and the ADMIN's cancel returns the stock.
import type { Locator, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { db } from '../../functions/src/admin.ts';
import { createTestUser, type TestUser } from '../../functions/test/auth-tokens.ts';
import { stockOf } from '../../functions/test/emulator/orders-support.ts';
import { parcelAtStandIn, runTrackingAsAdmin, sentCard, setParcelStatus } from '../../functions/test/emulator/tracking-support.ts';
import { logInAsAdmin } from '../support/admin-session.ts';
import { VIEWPORTS } from '../support/browser.ts';
import { SHOP_URL } from '../support/emulators.ts';
import { useJourneyPages } from '../support/journey-pages.ts';

const WAIT = { timeout: 20_000 };

const pageAt = useJourneyPages('parcel-tracking');
let admin: TestUser;
beforeAll(async () => {
  admin = await createTestUser('admin');
});

/** A guest's SENT card whose parcel the stand-in knows; answers its id, display number and good. */
async function guestParcel() {
  const trackingNumber = await parcelAtStandIn();
  const { cardId, good } = await sentCard(trackingNumber);
  const number = (await db.collection('shoppingCards').doc(cardId).get()).get('shoppingCardId') as number;
  return { trackingNumber, cardId, good, number };
}

/** The guest's orders page, remembering `cardId` in this browser as checkout would. */
async function guestOrder(page: Page, cardId: string, number: number): Promise<Locator> {
  await page.goto(`${SHOP_URL}/unregistereduserpage`, { waitUntil: 'domcontentloaded' });
  await page.evaluate((id) => localStorage.setItem('orders', JSON.stringify([{ orderId: id }])), cardId);
  await page.reload({ waitUntil: 'domcontentloaded' });
  const order = page.getByRole('article', { name: `Замовлення №${number}` });
  await order.waitFor(WAIT);
  return order;
}

const fitsWidth = async (page: Page, width: number) => expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);

// VIEWPORTS: desktop and phone (375 px).
describe.each(Object.entries(VIEWPORTS))('parcel tracking at %s width', (_name, viewport) => {
  it('a tracking run moves the parcel on and then completes the order; the guest sees both', async () => {
    const parcel = await guestParcel();
    await setParcelStatus(parcel.trackingNumber, 5);
    await runTrackingAsAdmin(admin);
    const page = await pageAt(viewport);
    let order = await guestOrder(page, parcel.cardId, parcel.number);
    await order.getByText('Відправлене', { exact: true }).waitFor(WAIT);
    await order.getByText(/^Посилка: у дорозі · Відправлення прямує до міста · перевірено /).waitFor(WAIT);

    await setParcelStatus(parcel.trackingNumber, 9);
    expect((await runTrackingAsAdmin(admin)).completed).toBeGreaterThanOrEqual(1);
    order = await guestOrder(page, parcel.cardId, parcel.number);
    await order.getByText('Виконане', { exact: true }).waitFor(WAIT);
    await order.getByText('Посилка: отримана · Відправлення отримано · дата перевізника 25.11.2026 14:10', { exact: true }).waitFor(WAIT);
    await fitsWidth(page, viewport.width);
  });

  it('a refused parcel is flagged for the ADMIN, who cancels the order and the goods return to stock', async () => {
    const parcel = await guestParcel();
    await setParcelStatus(parcel.trackingNumber, 102);
    await runTrackingAsAdmin(admin);
    const page = await pageAt(viewport);
    await logInAsAdmin(page);
    await page.goto(`${SHOP_URL}/ordersmanager`, { waitUntil: 'domcontentloaded' });
    await page.getByRole('main').getByRole('searchbox', { name: 'Пошук', exact: true }).fill(`№${parcel.number}`, WAIT);
    const article = page.getByRole('article', { name: `Замовлення №${parcel.number}` });
    const summary = article.getByRole('button', { name: /Посилка потребує уваги/ });
    await summary.click(WAIT);
    await article.getByText(/^Посилку не отримали/).waitFor(WAIT);
    await article.getByText(/^Посилка: одержувач відмовився · Відмова одержувача/).waitFor();
    await fitsWidth(page, viewport.width);

    await article.getByRole('button', { name: 'Перевести в стан «Скасоване»' }).click();
    await page.getByRole('button', { name: 'Так, скасувати' }).click();
    // A cancelled card leaves the active orders; among the finished ones it asks for nothing more.
    await article.waitFor({ state: 'detached', ...WAIT });
    await expect.poll(() => stockOf(parcel.good)).toBe(10);
    await page.getByRole('button', { name: 'Завершені й скасовані' }).click();
    await page.getByRole('main').getByRole('searchbox', { name: 'Пошук', exact: true }).fill(`№${parcel.number}`, WAIT);
    await article.getByRole('button', { name: /Скасоване/ }).click(WAIT);
    await article.getByText(/^Посилка: одержувач відмовився/).waitFor(WAIT);
    expect(await article.getByText(/Посилка потребує уваги|Посилку не отримали/).count()).toBe(0);
  });
});
