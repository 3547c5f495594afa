// The ADMIN's orders manager in Chromium: an order found by its number and opened.
import type { Locator, Page } from 'playwright-core';
import { openPage } from './browser.ts';
import { SHOP_URL } from './emulators.ts';

const WAIT = { timeout: 20_000 };

/** Opens /ordersmanager, searches the order's number and opens its card; answers the card. */
export async function openOrderInManager(page: Page, number: number): Promise<Locator> {
  await openPage(page, `${SHOP_URL}/ordersmanager`);
  await page.getByRole('heading', { level: 1, name: 'Менеджер замовлень' }).waitFor(WAIT);
  await page.getByRole('main').getByRole('searchbox', { name: 'Пошук', exact: true }).fill(`№${number}`);
  const article = page.getByRole('article', { name: `Замовлення №${number}` });
  await article.getByRole('button', { name: new RegExp(`Замовлення №${number}`) }).click(WAIT);
  return article;
}
