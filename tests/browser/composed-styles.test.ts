// A CSS Modules rule that composes a rule of another file and then sets one of its properties
// again loses whenever the build emits the other file later in the one stylesheet (it emits a
// shared file just before the last module that composes it). The shared rules take what varies from
// a custom property instead (web/src/styles/shared.module.css says so); here the looks the CSS
// writes are read back from Chromium; scripts/lint/__tests__/css-composes.test.ts checks every
// module for the pattern.
import { randomUUID } from 'node:crypto';
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { db } from '../../functions/src/admin.ts';
import { logIn, logInAsAdmin } from '../support/admin-session.ts';
import { openPage, VIEWPORTS } from '../support/browser.ts';
import { goodInStockPath } from '../support/checkout-journey.ts';
import { SHOP_URL } from '../support/emulators.ts';
import { useJourneyPages } from '../support/journey-pages.ts';

const WAIT = { timeout: 20_000 };
const run = randomUUID().slice(0, 8);
const newPage = useJourneyPages('composed-styles');

/** A computed property of the element. */
const style = (element: Locator, property: string) =>
  element.evaluate((node, prop) => getComputedStyle(node).getPropertyValue(prop), property);

/** What the page computes for a CSS value of a property (custom properties and clamp() resolved). */
const computed = (page: Page, property: string, value: string) =>
  page.evaluate(
    ({ prop, val }) => {
      const probe = document.body.appendChild(document.createElement('div'));
      probe.style.setProperty(prop, val);
      const result = getComputedStyle(probe).getPropertyValue(prop);
      probe.remove();
      return result;
    },
    { prop: property, val: value },
  );

/** How many columns a grid lays out. */
const columns = async (element: Locator) => (await style(element, 'grid-template-columns')).trim().split(/\s+/).length;

