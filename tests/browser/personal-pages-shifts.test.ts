// The personal pages keep their space while their code, session and data arrive: the checkout
// with a good in the cart, a guest's orders with one placed, and the signed-in cabinet shift by
// less than 0.02 (the layout-shift entries Chromium reports, as CLS sums a short page load) on the
// laptop where they were seen jumping, and on the phone.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { db } from '../../functions/src/admin.ts';
import { confirmedCard, withTestSettings } from '../../functions/test/emulator/waybill-support.ts';
import { logIn } from '../support/admin-session.ts';
import { openPage, WALKTHROUGH_SCREENS } from '../support/browser.ts';
import { goodInStockPath } from '../support/checkout-journey.ts';
import { SHOP_URL } from '../support/emulators.ts';
import { useJourneyPages } from '../support/journey-pages.ts';
import { movedElements, shiftsOfVisit } from '../support/layout-shifts.ts';

const WAIT = { timeout: 20_000 };
const pageAt = useJourneyPages('personal-pages-shifts');
withTestSettings();

async function expectSteady(page: Page, path: string): Promise<void> {
  const visit = await shiftsOfVisit(page, `${SHOP_URL}${path}`, path);
  expect(visit.total, movedElements(visit).join('\n')).toBeLessThan(0.02);
}

describe.each([
  ['1366 px', WALKTHROUGH_SCREENS.desktop],
  ['390 px touch', WALKTHROUGH_SCREENS.phone],
] as const)('personal pages at %s', (_name, screen) => {
  it('the checkout holds its place while the cart’s goods load', async () => {
    const page = await pageAt(screen);
    await openPage(page, `${SHOP_URL}${await goodInStockPath(db)}`);
    await page.getByRole('button', { name: 'Купити', exact: true }).first().click(WAIT);
    await page.getByRole('button', { name: 'У кошику', exact: true }).first().waitFor(WAIT);
    await expectSteady(page, '/makeorderpage');
    await page.getByRole('form', { name: 'Дані для замовлення' }).waitFor(WAIT);
  });

  it('a guest’s orders hold their place while they load', async () => {
    const order = await confirmedCard();
    const page = await pageAt(screen);
    await openPage(page, `${SHOP_URL}/`);
    await page.evaluate((id) => localStorage.setItem('orders', JSON.stringify([{ orderId: id }])), order.id);
    await expectSteady(page, '/unregistereduserpage');
    await page.getByText(`№${order.number}`, { exact: false }).first().waitFor(WAIT);
  });

  it('the cabinet holds its place while the session and the orders load', async () => {
    const page = await pageAt(screen);
    await logIn(page, 'olena', 'Olena12345!');
    await expectSteady(page, '/userpage');
    await page.getByRole('heading', { level: 1, name: 'Особистий кабінет' }).waitFor(WAIT);
  });
});
