// The start of every checkout journey in Chromium: a seeded good with stock put in the cart,
// then the checkout page, answered as the form a shopper fills in.
import type { Firestore } from 'firebase-admin/firestore';
import type { Locator, Page } from 'playwright-core';
import { listedGood } from '../../functions/test/listed-goods.ts';
import { openPage } from './browser.ts';
import { SHOP_URL } from './emulators.ts';

const WAIT = { timeout: 20_000 };

/** A seeded good's page (not a test's own good) with at least five in stock. */
export async function goodInStockPath(db: Firestore): Promise<string> {
  const good = await listedGood(db, (goods) => goods.where('quantity', '>=', 5));
  return `/goods/${good.get('category') as string}/${good.id}`;
}

export async function checkoutWithOneGood(page: Page, db: Firestore): Promise<Locator> {
  await openPage(page, `${SHOP_URL}${await goodInStockPath(db)}`);
  await page.getByRole('button', { name: 'Купити', exact: true }).first().click(WAIT);
  await page.getByRole('button', { name: 'У кошику', exact: true }).first().waitFor(WAIT);
  await openPage(page, `${SHOP_URL}/makeorderpage`);
  return page.getByRole('form', { name: 'Дані для замовлення' });
}
