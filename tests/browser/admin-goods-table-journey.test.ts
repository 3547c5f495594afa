// The ADMIN's goods table in real Chromium, at 1366 px and 390 px (touch), in Ukrainian and
// English: goods found by search and by stock, a dye lot's stock typed in place, "−10 %" on the
// ticked goods, the preview of every change before it is saved, and the saved values in
// Firestore. The page fits the width with no serious axe finding, and each screen is saved
// (test-results/screenshots/admin-goods-*.png). A save over a good whose stock moved since the
// table read it is refused, naming the good, and writes nothing. A guest is sent away.
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { randomUUID } from 'node:crypto';
import type { Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { db } from '../../functions/src/admin.ts';
import type { GoodDoc } from '../../functions/src/model/types.ts';
import { makeGood } from '../../functions/test/emulator/orders-support.ts';
import { logInAsAdmin } from '../support/admin-session.ts';
import { runAxe } from '../support/axe.ts';
import { openPage, WALKTHROUGH_SCREENS } from '../support/browser.ts';
import { SHOP_URL } from '../support/emulators.ts';
import { useJourneyPages } from '../support/journey-pages.ts';

const WAIT = { timeout: 20_000 };
const SHOTS = join(process.cwd(), 'test-results', 'screenshots');
const pageAt = useJourneyPages('admin-goods');
const counters: string[] = [];

const TEXTS = {
  ua: {
    title: 'Таблиця товарів', search: 'Пошук за назвою або артикулом', stock: 'Залишок', out: 'Немає в наявності', any: 'Будь-який',
    percent: 'Змінити ціну на, % (−10 — дешевше на 10 %)', applyPercent: 'Змінити ціну', preview: 'Переглянути й зберегти',
    previewTitle: 'Зміни перед збереженням', save: 'Зберегти зміни', saved: 'Збережено 3 товари.', found: (n: number) => `Знайдено ${n} товар`,
    tick: 'Позначити', price: 'Ціна, грн', lot: 'Партія', changed: 'Поки таблиця була відкрита', waiting: '3 покупці чекають на цей колір',
  },
  en: {
    title: 'Goods table', search: 'Search by title or articul', stock: 'Stock', out: 'Out of stock', any: 'Any',
    percent: 'Change the price by, % (−10 is 10 % cheaper)', applyPercent: 'Change the price', preview: 'Preview and save',
    previewTitle: 'The changes before saving', save: 'Save the changes', saved: '3 goods saved.', found: (n: number) => `${n} good`,
    tick: 'Tick', price: 'Price, UAH', lot: 'Lot', changed: 'These goods changed while the table was open', waiting: '3 shoppers wait for this colour',
  },
} as const;

type Language = keyof typeof TEXTS;
const colour = { code: '3', name: { ua: 'синій', en: 'blue' }, swatch: { kind: 'hex' as const, hex: '#2040a0' }, family: 'blue' as const };

/** Four goods whose articuls share a prefix no other test uses: two plain, one counted by lot, one sold out. */
async function tableGoods(language: Language) {
  const prefix = `GT${randomUUID().slice(0, 6)}`;
  const good = (n: number, fields: Partial<GoodDoc>) => {
    const articul = `${prefix}-${n}`;
    return makeGood({ articul, title: { ua: `Тест таблиці ${articul}`, en: `Table test ${articul}` }, ...fields });
  };
  const [a, b, lotted, soldOut] = await Promise.all([
    good(1, { price: 200, quantity: 4 }),
    good(2, { price: 100, quantity: 7 }),
    good(3, { price: 150, quantity: 8, yarnLineId: `no-line-${prefix.toLowerCase()}`, colour, lots: [{ lot: 'L1', quantity: 5 }, { lot: 'L2', quantity: 3 }] }),
    good(4, { price: 90, quantity: 0 }),
  ]);
  // Shoppers waiting for the lotted colour: the table shows the per-good counter.
  await db.collection('stockWatchCounts').doc(lotted).set({ goodId: lotted, waiting: 3 });
  counters.push(lotted);
  const name = (n: number) => `${language === 'ua' ? 'Тест таблиці' : 'Table test'} ${prefix}-${n} (${prefix}-${n})`;
  return { prefix, ids: { a, b, lotted, soldOut }, name };
}

afterAll(async () => {
  await Promise.all(counters.map((id) => db.collection('stockWatchCounts').doc(id).delete()));
});

const goodDoc = async (id: string) => (await db.collection('goods').doc(id).get()).data() as GoodDoc;
const rowOf = (page: Page, id: string) => page.getByTestId(`goods-row-${id}`);

async function openTable(page: Page, language: Language, search: string): Promise<void> {
  await page.context().addCookies([{ name: '__session', value: language, domain: '127.0.0.1', path: '/' }]);
  await openPage(page, `${SHOP_URL}/admin/goods`);
  await page.getByRole('heading', { level: 1, name: TEXTS[language].title }).waitFor(WAIT);
  await page.getByLabel(TEXTS[language].search).fill(search, WAIT);
}

async function fitsAndShoot(page: Page, shot: string): Promise<void> {
  const width = page.viewportSize()!.width;
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
  const serious = (await runAxe(page)).filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.html).join(' | ')}`)).toEqual([]);
  mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: join(SHOTS, `admin-goods-${shot}-${width}.png`), fullPage: true });
}

describe.each(Object.entries(WALKTHROUGH_SCREENS))('the goods table on a %s', (_name, screen) => {
  it.each(['ua', 'en'] as const)('in %s: search, stock filter, a lot typed in place, ten percent off the ticked, preview, save', async (language) => {
    const t = TEXTS[language];
    const { prefix, ids, name } = await tableGoods(language);
    const page = await pageAt(screen);
    await logInAsAdmin(page);
    await openTable(page, language, prefix);
    await page.getByText(t.found(4)).waitFor(WAIT);
    await rowOf(page, ids.lotted).getByTitle(t.waiting).waitFor(WAIT);

    await page.getByLabel(t.stock, { exact: true }).selectOption({ label: t.out });
    await expect.poll(() => page.locator('[data-testid^="goods-row-"]').count(), WAIT).toBe(1);
    await rowOf(page, ids.soldOut).waitFor(WAIT);
    await page.getByLabel(t.stock, { exact: true }).selectOption({ label: t.any });

    await page.getByLabel(`${t.lot} L1: ${name(3)}`).fill('6');
    await page.getByLabel(`${t.tick}: ${name(1)}`).check();
    await page.getByLabel(`${t.tick}: ${name(2)}`).check();
    await page.getByLabel(t.percent).fill('-10');
    await page.getByRole('button', { name: t.applyPercent }).click();
    await expect.poll(() => page.getByLabel(`${t.price}: ${name(1)}`).inputValue(), WAIT).toBe('180');
    expect(await page.getByLabel(`${t.price}: ${name(2)}`).inputValue()).toBe('90');
    await fitsAndShoot(page, `table-${language}`);

    await page.getByRole('button', { name: t.preview }).click();
    const preview = page.getByRole('dialog', { name: t.previewTitle });
    await preview.waitFor(WAIT);
    await expect.poll(() => preview.getByTestId(`preview-${ids.a}`).textContent(), WAIT).toMatch(/200.*180/);
    expect(await preview.getByTestId(`preview-${ids.lotted}`).textContent()).toMatch(/L1.*5.*6/);
    // Nothing is written before the save.
    expect((await goodDoc(ids.a)).price).toBe(200);
    await fitsAndShoot(page, `preview-${language}`);

    await preview.getByRole('button', { name: t.save }).click();
    await page.getByText(t.saved).waitFor(WAIT);
    expect(await goodDoc(ids.a)).toMatchObject({ price: 180, quantity: 4 });
    expect(await goodDoc(ids.b)).toMatchObject({ price: 90, quantity: 7 });
    expect(await goodDoc(ids.lotted)).toMatchObject({ price: 150, quantity: 9, lots: [{ lot: 'L1', quantity: 6 }, { lot: 'L2', quantity: 3 }] });
  });
});

describe('a save over a moved stock', () => {
  it('is refused naming the good, writes nothing, and the good is read again', async () => {
    const t = TEXTS.ua;
    const { prefix, ids, name } = await tableGoods('ua');
    const page = await pageAt(WALKTHROUGH_SCREENS.desktop);
    await logInAsAdmin(page);
    await openTable(page, 'ua', prefix);
    await page.getByLabel(`${t.price}: ${name(2)}`).fill('95', WAIT);
    await page.getByLabel(`${t.price}: ${name(1)}`).fill('210');
    // A reservation takes two of the second good while the table is open.
    await db.collection('goods').doc(ids.b).update({ quantity: 5 });

    await page.getByRole('button', { name: t.preview }).click();
    const preview = page.getByRole('dialog', { name: t.previewTitle });
    await preview.getByRole('button', { name: t.save }).click(WAIT);
    const alert = preview.getByRole('alert');
    await expect.poll(() => alert.textContent(), WAIT).toContain(t.changed);
    expect(await alert.textContent()).toContain(name(2));
    expect(await goodDoc(ids.a)).toMatchObject({ price: 200 });
    expect(await goodDoc(ids.b)).toMatchObject({ price: 100, quantity: 5 });
    await fitsAndShoot(page, 'refused-ua');

    // The moved good is read again with its edit dropped; the other's edit waits to be saved.
    await preview.getByRole('button', { name: 'Повернутися до таблиці' }).click();
    await expect.poll(() => page.getByLabel(`${t.price}: ${name(2)}`).inputValue(), WAIT).toBe('100');
    expect(await page.getByLabel(`${t.price}: ${name(1)}`).inputValue()).toBe('210');
  });

  it('a guest opening the table is sent to the home page', async () => {
    const page = await pageAt(WALKTHROUGH_SCREENS.desktop);
    await openPage(page, `${SHOP_URL}/admin/goods`);
    await page.waitForURL(`${SHOP_URL}/`, WAIT);
  });
});
