// Yarn lines in the good form, in Chromium at desktop and 375 px: the ADMIN makes a yarn line in the good
// form's dialog, adds a colour with two dye lots typed by keyboard, and saves; the stock is the
// lots' sum, and the colour's page shows its swatch and "from one dye lot: up to N".
import type { Page } from 'playwright-core';
import { getApps, initializeApp } from 'firebase-admin/app';
import { getFirestore } from 'firebase-admin/firestore';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { logInAsAdmin } from '../support/admin-session.ts';
import { VIEWPORTS } from '../support/browser.ts';
import { SHOP_URL } from '../support/emulators.ts';
import { useJourneyPages } from '../support/journey-pages.ts';

const WAIT = { timeout: 20_000 };
const db = getFirestore(getApps()[0] ?? initializeApp({ projectId: process.env.GCLOUD_PROJECT }));
const run = Date.now().toString(36);
const category = `yarnjourney${run}`;
const written: { goods: string[]; lines: string[] } = { goods: [], lines: [] };

const openPage = useJourneyPages('admin-yarn');
beforeAll(async () => {
  // A catalog of its own, so that no seeded listing changes under other tests.
  await db.collection('catalogs').doc(category).set({
    outerCategory: 'noOuterCategory',
    title: { ua: `Лінійки ${run}`, en: `Lines ${run}` },
    description: { ua: '', en: '' },
    previewImage: null,
    subCategories: [],
    link: `/outercategory/noOuterCategory/${category}/allgoods`,
    order: 100_000,
  });
});
afterAll(async () => {
  const batch = db.batch();
  for (const id of written.goods) batch.delete(db.collection('goods').doc(id));
  for (const id of written.lines) batch.delete(db.collection('yarnLines').doc(id));
  batch.delete(db.collection('catalogs').doc(category));
  await batch.commit();
});

const fitsWidth = (p: Page, width: number) => p.evaluate((w) => document.documentElement.scrollWidth <= w, width);

