// Every kind of public page arrives rendered by the server and is hydrated by the SPA: no console
// error, no hydration mismatch, no second read of the data the page came with. A returning
// shopper's cart badge and name fill in after hydration without moving anything.
import type { Browser, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { SHOP_URL } from '../support/emulators.ts';
import { logIn } from '../support/admin-session.ts';
import { launchChromium, screenshotOnFailure, VIEWPORTS } from '../support/browser.ts';
import { seededPages, type SeededPages } from '../support/seeded-pages.ts';

const WAIT = { timeout: 20_000 };

interface Visit {
  errors: string[];
  firestoreReads: string[];
  /** Whether the page's HTML held the app's markup before any script ran. */
  serverRendered: boolean;
}

/** Opens `path` and waits until the app has hydrated and the network is quiet. */
async function visit(page: Page, path: string): Promise<Visit> {
  const errors: string[] = [];
  const firestoreReads: string[] = [];
  const onConsole = (message: { type: () => string; text: () => string }) => {
    if (message.type() === 'error' || message.type() === 'warning') errors.push(`${message.type()}: ${message.text()}`);
  };
  const onError = (error: Error) => errors.push(`page error: ${error.message}`);
  const onRequest = (request: { url: () => string }) => {
    if (request.url().includes('/google.firestore.v1.Firestore/') || request.url().includes(':8080/')) firestoreReads.push(request.url());
  };
  page.on('console', onConsole);
  page.on('pageerror', onError);
  page.on('request', onRequest);
  const response = await page.goto(`${SHOP_URL}${path}`, { waitUntil: 'networkidle' });
  const html = (await response?.text()) ?? '';
  page.off('console', onConsole);
  page.off('pageerror', onError);
  page.off('request', onRequest);
  // An unknown address answers 404, which Chromium reports as a failed resource: that is the page.
  const real = errors.filter((error) => !(error.includes('404') && error.includes('Failed to load resource')));
  return { errors: real, firestoreReads, serverRendered: /<div id="root"><[a-z]/.test(html) };
}

let browser: Browser;
let pages: SeededPages;

beforeAll(async () => {
  pages = await seededPages();
  browser = await launchChromium();
});
afterAll(async () => {
  await browser?.close();
});

describe.each(Object.entries(VIEWPORTS))('hydration at %s width', (viewportName, viewport) => {
  let page: Page;
  beforeAll(async () => {
    page = await browser.newPage({ viewport });
  });
  afterAll(async () => {
    await page?.close();
  });
  afterEach(async (context) => {
    await screenshotOnFailure(page, `hydration-${viewportName}-${context.task.name}`, context.task.result?.state === 'fail');
  });

  const kinds = () => [
    ['home', '/'],
    ['an outer category', pages.outerCategory.path],
    ['a catalog', pages.catalog.path],
    ['a goods list', pages.goodsList.path],
    ['the discount list', '/goods/discountgoods'],
    ['a good', pages.good.path],
    ['search results', `/goods/search?q=${encodeURIComponent(pages.good.doc.title.ua.split(' ')[0]!)}`],
    ['a static page', '/contacts'],
    ['the not-found page', '/no/such/page'],
    ['an English good', `${pages.good.path}?lang=en`],
  ];

  it('every kind of public page hydrates without an error and reads nothing again', async () => {
    for (const [kind, path] of kinds()) {
      const result = await visit(page, path!);
      expect(result.serverRendered, `${kind} (${path}) arrived without markup`).toBe(true);
      expect(result.errors, `${kind} (${path})`).toEqual([]);
      expect(result.firestoreReads, `${kind} (${path}) read its data again`).toEqual([]);
    }
  });

  it('works after hydration: a link is followed in the browser, which reads the next page itself', async () => {
    // The English visit above chose English for the rest of the visit (the __session cookie).
    await page.context().clearCookies();
    await visit(page, pages.goodsList.path);
    const firstCard = page.locator('main a[href*="/"]').filter({ hasText: pages.good.doc.title.ua }).first();
    const count = await firstCard.count();
    if (count === 0) await page.goto(`${SHOP_URL}${pages.good.path}`);
    else await firstCard.click();
    await page.waitForURL(`${SHOP_URL}${pages.good.path}`, WAIT);
    await page.getByRole('heading', { level: 1, name: pages.good.doc.title.ua }).waitFor(WAIT);
  });
});

describe('the first screen first', () => {
  it('styles arrive inline, and the scripts start only after the first screen\'s pictures', async () => {
    const page = await browser.newPage({ viewport: VIEWPORTS.phone });
    try {
      for (const path of ['/', pages.good.path, '/goods/discountgoods']) {
        const response = await page.goto(`${SHOP_URL}${path}`, { waitUntil: 'networkidle' });
        const html = (await response?.text()) ?? '';
        expect(html, path).toMatch(/<style>[\s\S]{1000,}?<\/style>/);
        expect(html, path).not.toMatch(/<link rel="stylesheet"|<script type="module"/);
        await page.locator('html[data-app-ready]').waitFor(WAIT);
        const order = await page.evaluate(() => {
          const resources = performance.getEntriesByType('resource') as PerformanceResourceTiming[];
          const pictures = [...document.querySelectorAll<HTMLImageElement>('img[fetchpriority="high"]')].map((img) => img.currentSrc);
          const picturesEnd = Math.max(...resources.filter((r) => pictures.includes(r.name)).map((r) => r.responseEnd));
          const scriptsStart = Math.min(...resources.filter((r) => r.initiatorType !== 'img' && r.name.includes('/assets/') && r.name.endsWith('.js')).map((r) => r.startTime));
          return { pictures: pictures.length, picturesEnd, scriptsStart };
        });
        expect(order.pictures, path).toBeGreaterThan(0);
        expect(order.scriptsStart, `${path}: ${JSON.stringify(order)}`).toBeGreaterThanOrEqual(order.picturesEnd);
      }
    } finally {
      await page.close();
    }
  });
});

describe('a click before the scripts', () => {
  it('is held, starts the scripts at once, and is done once the page has hydrated', async () => {
    const page = await browser.newPage({ viewport: VIEWPORTS.desktop });
    try {
      // The scripts wait until the button has been clicked, so the click surely comes first.
      let release = () => {};
      const clickedFirst = new Promise<void>((resolve) => (release = resolve));
      await page.route('**/assets/*.js', async (route) => {
        await clickedFirst;
        await route.continue();
      });
      await page.goto(`${SHOP_URL}/`, { waitUntil: 'domcontentloaded' });
      await page.getByRole('button', { name: 'Увійти', exact: true }).click();
      expect(await page.evaluate(() => document.documentElement.hasAttribute('data-app-ready'))).toBe(false);
      release();
      await page.getByRole('dialog', { name: 'Вхід' }).waitFor(WAIT);
    } finally {
      await page.close();
    }
  });
});

describe('a returning shopper', () => {
  let page: Page;
  beforeAll(async () => {
    page = await browser.newPage({ viewport: VIEWPORTS.desktop });
    await logIn(page, 'olena', 'Olena12345!');
    await page.evaluate((goodId) => {
      localStorage.setItem('shoppingCard', JSON.stringify({ state: { lines: [{ goodId, quantity: 2 }] }, version: 1 }));
    }, pages.good.id);
  });
  afterAll(async () => {
    await page?.close();
  });

  it('sees the cart badge and their name fill in after hydration, with no layout shift', async () => {
    await page.addInitScript(() => {
      const shifts: { value: number; sources: string[] }[] = [];
      (window as unknown as { __shifts: typeof shifts }).__shifts = shifts;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as unknown as { value: number; hadRecentInput: boolean; sources?: { node?: Node }[] }[]) {
          if (entry.hadRecentInput) continue;
          shifts.push({ value: entry.value, sources: (entry.sources ?? []).map((s) => (s.node instanceof Element ? s.node.outerHTML.slice(0, 80) : String(s.node?.nodeName))) });
        }
      }).observe({ type: 'layout-shift', buffered: true });
    });
    const result = await visit(page, '/');
    expect(result.errors).toEqual([]);
    await page.getByRole('button', { name: 'Кошик, товарів: 1' }).waitFor(WAIT);
    await page.getByRole('button', { name: 'olena' }).waitFor(WAIT);
    const shifts = await page.evaluate(() => (window as unknown as { __shifts: { value: number; sources: string[] }[] }).__shifts);
    const total = shifts.reduce((sum, shift) => sum + shift.value, 0);
    expect(total, JSON.stringify(shifts)).toBeLessThan(0.001);
  });
});
