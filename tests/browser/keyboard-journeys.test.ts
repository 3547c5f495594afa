// Every flow works with the keyboard alone, focus is visible at every stop, and
// dialogs trap and restore focus. Only page.keyboard drives the page here (Tab, Shift+Tab, Enter,
// arrows, Escape, typing); locators only find things to wait for and to check.
import { getApps, initializeApp } from 'firebase-admin/app';
import { getFirestore } from 'firebase-admin/firestore';
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { catalogLink, subCategorySegment } from '@domain/links.ts';
import { launchChromium, screenshotOnFailure, VIEWPORTS } from '../support/browser.ts';
import { SHOP_URL } from '../support/emulators.ts';
import { expectVisibleFocus, isFocused, tabTo } from '../support/keyboard.ts';

const db = getFirestore(getApps()[0] ?? initializeApp({ projectId: process.env.GCLOUD_PROJECT }));
const WAIT = { timeout: 20_000 };

interface Route {
  outer: { id: string; title: string };
  /** Where the nav menu's links to the outer category's categories lead. */
  categoryHrefs: string[];
  catalog: { id: string; title: string };
  sub: { segment: string; title: string };
  /** The title of a good in stock on that sub-category's list, to search for. */
  goodTitle: string;
}

/**
 * A sub-category of the first outer category that lists a good in stock. The first outer category
 * is not the last one, so reaching its categories in the nav menu needs more than Tab (see
 * catalog-menu-panel.tsx).
 */
async function routeToAGoodInStock(): Promise<Route> {
  const outers = await db.collection('outerCategories').orderBy('order').get();
  expect(outers.size, 'the seed has two outer categories or more').toBeGreaterThanOrEqual(2);
  const outer = outers.docs[0]!;
  const goods = await db.collection('goods').where('outerCategory', '==', outer.id).where('quantity', '>=', 5).limit(60).get();
  for (const good of goods.docs) {
    if (good.get('archived') === true || good.get('subcategory') === 'allgoods') continue;
    const catalog = await db.collection('catalogs').doc(good.get('category') as string).get();
    const sub = ((catalog.get('subCategories') ?? []) as { name: string; title: { ua: string } }[]).find(
      (s) => subCategorySegment(s.name) === good.get('subcategory'),
    );
    if (!sub) continue;
    const catalogs = await db.collection('catalogs').where('outerCategory', '==', outer.id).get();
    return {
      outer: { id: outer.id, title: outer.get('title.ua') as string },
      categoryHrefs: catalogs.docs.map((c) => catalogLink({ category: c.id, outerCategory: outer.id, subCategories: c.get('subCategories') as unknown[] })),
      catalog: { id: catalog.id, title: catalog.get('title.ua') as string },
      sub: { segment: subCategorySegment(sub.name), title: sub.title.ua },
      goodTitle: good.get('title.ua') as string,
    };
  }
  throw new Error(`the seed has no good in stock in a sub-category of ${outer.id}`);
}

const focusInside = (page: Page, container: Locator) => container.evaluate((element) => element.contains(document.activeElement));

/**
 * Enter on the focused link, then the page it leads to, up to the moment the app has put focus on
 * its main region (FocusMainOnNavigation). The address changes first and the new page commits
 * later, once its code is in; a Tab pressed in between is overtaken by that focus move, and the
 * next stop would read <main>, which is not a Tab stop.
 */
async function follow(page: Page, url: string | RegExp | ((url: URL) => boolean)): Promise<void> {
  await page.keyboard.press('Enter');
  await page.waitForURL(url, WAIT);
  await expect.poll(() => page.evaluate(() => document.activeElement?.tagName), { ...WAIT, message: 'focus moves to <main> after the page move' }).toBe('MAIN');
}

/** Types into the focused field, after checking that it is `field` and shows focus; `shown`: what a masked field shows. */
async function typeInto(page: Page, field: Locator, text: string, shown = text): Promise<void> {
  await expect.poll(() => isFocused(field), WAIT).toBe(true);
  await expectVisibleFocus(page, `in ${field.toString()}`);
  await page.keyboard.type(text);
  expect(await field.inputValue()).toBe(shown);
}

