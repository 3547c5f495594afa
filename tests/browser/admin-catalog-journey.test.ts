// The ADMIN's catalogue page in real Chromium: the seeded ADMIN logs in, creates a category with a
// sub-category and a good with an uploaded picture on /admin/catalog, and finds the good on the
// storefront in Ukrainian and in English. A phone-width check shows /admin/catalog is usable at 375 px.
import sharp from 'sharp';
import { getApps, initializeApp } from 'firebase-admin/app';
import { getFirestore } from 'firebase-admin/firestore';
import type { Browser, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { launchChromium, screenshotOnFailure, VIEWPORTS } from '../support/browser.ts';
import { logInAsAdmin } from '../support/admin-session.ts';
import { SHOP_URL } from '../support/emulators.ts';

const WAIT = { timeout: 20_000 };
const run = Date.now();
const names = {
  category: `cat${run}`,
  categoryUa: `Категорія ${run}`,
  categoryEn: `Category ${run}`,
  sub: `Sub${run}`,
  subUa: `Підкатегорія ${run}`,
  subEn: `Subcategory ${run}`,
  articul: `T${run}`,
  goodUa: `Пряжа тестова ${run}`,
  goodEn: `Test yarn ${run}`,
};

let browser: Browser;
let uploadedImage: string | null = null;
beforeAll(async () => {
  browser = await launchChromium();
});
const db = getFirestore(getApps()[0] ?? initializeApp({ projectId: process.env.GCLOUD_PROJECT }));

afterAll(async () => {
  await browser?.close();
  // The journey's category is a top-level one, so it would stand in every later page's nav bar
  // (and lengthen it past one row): it goes, with its catalog and goods, once the journey is over.
  const goods = await db.collection('goods').where('category', '==', names.category).get();
  await Promise.all([...goods.docs.map((doc) => doc.ref.delete()), db.collection('categories').doc(names.category).delete(), db.collection('catalogs').doc(names.category).delete()]);
});

async function openAdminPage(page: Page): Promise<void> {
  await page.goto(`${SHOP_URL}/admin/catalog`, { waitUntil: 'domcontentloaded' });
  await page.getByRole('heading', { level: 1, name: 'Керування каталогом' }).waitFor(WAIT);
}

function usePage(name: string, viewport: { width: number; height: number }) {
  const state: { page?: Page } = {};
  beforeAll(async () => {
    state.page = await browser.newPage({ viewport });
  });
  afterEach(async (context) => {
    await screenshotOnFailure(state.page!, `${name}-${context.task.name}`, context.task.result?.state === 'fail');
  });
  afterAll(async () => {
    await state.page?.close();
  });
  return () => state.page!;
}

describe('ADMIN catalogue journey (desktop)', () => {
  const page = usePage('admin-catalogue-desktop', VIEWPORTS.desktop);

  it('sends a guest who opens /admin/catalog to the home page', async () => {
    const p = page();
    await p.goto(`${SHOP_URL}/admin/catalog`, { waitUntil: 'domcontentloaded' });
    await p.waitForURL(`${SHOP_URL}/`, WAIT);
  });

  it('creates a category with a sub-category on /admin/catalog', async () => {
    const p = page();
    await logInAsAdmin(p);
    await openAdminPage(p);
    await p.getByRole('button', { name: 'Додати категорію', exact: true }).click();
    let dialog = p.getByRole('dialog', { name: 'Додати категорію' });
    await dialog.getByLabel('Назва в адресі (латиницею)').fill(names.category);
    await dialog.getByLabel('Назва українською').fill(names.categoryUa);
    await dialog.getByLabel('Назва англійською').fill(names.categoryEn);
    await dialog.getByRole('button', { name: 'Зберегти' }).click();
    await dialog.waitFor({ state: 'detached', ...WAIT });
    await p.getByRole('button', { name: `Додати підкатегорію до «${names.categoryUa}»` }).click(WAIT);

    dialog = p.getByRole('dialog', { name: 'Додати підкатегорію' });
    await dialog.getByLabel('Назва підкатегорії').fill(names.sub);
    await dialog.getByLabel('Назва українською').fill(names.subUa);
    await dialog.getByLabel('Назва англійською').fill(names.subEn);
    await dialog.getByRole('button', { name: 'Зберегти' }).click();
    await dialog.waitFor({ state: 'detached', ...WAIT });
    await p.getByRole('list', { name: `Підкатегорії «${names.categoryUa}»` }).getByText(names.subUa, { exact: true }).waitFor(WAIT);
  });

  it('creates a good with an uploaded picture in that sub-category', async () => {
    const p = page();
    await p.getByRole('button', { name: 'Додати товар', exact: true }).click();
    const dialog = p.getByRole('dialog', { name: 'Додати товар' });
    const form = dialog.getByRole('form', { name: 'Дані товару' });
    await form.getByLabel('Артикул').fill(names.articul, WAIT);
    await form.getByLabel('Назва українською').fill(names.goodUa);
    await form.getByLabel('Назва англійською').fill(names.goodEn);
    await form.getByLabel('Категорія', { exact: true }).selectOption(names.category);
    await form.getByLabel('Підкатегорія', { exact: true }).selectOption(names.sub);
    await form.getByLabel('Ціна, грн').fill('150');
    await form.getByLabel('Залишок').fill('7');
    await form.getByLabel('Бренд').fill('Alize');
    await form.getByLabel('Колір українською').fill('Червоний');
    await form.getByLabel('Колір англійською').fill('Red');
    // A wrong fibre total is refused in the form before anything is sent.
    await form.getByLabel('Відсоток волокна 1').fill('90');
    await form.getByRole('button', { name: 'Зберегти' }).click();
    await form.getByText('Волокна мають разом становити 100 %.').waitFor(WAIT);
    await form.getByLabel('Відсоток волокна 1').fill('100');

    const png = await sharp({ create: { width: 300, height: 300, channels: 3, background: { r: 200, g: 60, b: 40 } } }).png().toBuffer();
    await form.getByLabel('Головне зображення').setInputFiles({ name: 'good.png', mimeType: 'image/png', buffer: png });
    const preview = form.getByRole('img', { name: 'Обране зображення' });
    await preview.waitFor(WAIT);
    uploadedImage = await preview.getAttribute('src');
    expect(uploadedImage).toMatch(/^(https?:\/)?\//);
    await form.getByRole('button', { name: 'Зберегти' }).click();
    await dialog.waitFor({ state: 'detached', ...WAIT });
    await p.getByLabel('Пошук за артикулом або назвою').fill(names.articul);
    await p.getByRole('region', { name: 'Товари' }).getByRole('button', { name: `Змінити «${names.goodUa}»` }).waitFor(WAIT);
  });

  it('shows the good on the storefront in Ukrainian and in English', async () => {
    const p = page();
    await p.goto(`${SHOP_URL}/catalog/${names.category}/${names.sub}`, { waitUntil: 'domcontentloaded' });
    const card = p.getByRole('article', { name: names.goodUa });
    await card.waitFor(WAIT);
    await expect.poll(() => card.locator('img').first().getAttribute('src'), WAIT).toBe(uploadedImage);
    // The ADMIN's panel is on the card; a guest never gets it (the admin-slot tests).
    await p.getByRole('group', { name: `Керування товаром «${names.goodUa}»` }).waitFor(WAIT);
    await Promise.all([p.waitForEvent('load'), p.getByRole('button', { name: 'Eng' }).first().click()]);
    await p.getByRole('article', { name: names.goodEn }).waitFor(WAIT);
    expect(await p.locator('html').getAttribute('lang')).toBe('en');
    await Promise.all([p.waitForEvent('load'), p.getByRole('button', { name: 'Укр' }).first().click()]);
    await p.getByRole('article', { name: names.goodUa }).waitFor(WAIT);
  });
});

describe('ADMIN catalogue page at phone width', () => {
  const page = usePage('admin-catalogue-phone', VIEWPORTS.phone);

  it('lists the catalogue and opens a form without sideways scrolling', async () => {
    const p = page();
    await logInAsAdmin(p);
    await openAdminPage(p);
    await p.getByRole('heading', { name: 'Категорії та підкатегорії' }).waitFor(WAIT);
    await p.getByRole('region', { name: 'Товари' }).getByRole('listitem').first().waitFor(WAIT);
    expect(await p.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(VIEWPORTS.phone.width);
    await p.getByRole('button', { name: 'Додати зовнішню категорію' }).click();
    const dialog = p.getByRole('dialog', { name: 'Додати зовнішню категорію' });
    await dialog.getByRole('button', { name: 'Зберегти' }).click();
    await dialog.getByText('Латинські літери й цифри, до 40 знаків.').waitFor(WAIT);
    const box = await dialog.boundingBox();
    expect(box!.width).toBeLessThanOrEqual(VIEWPORTS.phone.width);
    await p.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached', ...WAIT });
  });
});
