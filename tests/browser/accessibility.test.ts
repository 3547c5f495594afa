// Accessibility: axe-core (WCAG 2.1 A and AA) finds no serious or critical violation on the main
// screens in both languages; the dialogs trap and restore focus; focus is visible; no sideways
// scrolling at 375 px.
import { getApps, initializeApp } from 'firebase-admin/app';
import { getFirestore } from 'firebase-admin/firestore';
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { expectNoSeriousViolations } from '../support/axe.ts';
import { launchChromium, screenshotOnFailure, VIEWPORTS } from '../support/browser.ts';
import { SHOP_URL } from '../support/emulators.ts';

const db = getFirestore(getApps()[0] ?? initializeApp({ projectId: process.env.GCLOUD_PROJECT }));
const WAIT = { timeout: 20_000 };
const LIST = '/outercategory/yarn/wool/allgoods';

const TEXTS = {
  ua: { buy: 'Купити', cart: /^Кошик, товарів: \d+/, logIn: 'Увійти' },
  en: { buy: 'Buy', cart: /^Shopping cart, goods: \d+/, logIn: 'Log in' },
} as const;
type Language = keyof typeof TEXTS;

/** A seeded good with stock, on its /goods/{category}/{id} page; adding it to a cart takes no stock. */
async function goodInStock(): Promise<string> {
  const snap = await db.collection('goods').where('quantity', '>=', 5).limit(20).get();
  const doc = snap.docs.find((d) => d.get('archived') !== true && !String(d.get('category')).startsWith('test-'));
  if (!doc) throw new Error('the seed has no good in stock');
  return `/goods/${doc.get('category') as string}/${doc.id}`;
}

async function newContext(language: Language): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ viewport: VIEWPORTS.desktop });
  await context.addCookies([{ name: '__session', value: language, domain: '127.0.0.1', path: '/' }]);
  return { context, page: await context.newPage() };
}

async function open(page: Page, path: string, ready: Locator): Promise<void> {
  await page.goto(`${SHOP_URL}${path}`, { waitUntil: 'domcontentloaded' });
  await ready.first().waitFor(WAIT);
}

/** Whether the focused element is inside the element matched by `selector`. */
const focusInside = (page: Page, selector: string) =>
  page.evaluate((s) => Boolean(document.querySelector(s)?.contains(document.activeElement)), selector);
const focusedLabel = (page: Page) =>
  page.evaluate(() => document.activeElement?.getAttribute('aria-label') ?? document.activeElement?.textContent ?? '');

/** Tab and Shift+Tab, many times, never leave the dialog; Escape closes it and focuses the opener. */
async function expectFocusTrapped(page: Page, opener: Locator): Promise<void> {
  const name = await opener.getAttribute('aria-label');
  await opener.focus();
  await page.keyboard.press('Enter');
  await page.locator('[role="dialog"]').waitFor(WAIT);
  await expect.poll(() => focusInside(page, '[role="dialog"]')).toBe(true);
  for (const key of [...Array<string>(12).fill('Tab'), ...Array<string>(12).fill('Shift+Tab')]) {
    await page.keyboard.press(key);
    expect(await focusInside(page, '[role="dialog"]'), `focus left the dialog after ${key}`).toBe(true);
  }
  await page.keyboard.press('Escape');
  await page.locator('[role="dialog"]').waitFor({ state: 'detached', ...WAIT });
  await expect.poll(() => focusedLabel(page)).toBe(name);
}

let browser: Browser;
beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(async () => {
  await browser?.close();
});