/** Focus moves into the dialog, 12 Tabs and 12 Shift+Tabs never leave it, Escape closes it and focus is back on the opener. */
async function expectDialogTrapsAndRestores(page: Page, opener: Locator, dialog: Locator, back = false): Promise<void> {
  await tabTo(page, opener, { back });
  await page.keyboard.press('Enter');
  await dialog.waitFor(WAIT);
  await expect.poll(() => focusInside(page, dialog), WAIT).toBe(true);
  await expectVisibleFocus(page, 'on opening the dialog');
  for (const key of [...Array<string>(12).fill('Tab'), ...Array<string>(12).fill('Shift+Tab')]) {
    await page.keyboard.press(key);
    expect(await focusInside(page, dialog), `focus left the dialog after ${key}`).toBe(true);
    await expectVisibleFocus(page, `in the dialog after ${key}`);
  }
  await page.keyboard.press('Escape');
  await dialog.waitFor({ state: 'detached', ...WAIT });
  await expect.poll(() => isFocused(opener), WAIT).toBe(true);
  await expectVisibleFocus(page, 'back on the opener');
}

let browser: Browser;
let route: Route;
beforeAll(async () => {
  route = await routeToAGoodInStock();
  browser = await launchChromium();
});
afterAll(async () => {
  await browser?.close();
});

