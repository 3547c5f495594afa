// A walk through every screen of card payment at 390 px (touch) and 1366 px, in Ukrainian
// and English: checkout's payment group, the return page after a declined card, the guest's order,
// the orders manager's card, the payment settings and the daily summary. Each fits the width (no
// sideways scrolling), has no serious axe finding, and is saved as a screenshot to be looked at
// (test-results/screenshots/payment-walk-*.png).
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { randomUUID } from 'node:crypto';
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { db } from '../../functions/src/admin.ts';
import { logInAsAdmin } from '../support/admin-session.ts';
import { runAxe } from '../support/axe.ts';
import { openPage, WALKTHROUGH_SCREENS } from '../support/browser.ts';
import { payByCardAsGuest, payByCardFromCheckout, STAND_IN_CARDS } from '../support/card-payment-journey.ts';
import { checkoutWithOneGood } from '../support/checkout-journey.ts';
import { SHOP_URL } from '../support/emulators.ts';
import { useJourneyPages } from '../support/journey-pages.ts';

const WAIT = { timeout: 20_000 };
const SHOTS = join(process.cwd(), 'test-results', 'screenshots');
const pageAt = useJourneyPages('payment-screens-walk');

async function useLanguage(page: Page, language: 'ua' | 'en'): Promise<void> {
  await page.context().addCookies([{ name: '__session', value: language, domain: '127.0.0.1', path: '/' }]);
}

/** In both languages, Ukrainian last (the journey goes on in it): reloads, waits for `ready`, checks the width and axe, saves a screenshot. */
async function look(page: Page, name: string, ready: (language: 'ua' | 'en') => Locator, part?: string): Promise<void> {
  mkdirSync(SHOTS, { recursive: true });
  for (const language of ['en', 'ua'] as const) {
    await useLanguage(page, language);
    await page.reload({ waitUntil: 'domcontentloaded' });
    await ready(language).first().waitFor(WAIT);
    const width = page.viewportSize()!.width;
    expect(await page.evaluate(() => document.documentElement.scrollWidth), `${name} ${language} fits`).toBeLessThanOrEqual(width);
    const serious = (await runAxe(page, part)).filter((v) => v.impact === 'serious' || v.impact === 'critical');
    expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.html).join(' | ')}`), `${name} ${language}`).toEqual([]);
    await page.screenshot({ path: join(SHOTS, `payment-walk-${name}-${width}-${language}.png`), fullPage: true });
  }
}

describe.each(Object.entries(WALKTHROUGH_SCREENS))('the payment screens on a %s', (_name, screen) => {
  it('checkout, the return page and the guest’s order, in both languages', async () => {
    const page = await pageAt(screen);
    const form = await checkoutWithOneGood(page, db);
    await look(page, 'checkout', (l) => page.getByRole('radio', { name: l === 'ua' ? 'Оплатити карткою' : 'Pay by card' }), 'main');
    await payByCardFromCheckout(page, form, `Олена Огляд ${randomUUID().slice(0, 4)}`, STAND_IN_CARDS.declined);
    await look(page, 'return', (l) => page.getByRole('button', { name: l === 'ua' ? 'Оплатити при отриманні' : 'Pay on delivery' }), 'main');
    await openPage(page, `${SHOP_URL}/unregistereduserpage`);
    await look(page, 'order', (l) => page.getByRole('button', { name: l === 'ua' ? 'Спробувати ще раз' : 'Try again' }), 'main');
  });

  it('the ADMIN’s orders manager, payment settings and daily summary, in both languages', async () => {
    const shopper = await pageAt(screen);
    const cardId = await payByCardAsGuest(shopper, db, `Олена Огляд ${randomUUID().slice(0, 4)}`, STAND_IN_CARDS.approved);
    const number = (await db.collection('shoppingCards').doc(cardId).get()).get('shoppingCardId') as number;
    const page = await pageAt(screen);
    await logInAsAdmin(page);
    await openPage(page, `${SHOP_URL}/admin/payments`);
    await look(page, 'summary', (l) => page.getByRole('button', { name: l === 'ua' ? 'Перевірити зараз' : 'Check now' }), 'main');
    await openPage(page, `${SHOP_URL}/admin/settings`);
    await look(page, 'settings', (l) => page.getByRole('button', { name: l === 'ua' ? 'Зберегти оплату' : 'Save payment' }), 'main');
    await openPage(page, `${SHOP_URL}/ordersmanager`);
    for (const language of ['ua', 'en'] as const) {
      await useLanguage(page, language);
      await page.reload({ waitUntil: 'domcontentloaded' });
      await page.getByRole('main').getByRole('searchbox').first().fill(`№${number}`, WAIT);
      const article = page.getByRole('article', { name: language === 'ua' ? `Замовлення №${number}` : `Order No. ${number}` });
      await article.getByRole('button').first().click(WAIT);
      await article.locator('[data-payment-state]').waitFor(WAIT);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(page.viewportSize()!.width);
      await page.screenshot({ path: join(SHOTS, `payment-walk-manager-${page.viewportSize()!.width}-${language}.png`), fullPage: true });
    }
  });
});