describe('a rule that composes a shared one keeps what it sets itself', () => {
  it('titles written smaller than the shared heading, on a desktop', async () => {
    const page = await newPage(VIEWPORTS.desktop);
    await openPage(page, `${SHOP_URL}/outercategory/no-such-${run}`);
    const missing = page.getByRole('heading', { level: 1, name: 'Такого розділу немає' });
    await missing.waitFor(WAIT);
    expect(await style(missing, 'font-size')).toBe('32px'); // clamp(1.5rem, 4vw, 2rem)

    await openPage(page, `${SHOP_URL}/no-such-page-${run}`);
    const notFound = page.getByRole('heading', { level: 1, name: 'Сторінку не знайдено' });
    await notFound.waitFor(WAIT);
    expect(await style(notFound, 'font-size')).toBe('32px');
    expect(await style(notFound.locator('..'), 'padding')).toBe('0px');

    await openPage(page, `${SHOP_URL}/login`);
    const login = page.getByRole('heading', { level: 1, name: 'Вхід' });
    await login.waitFor(WAIT);
    expect(await style(login, 'font-size')).toBe('32px'); // clamp(1.5rem, 5vw, 2rem)

    await openPage(page, `${SHOP_URL}/`);
    const catalog = page.getByRole('main').getByRole('heading', { name: 'Каталог', exact: true });
    await catalog.waitFor(WAIT);
    expect(await style(catalog, 'font-size')).toBe('32px'); // clamp(1.5rem, 4vw, 2rem)
  });

  it('the catalogue tiles: further apart than goods cards, and two a row on a phone', async () => {
    const page = await newPage(VIEWPORTS.desktop);
    await openPage(page, `${SHOP_URL}/`);
    const tiles = page.getByRole('main').getByRole('region', { name: 'Каталог', exact: true }).getByRole('list').first();
    await tiles.waitFor(WAIT);
    expect(await style(tiles, 'column-gap')).toBe(await computed(page, 'column-gap', 'var(--space-5)'));
    await page.setViewportSize(VIEWPORTS.phone);
    expect(await style(tiles, 'column-gap')).toBe(await computed(page, 'column-gap', 'var(--space-3)'));
    expect(await columns(tiles)).toBe(2);
  });

  it('the header: the login button and the catalogue menu', async () => {
    const page = await newPage(VIEWPORTS.desktop);
    await openPage(page, `${SHOP_URL}/`);
    const login = page.locator('header').getByRole('button', { name: 'Увійти', exact: true });
    expect(await style(login, 'border-top-left-radius')).toBe(await computed(page, 'border-top-left-radius', 'var(--radius-1)'));
    expect(await style(login, 'justify-content')).toBe('flex-start');

    const trigger = page.getByRole('navigation', { name: 'Головне меню' }).getByRole('button', { name: 'Каталог', exact: true });
    await trigger.focus(WAIT);
    await page.keyboard.press('Enter');
    await expect.poll(() => trigger.getAttribute('aria-expanded')).toBe('true');
    const panel = page.locator(`[id="${await trigger.getAttribute('aria-controls')}"]`);
    await panel.waitFor(WAIT);
    // top: calc(100% + 4px) of the menu's box
    expect(parseFloat(await style(panel, 'top'))).toBe((await trigger.locator('..').evaluate((n) => n.clientHeight)) + 4);
  });

  it('the buy button of a good in the cart, and the cart preview’s list', async () => {
    const page = await newPage(VIEWPORTS.desktop);
    await openPage(page, `${SHOP_URL}${await goodInStockPath(db)}`);
    await page.getByRole('button', { name: 'Купити', exact: true }).first().click(WAIT);
    const inCart = page.getByRole('button', { name: 'У кошику', exact: true }).first();
    await inCart.waitFor(WAIT);
    expect(await style(inCart, 'border-top-color')).toBe(await computed(page, 'border-top-color', 'var(--color-border)'));

    await page.getByRole('button', { name: /Кошик, товарів: 1/ }).click();
    const lines = page.getByRole('dialog').getByRole('list', { name: 'Товари в кошику' });
    await lines.waitFor(WAIT);
    expect(await style(lines, 'margin')).toBe(await computed(page, 'margin', 'var(--space-3) 0'));
  });

  it('the user page: its title between phone and desktop, its profile in one column on a phone', async () => {
    const page = await newPage({ width: 600, height: 800 });
    await logIn(page, 'olena', 'Olena12345!');
    await openPage(page, `${SHOP_URL}/userpage`);
    const title = page.getByRole('heading', { level: 1, name: 'Особистий кабінет' });
    await title.waitFor(WAIT);
    expect(await style(title, 'font-size')).toBe('30px'); // clamp(1.5rem, 5vw, 2.25rem) at 600 px

    await page.setViewportSize(VIEWPORTS.phone);
    const profile = page.getByRole('region', { name: 'Профіль' }).locator('dl');
    expect(await columns(profile)).toBe(1);
    expect(await style(profile.locator('dd').first(), 'margin-bottom')).toBe(await computed(page, 'margin-bottom', 'var(--space-2)'));
  });

  it('the ADMIN’s order details: the facts in one column at 375 px', async () => {
    const goodId = (await goodInStockPath(db)).split('/').pop()!;
    const res = await fetch(`${SHOP_URL}/api/createshoppingcard`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        goods: [{ goodId, quantity: 1 }],
        customer: { name: `Покупець Вигляд ${run}`, phone: '067 765 43 21' },
        delivery: { carrier: 'novaposhta', city: 'Вінниця', branch: '3' },
        payment: 'cod',
        comment: '',
        idempotencyKey: randomUUID(),
      }),
    });
    expect(res.status).toBe(201);
    const { shoppingCardId } = (await res.json()) as { shoppingCardId: number };

    const page = await newPage(VIEWPORTS.phone);
    await logInAsAdmin(page);
    await page.goto(`${SHOP_URL}/ordersmanager`, { waitUntil: 'domcontentloaded' });
    await page.getByRole('main').getByRole('searchbox', { name: 'Пошук', exact: true }).fill(`№${shoppingCardId}`, WAIT);
    const article = page.getByRole('article', { name: `Замовлення №${shoppingCardId}` });
    await article.getByRole('button', { name: new RegExp(`Замовлення №${shoppingCardId}`) }).click(WAIT);
    const facts = article.locator('dl', { hasText: `Покупець Вигляд ${run}` });
    await facts.waitFor(WAIT);
    expect(await columns(facts)).toBe(1);
  });
});
