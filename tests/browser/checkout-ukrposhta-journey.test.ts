// A shopper orders to a Ukrposhta post office in real Chromium, at desktop and phone width:
// chooses Ukrposhta, finds the office by its postcode (a locked office's postcode offers
// nothing), orders, and the guest's order view shows the office. The offices come from the
// shop's copy of the classifier, read through from the carrier stand-in.
import { randomUUID } from 'node:crypto';
import { getApps, initializeApp } from 'firebase-admin/app';
import { getFirestore } from 'firebase-admin/firestore';
import type { Browser, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { expectNoSeriousViolations } from '../support/axe.ts';
import { launchChromium, screenshotOnFailure, VIEWPORTS } from '../support/browser.ts';
import { checkoutWithOneGood } from '../support/checkout-journey.ts';

const app = getApps()[0] ?? initializeApp({ projectId: process.env.GCLOUD_PROJECT });
const db = getFirestore(app);
const WAIT = { timeout: 20_000 };
const OFFICE = { id: '1257', postcode: '79000', label: '79000: вул. Городоцька, 16', stored: 'Львів 79000: вул. Городоцька, 16' };

const pageWidth = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth);

let browser: Browser;
beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(async () => {
  await browser?.close();
});

describe.each(Object.entries(VIEWPORTS))('ordering to a Ukrposhta office at %s width', (viewportName, viewport) => {
  let page: Page;
  beforeAll(async () => {
    page = await browser.newPage({ viewport });
  });
  afterEach(async (test) => {
    await screenshotOnFailure(page, `checkout-ukrposhta-${viewportName}-${test.task.name}`, test.task.result?.state === 'fail');
  });
  afterAll(async () => {
    await page?.close();
  });

  it('finds the office by postcode, orders, and the order shows the office', async () => {
    const form = await checkoutWithOneGood(page, db);
    const customer = `Укрпошта ${randomUUID().slice(0, 8)}`;
    await form.getByLabel(/^Ім’я та прізвище/).fill(customer);
    await form.getByLabel(/^Телефон/).fill('067 123 45 67');
    await form.getByRole('radio', { name: 'Укрпошта' }).check();
    // Both ways of delivery fit the screen and pass axe; the office is the default.
    await form.getByRole('radio', { name: 'До дверей (за адресою)' }).check();
    await form.getByLabel(/^Вулиця/).waitFor(WAIT);
    expect(await pageWidth(page), 'the address form fits the screen').toBeLessThanOrEqual(viewport.width);
    await expectNoSeriousViolations(page, `Ukrposhta address fields (${viewportName})`);
    await form.getByRole('radio', { name: 'У відділення Укрпошти' }).check();
    await expectNoSeriousViolations(page, `Ukrposhta office fields (${viewportName})`);

    const office = form.getByRole('combobox', { name: /^Відділення: індекс або вулиця/ });
    await office.click();
    // A locked office is never offered: its postcode finds nothing.
    await office.pressSequentially('04210');
    await form.getByText('Немає відкритого відділення з таким індексом чи вулицею.').waitFor(WAIT);
    expect(await office.getAttribute('aria-expanded')).toBe('false');

    await office.fill('');
    await office.pressSequentially(OFFICE.postcode);
    const option = form.getByRole('option', { name: new RegExp(`^${OFFICE.label}`) });
    await option.waitFor(WAIT);
    expect(await option.textContent()).toContain('Львів 79000');
    const box = await option.boundingBox();
    expect(box!.x >= 0 && box!.x + box!.width <= viewport.width, 'the option fits the screen').toBe(true);
    // The keyboard chooses it: the arrow marks the option for screen readers, Enter takes it.
    await page.keyboard.press('ArrowDown');
    expect(await office.getAttribute('aria-activedescendant')).toBe(await option.getAttribute('id'));
    await page.keyboard.press('Enter');
    expect(await office.inputValue()).toBe(OFFICE.label);

    await page.getByRole('button', { name: 'Підтвердити замовлення' }).click();
    const placed = page.getByRole('heading', { name: /Замовлення №\d+ прийнято/ });
    await placed.waitFor(WAIT);
    const number = Number(/№(\d+)/.exec((await placed.textContent()) ?? '')![1]);
    const cards = await db.collection('shoppingCards').where('customer.name', '==', customer).get();
    expect(cards.docs.map((d) => d.get('delivery'))).toEqual([
      { carrier: 'ukrposhta', city: 'Львів', branch: OFFICE.stored, trackingNumber: null, ukrposhta: { postOfficeId: OFFICE.id, postcode: OFFICE.postcode } },
    ]);

    await page.getByRole('main').getByRole('link', { name: 'Мої замовлення', exact: true }).click();
    const order = page.getByRole('main').getByRole('article', { name: `Замовлення №${number}` });
    await order.waitFor(WAIT);
    await order.getByText(OFFICE.stored, { exact: false }).waitFor(WAIT);
    expect(await pageWidth(page), 'the order view fits the screen').toBeLessThanOrEqual(viewport.width);
    await page.evaluate(() => localStorage.clear());
  }, 120_000);
});