describe.each(['ua', 'en'] as const)('storefront accessibility in %s', (language) => {
  const t = TEXTS[language];
  let context: BrowserContext;
  let page: Page;
  beforeAll(async () => {
    ({ context, page } = await newContext(language));
  });
  afterEach(async (ctx) => {
    await screenshotOnFailure(page, `a11y-${language}-${ctx.task.name}`, ctx.task.result?.state === 'fail');
  });
  afterAll(async () => {
    await context?.close();
  });

  it('home page', async () => {
    await open(page, '/', page.locator('main a[href^="/outercategory/"], main a[href^="/catalog/"]'));
    expect(await page.evaluate(() => document.documentElement.lang)).toBe(language === 'ua' ? 'uk' : 'en');
    await expectNoSeriousViolations(page, `the home page (${language})`);
  });

  it('goods list and a good page from it', async () => {
    // The title link of a good card (the image link beside it is hidden from assistive technology).
    const goodLinks = page.locator('main article a[href]:not([aria-hidden="true"])');
    await open(page, LIST, goodLinks);
    await expectNoSeriousViolations(page, `${LIST} (${language})`);
    const href = await goodLinks.first().getAttribute('href');
    await open(page, href!, page.getByRole('heading', { level: 1 }));
    await expectNoSeriousViolations(page, `${href} (${language})`);
  });

  it('cart preview: no violations, focus trapped and given back', async () => {
    await open(page, await goodInStock(), page.getByRole('button', { name: t.buy, exact: true }));
    await page.getByRole('button', { name: t.buy, exact: true }).first().click();
    const cartButton = page.getByRole('button', { name: t.cart });
    await expect.poll(() => cartButton.getAttribute('aria-label')).not.toMatch(/: 0$/);
    await cartButton.click();
    await page.getByRole('dialog').getByRole('group').first().waitFor(WAIT);
    await expectNoSeriousViolations(page, `the cart preview (${language})`);
    await page.keyboard.press('Escape');
    await page.getByRole('dialog').waitFor({ state: 'detached', ...WAIT });
    await expectFocusTrapped(page, cartButton);
  });

  it('checkout with a good in the cart', async () => {
    await open(page, '/makeorderpage', page.getByRole('form'));
    await expectNoSeriousViolations(page, `/makeorderpage (${language})`);
  });

  it('login panel: no violations, focus trapped and given back', async () => {
    await open(page, '/', page.locator('main a'));
    const opener = page.getByRole('banner').getByRole('button', { name: t.logIn, exact: true });
    await opener.click();
    await page.getByRole('dialog').getByRole('textbox').first().waitFor(WAIT);
    await expectNoSeriousViolations(page, `the login panel (${language})`);
    await page.keyboard.press('Escape');
    await page.getByRole('dialog').waitFor({ state: 'detached', ...WAIT });
    await expectFocusTrapped(page, opener);
  });

  it('focus is visible on a header link reached with Tab', async () => {
    await open(page, '/', page.locator('main a'));
    await page.locator('body').focus();
    let inHeaderLink = false;
    for (let i = 0; i < 15 && !inHeaderLink; i += 1) {
      await page.keyboard.press('Tab');
      inHeaderLink = await page.evaluate(() => document.activeElement?.matches('header a[href]') ?? false);
    }
    expect(inHeaderLink, 'Tab reaches a link in the header').toBe(true);
    const style = await page.evaluate(() => {
      const s = getComputedStyle(document.activeElement!);
      return { outline: s.outlineStyle, width: s.outlineWidth, shadow: s.boxShadow };
    });
    const outlined = style.outline !== 'none' && style.width !== '0px';
    expect(outlined || style.shadow !== 'none', `focus indicator: ${JSON.stringify(style)}`).toBe(true);
  });
});

describe.each(['ua', 'en'] as const)('orders manager accessibility in %s', (language) => {
  let context: BrowserContext;
  let page: Page;
  beforeAll(async () => {
    ({ context, page } = await newContext(language));
  });
  afterEach(async (ctx) => {
    await screenshotOnFailure(page, `a11y-admin-${language}-${ctx.task.name}`, ctx.task.result?.state === 'fail');
  });
  afterAll(async () => {
    await context?.close();
  });

  it('the seeded ADMIN sees /ordersmanager without violations', async () => {
    await page.goto(`${SHOP_URL}/login`, { waitUntil: 'domcontentloaded' });
    const form = page.locator('main form').filter({ has: page.locator('input[type="password"]') });
    await form.locator('input:not([type="password"])').first().fill('admin');
    await form.locator('input[type="password"]').fill('Admin12345!');
    await form.locator('button[type="submit"]').click();
    await page.waitForFunction(() => localStorage.getItem('isLogged') === 'true', undefined, WAIT);
    await open(page, '/ordersmanager', page.getByRole('heading', { level: 1, name: language === 'ua' ? 'Менеджер замовлень' : 'Orders manager' }));
    const empty = language === 'ua' ? 'Активних замовлень немає.' : 'There are no active orders.';
    await page.locator('main article').first().or(page.getByText(empty)).waitFor(WAIT);
    await expectNoSeriousViolations(page, `/ordersmanager (${language})`);
  });
});

describe('phone width', () => {
  it('the home page does not scroll sideways at 375 px', async () => {
    const page = await browser.newPage({ viewport: VIEWPORTS.phone });
    try {
      await open(page, '/', page.locator('main a[href^="/outercategory/"], main a[href^="/catalog/"]'));
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(VIEWPORTS.phone.width);
    } finally {
      await page.close();
    }
  });
});
