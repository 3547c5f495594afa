// The ADMIN's orders manager in real Chromium with more than 500 active orders and more than 500
// open callback requests (seeded straight into Firestore, dated 2001 so they come last): "Show
// more" loads page after page until the oldest of each appears, and then offers no more.
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { makeGood } from '../../functions/test/emulator/orders-support.ts';
import { deleteSeeded, seedOldCallbacks, seedOldCards } from '../../functions/test/paging-support.ts';
import { logInAsAdmin } from '../support/admin-session.ts';
import { launchChromium, screenshotOnFailure, VIEWPORTS } from '../support/browser.ts';
import { SHOP_URL } from '../support/emulators.ts';

const SEEDED = 510;
const FIRST_NUMBER = 9_500_000;
const run = Date.now().toString(36);

let browser: Browser;
let page: Page;

beforeAll(async () => {
  const goodId = await makeGood({ quantity: 5 });
  await seedOldCards(SEEDED, goodId, FIRST_NUMBER, (i) => `Сторінка ${run} ${i}`);
  // Every fifth one is done; the oldest (i = 1) is open.
  await seedOldCallbacks(SEEDED, (i) => `Дзвінок${run}-${i}`);
  browser = await launchChromium();
  page = await browser.newPage({ viewport: VIEWPORTS.desktop });
  await logInAsAdmin(page);
});
afterEach(async (context) => {
  await screenshotOnFailure(page, `admin-paging-${context.task.name}`, context.task.result?.state === 'fail');
});
afterAll(async () => {
  await browser?.close();
  await deleteSeeded();
});

/** Clicks "Show more" until `target` is shown or no more is offered; answers the clicks. */
async function showMoreUntil(panel: Locator, target: Locator): Promise<number> {
  const more = panel.getByRole('button', { name: 'Показати ще', exact: true });
  // No page is loading: the button is enabled again, or gone after the last page.
  const settled = async () => (await more.count()) === 0 || (await more.isEnabled({ timeout: 1000 }).catch(() => true));
  for (let clicks = 0; clicks <= 20; clicks += 1) {
    await expect.poll(settled).toBe(true);
    if ((await target.count()) > 0 || (await more.count()) === 0) return clicks;
    await more.click();
  }
  throw new Error('the list never reached the oldest item');
}

describe('orders manager pages past 500', () => {
  it('active orders: the oldest of 510 appears after "Show more", and then there is no more', async () => {
    await page.goto(`${SHOP_URL}/ordersmanager`, { waitUntil: 'domcontentloaded' });
    await page.getByRole('heading', { level: 1, name: 'Менеджер замовлень' }).waitFor({ timeout: 20_000 });
    const main = page.getByRole('main');
    const oldest = main.getByText(`Сторінка ${run} 0`, { exact: true });
    await main.getByRole('article').first().waitFor({ timeout: 20_000 });
    expect(await showMoreUntil(main, oldest)).toBeGreaterThanOrEqual(5);
    expect(await oldest.count()).toBe(1);
    // Each seeded order shown once.
    expect(await main.getByText(new RegExp(`^Сторінка ${run} \\d+$`)).count()).toBe(SEEDED);
    await expect.poll(() => main.getByRole('button', { name: 'Показати ще', exact: true }).count()).toBe(0);
  });

  it('open callback requests: the oldest open one of 510 appears after "Show more"', async () => {
    const main = page.getByRole('main');
    await main.getByRole('button', { name: 'Запити на дзвінок' }).click();
    const list = main.getByRole('list', { name: 'Запити на дзвінок' });
    await list.waitFor({ timeout: 20_000 });
    const oldestOpen = list.getByText(`Дзвінок${run}-1`, { exact: true });
    expect(await showMoreUntil(main, oldestOpen)).toBeGreaterThanOrEqual(4);
    expect(await oldestOpen.count()).toBe(1);
    // 510 seeded, every fifth done: 408 open ones of this run, each shown once.
    expect(await list.getByText(new RegExp(`^Дзвінок${run}-\\d+$`)).count()).toBe(408);
    await expect.poll(() => main.getByRole('button', { name: 'Показати ще', exact: true }).count()).toBe(0);
  });
});
