// The personal pages of the layout-shift row, each with what it shows when it is not empty: the
// checkout with a good in the cart, a guest's orders with one placed, the cabinet signed in as the
// seeded customer. The bench's own good (and its order) are removed afterwards.
import type { Page } from 'playwright-core';
import { logIn } from '../../tests/support/admin-session.ts';
import { paths } from '../../web/src/config/paths.ts';
import { createLoadGood, orderBody } from './load-orders.ts';

export interface PersonalPage {
  path: string;
  prepare: (page: Page) => Promise<void>;
}

async function putInStorage(page: Page, shopUrl: string, key: string, value: unknown): Promise<void> {
  await page.goto(`${shopUrl}/`, { waitUntil: 'domcontentloaded' });
  await page.evaluate(([k, v]) => localStorage.setItem(k!, v!), [key, JSON.stringify(value)]);
}

export async function personalPages(shopUrl: string): Promise<{ pages: PersonalPage[]; remove: () => Promise<void> }> {
  const good = await createLoadGood();
  const res = await fetch(`${shopUrl}/api/createshoppingcard`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(orderBody(good.id)) });
  const order = (await res.json()) as { _id?: string };
  if (!order._id) throw new Error(`the bench's guest order was refused: ${res.status}`);
  return {
    pages: [
      { path: paths.makeOrder.getHref(), prepare: (page) => putInStorage(page, shopUrl, 'shoppingCard', { state: { lines: [{ goodId: good.id, quantity: 1 }] }, version: 1 }) },
      { path: paths.unregisteredUserPage.getHref(), prepare: (page) => putInStorage(page, shopUrl, 'orders', [{ orderId: order._id }]) },
      { path: paths.userPage.getHref(), prepare: (page) => logIn(page, 'olena', 'Olena12345!') },
    ],
    remove: good.remove,
  };
}