async function makeLineAndColour(p: Page, suffix: string, width: number): Promise<string> {
  const articul = `YJ-${run}-${suffix}`;
  const lineName = `Journey ${run} ${suffix}`;
  await logInAsAdmin(p);
  await p.goto(`${SHOP_URL}/admin/catalog`, { waitUntil: 'domcontentloaded' });
  await p.getByRole('heading', { level: 1, name: 'Керування каталогом' }).waitFor(WAIT);
  await p.getByRole('button', { name: 'Додати товар', exact: true }).click();
  const dialog = p.getByRole('dialog', { name: 'Додати товар' });
  const form = dialog.getByRole('form', { name: 'Дані товару' });
  await form.getByLabel('Артикул').fill(articul, WAIT);
  await form.getByLabel('Назва українською').fill(`Пряжа Тест ${lineName}, синій`);
  await form.getByLabel('Назва англійською').fill(`Test yarn ${lineName}, blue`);
  await form.getByLabel('Категорія', { exact: true }).selectOption(category);
  await form.getByLabel('Ціна, грн').fill('89');
  // By keyboard: the box is ticked with Space, and the old yarn attributes give way to the line's part.
  await form.getByLabel('Колір лінійки пряжі').focus();
  await p.keyboard.press('Space');
  const part = form.getByRole('group', { name: 'Лінійка пряжі та колір' });
  await part.waitFor(WAIT);
  expect(await form.getByLabel('Бренд').count()).toBe(0);

  await part.getByRole('button', { name: 'Нова лінійка' }).click();
  const lineDialog = p.getByRole('dialog', { name: 'Нова лінійка пряжі' });
  await lineDialog.getByLabel('Бренд', { exact: true }).fill('Тест');
  await lineDialog.getByLabel('Назва лінійки (без бренду)').fill(lineName);
  await lineDialog.getByLabel('Склад, напр. merino 80, polyamide 20').fill('merino 80, polyamide 20');
  await lineDialog.getByLabel('Товщина').selectOption('superFine');
  await lineDialog.getByLabel('Метрів на 100 г').fill('400');
  await lineDialog.getByLabel('Метрів у мотку (порожньо для бобінної пряжі)').fill('200');
  await lineDialog.getByLabel('Грамів у мотку').fill('50');
  await lineDialog.getByLabel('Спиці від, мм').fill('2,5');
  await lineDialog.getByLabel('Спиці до, мм (необов’язково)').fill('3.5');
  expect((await lineDialog.boundingBox())!.width).toBeLessThanOrEqual(width);
  await lineDialog.getByRole('button', { name: 'Зберегти лінійку' }).click();
  await lineDialog.waitFor({ state: 'detached', ...WAIT });
  const lineId = `test-${lineName.toLowerCase().replace(/ /g, '-')}`;
  written.lines.push(lineId);
  await expect.poll(() => part.getByLabel('Лінійка пряжі').inputValue(), WAIT).toBe(lineId);

  await part.getByLabel('Код кольору (з етикетки)').fill('515');
  await part.getByLabel('Назва кольору українською').fill('синій');
  await part.getByLabel('Назва кольору англійською').fill('blue');
  await part.getByLabel('Колір зразка, #RRGGBB').fill('#3366aa');
  await part.getByLabel('Група кольорів (для фільтрів)').selectOption('blue');
  // The lots, typed: the first row is there; "Add a lot" puts the cursor in the new row.
  await part.getByLabel('Партія 1', { exact: true }).focus();
  await p.keyboard.type('A-17');
  await p.keyboard.press('Tab');
  await p.keyboard.type('4');
  await part.getByRole('button', { name: 'Додати партію' }).focus();
  await p.keyboard.press('Enter');
  await expect.poll(() => p.evaluate(() => document.activeElement?.getAttribute('aria-label')), WAIT).toBe('Партія 2');
  await p.keyboard.type('B-03');
  await p.keyboard.press('Tab');
  await p.keyboard.type('7');
  await part.getByRole('table', { name: 'Партії фарбування' }).getByText('11 мотків').waitFor(WAIT);
  expect(await fitsWidth(p, width)).toBe(true);
  expect((await dialog.boundingBox())!.width).toBeLessThanOrEqual(width);

  await form.getByRole('button', { name: 'Зберегти', exact: true }).click();
  await dialog.waitFor({ state: 'detached', ...WAIT });
  const goodId = articul.toLowerCase();
  written.goods.push(goodId);
  const saved = (await db.collection('goods').doc(goodId).get()).data()!;
  expect(saved).toMatchObject({ yarnLineId: lineId, quantity: 11, lots: [{ lot: 'A-17', quantity: 4 }, { lot: 'B-03', quantity: 7 }], yarn: null });
  return goodId;
}

async function showsColour(p: Page, goodId: string): Promise<void> {
  await p.goto(`${SHOP_URL}/goods/${category}/${goodId}`, { waitUntil: 'domcontentloaded' });
  const swatch = p.getByRole('radio', { name: 'синій, код 515, в наявності' });
  await swatch.waitFor(WAIT);
  expect(await swatch.getAttribute('aria-checked')).toBe('true');
  expect(await swatch.locator('span').first().evaluate((dot) => getComputedStyle(dot).backgroundColor)).toBe('rgb(51, 102, 170)');
  await p.getByText('З однієї партії фарбування: до 7 мотків').waitFor(WAIT);
}

describe('the ADMIN adds a colour of a new yarn line with its dye lots', () => {
  it('makes the line in a dialog, types two lots, saves, and the colour’s page shows them (desktop)', async () => {
    const page = await openPage(VIEWPORTS.desktop);
    const goodId = await makeLineAndColour(page, 'd', VIEWPORTS.desktop.width);
    await showsColour(page, goodId);
  });

  it('does the same at 375 px, without sideways scrolling', async () => {
    const page = await openPage(VIEWPORTS.phone);
    const goodId = await makeLineAndColour(page, 'p', VIEWPORTS.phone.width);
    await showsColour(page, goodId);
    expect(await fitsWidth(page, VIEWPORTS.phone.width)).toBe(true);
  });
});