describe.each(Object.entries(VIEWPORTS))('keyboard alone at %s width', (viewportName, viewport) => {
  const isPhone = viewportName === 'phone';
  let context: BrowserContext;
  let page: Page;
  beforeAll(async () => {
    context = await browser.newContext({ viewport });
  });
  afterEach(async (ctx) => {
    await screenshotOnFailure(page, `keyboard-${viewportName}-${ctx.task.name}`, ctx.task.result?.state === 'fail');
    await page.close();
  });
  afterAll(async () => {
    await context?.close();
  });

  async function home(): Promise<void> {
    page = await context.newPage();
    await page.goto(SHOP_URL, { waitUntil: 'domcontentloaded' });
    await page.locator('main a[href^="/outercategory/"]').first().waitFor(WAIT);
  }

  const seg = encodeURIComponent;
  const subHref = () => `/outercategory/${seg(route.outer.id)}/${seg(route.catalog.id)}/${seg(route.sub.segment)}`;

  /** Desktop: the nav bar's catalog menu, an outer category, one of its categories, then a sub-category card. */
  async function menuToSubCategoryOnDesktop(): Promise<void> {
    const nav = page.getByRole('navigation', { name: 'Головне меню' });
    const trigger = nav.getByRole('button', { name: 'Каталог', exact: true });
    await tabTo(page, trigger);
    await page.keyboard.press('Enter');
    await expect.poll(() => trigger.getAttribute('aria-expanded')).toBe('true');
    const outerLink = nav.locator(`a[href="/outercategory/${seg(route.outer.id)}"]`);
    await tabTo(page, outerLink, { max: 10 });
    // Into the outer category's own categories, back to it, and in again.
    const categoryLinks = nav.locator(route.categoryHrefs.map((href) => `a[href="${href}"]`).join(', '));
    await page.keyboard.press('ArrowRight');
    expect(await isFocused(categoryLinks), 'ArrowRight moves into the categories of the focused outer category').toBe(true);
    await expectVisibleFocus(page, 'on a category of the menu');
    await page.keyboard.press('ArrowLeft');
    expect(await isFocused(outerLink), 'ArrowLeft goes back to the outer category').toBe(true);
    await page.keyboard.press('ArrowRight');
    const categoryHref = `/outercategory/${seg(route.outer.id)}/${seg(route.catalog.id)}`;
    const categoryLink = nav.locator(`a[href="${categoryHref}"]`);
    if (!(await isFocused(categoryLink))) await tabTo(page, categoryLink, { max: 20 });
    expect(await isFocused(categoryLinks), 'Tab stays among the categories of that outer category').toBe(true);
    await follow(page, `**${categoryHref}`);
    await page.getByRole('heading', { level: 1, name: route.catalog.title }).waitFor(WAIT);
    await tabTo(page, page.getByRole('main').locator(`a[href="${subHref()}"]`), { max: 60 });
    await follow(page, `**${subHref()}`);
  }

  /** Phone: the burger's drill-down, outer category, category, sub-category. */
  async function burgerToSubCategory(): Promise<void> {
    const burger = page.getByRole('button', { name: 'Відкрити меню' });
    await tabTo(page, burger, { max: 20 });
    const panel = page.locator(`[id="${await burger.getAttribute('aria-controls')}"]`);
    await page.keyboard.press('Enter');
    await expect.poll(() => focusInside(page, panel), WAIT).toBe(true);
    await expectVisibleFocus(page, 'on opening the burger');
    for (const name of ['Каталог', route.outer.title, route.catalog.title]) {
      await tabTo(page, panel.getByRole('button', { name, exact: true }), { max: 30 });
      await page.keyboard.press('Enter');
      // Each level moves focus to its heading.
      await expect.poll(() => page.evaluate(() => document.activeElement?.tagName), WAIT).toBe('H2');
    }
    await tabTo(page, panel.getByRole('link', { name: route.sub.title, exact: true }), { max: 30 });
    await follow(page, `**${subHref()}`);
  }

  it(
    'catalogue menu → sub-category → a good → cart → checkout → the order on /unregistereduserpage',
    async () => {
      await home();
      await (isPhone ? burgerToSubCategory() : menuToSubCategoryOnDesktop());

      // The goods list: the title link of the first good that can be bought.
      const main = page.getByRole('main');
      await main.getByRole('article').first().waitFor(WAIT);
      const buyable = main
        .getByRole('article')
        .filter({ has: page.getByRole('button', { name: 'Купити', exact: true }) })
        .getByRole('heading')
        .getByRole('link');
      await tabTo(page, buyable, { max: 250 });
      const title = await page.evaluate(() => document.activeElement!.textContent!.trim());
      await follow(page, (url) => url.pathname.startsWith(`${subHref()}/`));
      await main.getByRole('heading', { level: 1, name: title, exact: true }).waitFor(WAIT);

      // Add to the cart, open the cart preview from the header.
      await tabTo(page, main.getByRole('button', { name: 'Купити', exact: true }).first());
      await page.keyboard.press('Enter');
      const inCart = main.getByRole('button', { name: 'У кошику', exact: true }).first();
      await inCart.waitFor(WAIT);
      expect(await isFocused(inCart), 'focus stays on the buy button as it turns into "in the cart"').toBe(true);
      await expectVisibleFocus(page, 'on the "in the cart" button');
      const cartButton = page.getByRole('banner').getByRole('button', { name: /^Кошик, товарів: 1/ });
      await tabTo(page, cartButton, { back: true, max: 80 });
      await page.keyboard.press('Enter');
      const dialog = page.getByRole('dialog', { name: 'Кошик' });
      await dialog.getByText(title).first().waitFor(WAIT);
      expect(await focusInside(page, dialog), 'focus moves into the cart preview').toBe(true);
      await expectVisibleFocus(page, 'on opening the cart preview');
      await tabTo(page, dialog.getByRole('link', { name: 'Оформити замовлення' }), { max: 20 });
      await follow(page, '**/makeorderpage');

      // Checkout.
      const form = page.getByRole('form', { name: 'Дані для замовлення' });
      const name = form.getByLabel(/^Ім’я та прізвище/);
      await tabTo(page, name, { max: 150 });
      await typeInto(page, name, 'Клавіатурний Покупець');
      await page.keyboard.press('Tab');
      await typeInto(page, form.getByLabel(/^Телефон/), '067 765 43 21', '+38 (067) 765-43-21'); // the one phone mask (item 3)
      await tabTo(page, form.getByRole('radio', { name: 'Нова пошта' }), { max: 5 });
      await page.keyboard.press('ArrowRight');
      expect(await form.getByRole('radio', { name: 'Укрпошта' }).isChecked(), 'an arrow key picks the other carrier').toBe(true);
      await expectVisibleFocus(page, 'on the carrier radio');
      // Ukrposhta's office by its postcode, from the type-ahead: past the delivery mode and the town.
      await tabTo(page, form.getByRole('combobox', { name: /^Відділення: індекс або вулиця/ }), { max: 5 });
      await typeInto(page, form.getByRole('combobox', { name: /^Відділення: індекс або вулиця/ }), '79000');
      await form.getByRole('option', { name: /^79000: / }).waitFor(WAIT);
      await page.keyboard.press('ArrowDown');
      await page.keyboard.press('Enter');
      expect(await form.getByRole('combobox', { name: /^Відділення: індекс або вулиця/ }).inputValue()).toMatch(/^79000: /);
      await tabTo(page, page.getByRole('button', { name: 'Підтвердити замовлення' }), { max: 10 });
      await page.keyboard.press('Enter');
      const placed = page.getByRole('heading', { name: /Замовлення №\d+ прийнято/ });
      await placed.waitFor(WAIT);
      const number = Number(/№(\d+)/.exec((await placed.textContent()) ?? '')![1]);

      // The guest's orders page, through the confirmation's link.
      await tabTo(page, main.getByRole('link', { name: 'Мої замовлення', exact: true }), { max: 150 });
      await follow(page, '**/unregistereduserpage');
      const order = main.getByRole('article', { name: `Замовлення №${number}` });
      await order.waitFor(WAIT);
      await order.getByText(title).waitFor(WAIT);
    },
    120_000,
  );

  it('search: type, arrows through the suggestions, Enter opens the good', async () => {
    await home();
    const box = page.getByRole('combobox', { name: 'Пошук товарів' });
    if (isPhone) {
      // The phone's header keeps only the search button; it opens the search over the page.
      await tabTo(page, page.getByRole('button', { name: 'Відкрити пошук' }), { max: 30 });
      await page.keyboard.press('Enter');
      await expect.poll(() => isFocused(box), WAIT).toBe(true);
    } else {
      await tabTo(page, box, { max: 30 });
    }
    await expectVisibleFocus(page, 'in the search box');
    await page.keyboard.type(route.goodTitle);
    const listbox = page.getByRole('listbox', { name: 'Знайдені товари' });
    await listbox.waitFor({ state: 'visible', ...WAIT });
    const options = listbox.getByRole('option');
    await expect.poll(() => options.count(), WAIT).toBeGreaterThanOrEqual(2);

    // ArrowDown, ArrowDown, ArrowUp: the first suggestion, marked and announced, focus still in the box.
    for (const key of ['ArrowDown', 'ArrowDown', 'ArrowUp']) await page.keyboard.press(key);
    const first = options.first();
    expect(await first.getAttribute('aria-selected')).toBe('true');
    expect(await box.getAttribute('aria-activedescendant')).toBe(await first.getAttribute('id'));
    expect(await isFocused(box)).toBe(true);
    const background = (option: Locator) => option.evaluate((element) => getComputedStyle(element).backgroundColor);
    expect(await background(first), 'the active suggestion is marked').not.toBe(await background(options.nth(1)));
    const suggestion = ((await first.textContent()) ?? '').trim();

    await page.keyboard.press('Enter');
    await page.waitForURL((url) => url.pathname !== '/', WAIT);
    // The good's page may still be loading after the address changes: wait for its heading.
    const heading = page.getByRole('main').getByRole('heading', { level: 1 });
    const headingText = async () => ((await heading.textContent({ timeout: 1000 }).catch(() => '')) ?? '').trim();
    await expect.poll(async () => { const text = await headingText(); return text !== '' && suggestion.startsWith(text); }, { message: `"${suggestion}" opened its good`, ...WAIT }).toBe(true);
  });

  it('login panel and callback dialog trap focus and give it back; olena logs in and reaches her page', async () => {
    await home();
    const banner = page.getByRole('banner');
    const loginButton = banner.getByRole('button', { name: 'Увійти', exact: true });
    const loginDialog = page.getByRole('dialog', { name: 'Вхід' });
    await expectDialogTrapsAndRestores(page, loginButton, loginDialog);
    // The callback button comes just before the login button.
    const callbackButton = banner.getByRole('button', { name: 'Передзвоніть мені' });
    await expectDialogTrapsAndRestores(page, callbackButton, page.getByRole('dialog', { name: 'Замовити зворотний дзвінок' }), true);

    // Log in with the keyboard: the panel opens on its first field.
    await tabTo(page, loginButton, { max: 5 });
    await page.keyboard.press('Enter');
    await typeInto(page, loginDialog.getByLabel('Email або ім’я користувача'), 'olena');
    await page.keyboard.press('Tab');
    await typeInto(page, loginDialog.getByLabel('Пароль', { exact: true }), 'Olena12345!');
    await tabTo(page, loginDialog.getByRole('button', { name: 'Увійти', exact: true }), { max: 5 });
    await page.keyboard.press('Enter');
    await loginDialog.waitFor({ state: 'detached', ...WAIT });
    await page.waitForFunction(() => localStorage.getItem('isLogged') === 'true', undefined, WAIT);

    // The user menu opens on focus; its first entry is the cabinet.
    const userMenu = banner.getByRole('button', { name: 'olena' });
    await tabTo(page, userMenu, { max: 40 });
    await expect.poll(() => userMenu.getAttribute('aria-expanded')).toBe('true');
    await tabTo(page, banner.getByRole('link', { name: 'Особистий кабінет' }), { max: 3 });
    await follow(page, '**/userpage');
    await page.getByRole('heading', { level: 1, name: 'Особистий кабінет' }).waitFor(WAIT);
  });
});
