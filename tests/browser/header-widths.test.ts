// The header fits every width between the phone and the desktop, for a guest and for a signed-in
// user (whose name, orders and cart widgets make the bar widest), in both languages.
import type { Browser, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { logIn } from '../support/admin-session.ts';
import { launchChromium, openPage, screenshotOnFailure } from '../support/browser.ts';
import { SHOP_URL } from '../support/emulators.ts';

const WIDTHS = [375, 480, 600, 700, 800, 900, 1000, 1100, 1280];

let browser: Browser;
let page: Page;
beforeAll(async () => {
  browser = await launchChromium();
  page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
});
afterAll(async () => {
  await browser?.close();
});
afterEach(async (context) => {
  await screenshotOnFailure(page, `header-widths-${context.task.name}`, context.task.result?.state === 'fail');
});

/** The widths at which the page, or the header itself, is wider than the window. */
async function overflowingWidths(): Promise<number[]> {
  const wide: number[] = [];
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 800 });
    const sizes = await page.evaluate(() => ({ page: document.documentElement.scrollWidth, header: document.querySelector('header')!.scrollWidth }));
    if (sizes.page > width || sizes.header > width) wide.push(width);
  }
  return wide;
}

describe('the header at every width', () => {
  it('fits for a guest, in Ukrainian and in English', async () => {
    await openPage(page, `${SHOP_URL}/`);
    expect(await overflowingWidths()).toEqual([]);
    await openPage(page, `${SHOP_URL}/?lang=en`);
    expect(await overflowingWidths()).toEqual([]);
  });

  it('fits for a signed-in user, in Ukrainian and in English', async () => {
    await openPage(page, `${SHOP_URL}/?lang=ua`); // the login form is found by its Ukrainian labels
    await logIn(page, 'olena', 'Olena12345!');
    await openPage(page, `${SHOP_URL}/`);
    await page.locator('header').getByText('olena').first().waitFor({ timeout: 20_000 });
    expect(await overflowingWidths()).toEqual([]);
    await openPage(page, `${SHOP_URL}/?lang=en`);
    await page.locator('header').getByText('olena').first().waitFor({ timeout: 20_000 });
    expect(await overflowingWidths()).toEqual([]);
  });
});
