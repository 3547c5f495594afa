// The storefront's pages never load the validator (zod, about 26 kB gzip) or the account rules with
// their list of common passwords, and the home page not even the form pieces: they belong to the
// forms. A shared module that starts importing them drags them into the chunk every page loads (it
// happened once, +31 kB);
// the bench would only see the kilobytes, this test reads the scripts and names what came.
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SHOP_URL } from '../support/emulators.ts';
import { launchChromium, openPage, VIEWPORTS } from '../support/browser.ts';

/** Text that survives minifying: zod's error class name, and two entries of the password list. */
const FORM_ONLY_MARKERS = ['ZodError', '1qaz2wsx trustno1'];

let browser: Browser;
beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(async () => {
  await browser?.close();
});

/** A fresh desktop visit that records each script it loads and the form-only markers found in it. */
async function recordedVisit() {
  const context = await browser.newContext({ viewport: VIEWPORTS.desktop });
  const page = await context.newPage();
  const scripts: string[] = [];
  const reads: Promise<string[]>[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() !== 'script') return;
    const path = new URL(response.url()).pathname;
    scripts.push(path);
    reads.push(response.text().then((body) => FORM_ONLY_MARKERS.filter((m) => body.includes(m)).map((m) => `${path}: ${m}`)));
  });
  return { page, scripts, markersFound: async () => (await Promise.all(reads)).flat(), close: () => context.close() };
}

describe('a first visit to the storefront', () => {
  it('the home page loads no form pieces (fields, combobox, error policy): they come with the first form', async () => {
    const { page, scripts, close } = await recordedVisit();
    try {
      await openPage(page, `${SHOP_URL}/`);
      await page.waitForLoadState('networkidle');
      expect(scripts.length, 'the page loaded its scripts').toBeGreaterThan(2);
      // A field module in the shared chunk once pulled the whole forms chunk into every page.
      expect(scripts.filter((s) => /\/assets\/forms-/.test(s))).toEqual([]);
    } finally {
      await close();
    }
  });

  it.each(['/', '/goods/discountgoods', '/outercategory/yarn/wool/allgoods'])('%s and a good opened from it load no form-only chunk', async (path) => {
    const { page, scripts, markersFound, close } = await recordedVisit();
    try {
      await openPage(page, `${SHOP_URL}${path}`);
      await page.waitForLoadState('networkidle');
      expect(scripts.length, 'the page loaded its scripts').toBeGreaterThan(2);
      // On to a good's page in the same visit: its route's chunk comes now.
      await page.getByRole('main').getByRole('article').first().getByRole('heading').getByRole('link').click();
      await page.getByText('Артикул', { exact: false }).first().waitFor({ timeout: 20_000 });
      await page.waitForLoadState('networkidle');
      expect(scripts.some((s) => /\/assets\/good-route-/.test(s)), 'the good page came by client navigation').toBe(true);
      expect(await markersFound()).toEqual([]);
    } finally {
      await close();
    }
  });
});
