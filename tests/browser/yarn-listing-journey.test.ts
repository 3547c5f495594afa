// Listing yarn by line, in Chromium at desktop and 375 px: a catalog that lists yarn by line shows one
// card per line ('N colours', swatch dots); the shopper switches to every colour by keyboard,
// filters by colour family and weight class, and a reload (and the server's HTML) keeps the
// choice; the header's search finds a line by its name and a colour by its code.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { db } from '../../functions/src/admin.ts';
import { rebuildSearchIndex } from '../../functions/src/search/build-search-index.ts';
import { ownGoodDoc } from '../../functions/test/good-doc.ts';
import { openPage, VIEWPORTS } from '../support/browser.ts';
import { SHOP_URL } from '../support/emulators.ts';
import { useJourneyPages } from '../support/journey-pages.ts';
import { tabTo } from '../support/keyboard.ts';

const WAIT = { timeout: 20_000 };
const run = randomUUID().slice(0, 8);
const category = `test-listing-${run}`;
const code = `8${run.replace(/\D/g, '').padEnd(4, '3').slice(0, 4)}`;
type Colour = { id: string; code: string; ua: string; en: string; hex: string; family: string };
const lines = [
  { id: `test-socks-${run}`, name: `Шкарпеткова ${run}`, weightClass: 'superFine', colours: [
    { id: `test-socks-${run}-grey`, code, ua: 'попелястий', en: 'ash', hex: '#9a9a9a', family: 'grey' },
    { id: `test-socks-${run}-sky`, code: '31', ua: 'небесний', en: 'sky', hex: '#7ab8e6', family: 'blue' },
    { id: `test-socks-${run}-red`, code: '56', ua: 'маковий', en: 'poppy', hex: '#b3202a', family: 'red' },
  ] as Colour[] },
  { id: `test-chunky-${run}`, name: `Товста ${run}`, weightClass: 'bulky', colours: [
    { id: `test-chunky-${run}-navy`, code: '70', ua: 'нічний', en: 'night', hex: '#1b2a4a', family: 'blue' },
    { id: `test-chunky-${run}-milk`, code: '01', ua: 'молочний', en: 'milk', hex: '#f4f0e6', family: 'white' },
  ] as Colour[] },
];
const plainId = `test-listing-${run}-plain`;
const titleOf = (line: (typeof lines)[0], colour: Colour) => `Пряжа Тест ${line.name}, ${colour.ua}`;
const listing = `${SHOP_URL}/goods/${category}`;

beforeAll(async () => {
  const batch = db.batch();
  batch.set(db.collection('catalogs').doc(category), {
    category, outerCategory: 'noOuterCategory', title: { ua: `Пряжа лініями ${run}`, en: `Yarn by line ${run}` }, previewImage: null,
    link: `/goods/${category}`, subCategories: [], allGoods: 'allgoods', description: { ua: '', en: '' }, order: 999, yarnListing: 'lines',
  });
  lines.forEach((line) => {
    batch.set(db.collection('yarnLines').doc(line.id), {
      brand: 'Тест', name: line.name, fibres: [{ fibre: 'wool', percent: 100 }], weightClass: line.weightClass, metresPer100g: 400,
      skein: { metres: 200, grams: 50 }, needleMm: { from: 3, to: null }, hookMm: null, gauge: null,
      care: { wash: 'handWash', maxWashTemperatureC: 30, tumbleDry: false, iron: false, bleach: false, note: null },
      colours: line.colours.map((c) => ({ goodId: c.id, code: c.code, name: { ua: c.ua, en: c.en }, swatch: { kind: 'hex', hex: c.hex }, family: c.family, quantity: 10, largestLot: 10 })),
    });
    line.colours.forEach((c) =>
      batch.set(db.collection('goods').doc(c.id), ownGoodDoc(c.id, category, {
        title: { ua: titleOf(line, c), en: `Test ${line.name} yarn, ${c.en}` },
        yarnLineId: line.id,
        colour: { code: c.code, name: { ua: c.ua, en: c.en }, swatch: { kind: 'hex', hex: c.hex }, family: c.family as 'grey' },
      })),
    );
  });
  batch.set(db.collection('goods').doc(plainId), ownGoodDoc(plainId, category, { title: { ua: `Гачок ${run}`, en: `Hook ${run}` } }));
  await batch.commit();
  await rebuildSearchIndex(db);
});

afterAll(async () => {
  const batch = db.batch();
  batch.delete(db.collection('catalogs').doc(category));
  lines.forEach((line) => {
    batch.delete(db.collection('yarnLines').doc(line.id));
    line.colours.forEach((c) => batch.delete(db.collection('goods').doc(c.id)));
  });
  batch.delete(db.collection('goods').doc(plainId));
  await batch.commit();
  await rebuildSearchIndex(db);
});

describe('the server renders the listing the way the URL chooses', () => {
  it('by line without ?view (the catalog’s default), every colour with ?view=colours', async () => {
    const articles = (html: string) => html.split('<article').length - 1;
    const byLine = await (await fetch(listing)).text();
    expect(byLine).toContain(`data-yarn-line="${lines[0]!.id}"`);
    expect(byLine).toContain('3 кольори');
    expect(articles(byLine)).toBe(3);
    const byColour = await (await fetch(`${listing}?view=colours`)).text();
    expect(byColour).not.toContain('data-yarn-line=');
    expect(articles(byColour)).toBe(6);
  });
});

const pageAt = useJourneyPages('yarn-listing');

describe.each([
  ['desktop', VIEWPORTS.desktop],
  ['375 px', VIEWPORTS.phone],
] as const)('a yarn listing at %s', (_name, viewport) => {
  it('lists by line, switches to every colour by keyboard, filters by family and weight class, and a reload keeps it', async () => {
    const page = await pageAt(viewport);
    const cards = page.locator('main article');
    await openPage(page, listing);
    await page.getByRole('heading', { level: 3, name: `Тест ${lines[0]!.name}` }).waitFor(WAIT);
    expect(await cards.count()).toBe(3);
    expect(await page.getByRole('img', { name: /^Кольори: / }).count()).toBe(2);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width);

    const byLine = page.getByRole('radio', { name: 'лініями' });
    expect(await byLine.isChecked()).toBe(true);
    await tabTo(page, byLine);
    await page.keyboard.press('ArrowRight');
    await page.waitForURL(/view=colours/, WAIT);
    await expect.poll(() => cards.count(), WAIT).toBe(6);

    if (viewport.width < 600) await page.getByRole('button', { name: 'Показати фільтри' }).click(WAIT);
    const blue = page.getByRole('checkbox', { name: /^синій/ });
    await tabTo(page, blue, { max: 150 });
    await page.keyboard.press('Space');
    await expect.poll(() => cards.count(), WAIT).toBe(2);
    // A click, not check(): the URL's update re-renders the box a moment later, which check() does not wait for.
    await page.getByRole('checkbox', { name: /^Товста \(5\)/ }).click();
    await expect.poll(() => cards.count(), WAIT).toBe(1);
    await page.getByRole('heading', { level: 3, name: titleOf(lines[1]!, lines[1]!.colours[0]!) }).waitFor(WAIT);
    expect(new URL(page.url()).searchParams.getAll('family')).toEqual(['blue']);
    expect(new URL(page.url()).searchParams.get('weight')).toBe('bulky');

    await page.reload({ waitUntil: 'domcontentloaded' });
    await page.locator('html[data-app-ready]').waitFor({ state: 'attached', ...WAIT });
    expect(await page.getByRole('radio', { name: 'кожен колір' }).isChecked()).toBe(true);
    await expect.poll(() => cards.count(), WAIT).toBe(1);

    // The same filters by line: the chunky line alone, with its one blue colour.
    await page.getByRole('radio', { name: 'лініями' }).click();
    await page.getByRole('heading', { level: 3, name: `Тест ${lines[1]!.name}` }).waitFor(WAIT);
    expect(await cards.count()).toBe(1);
    expect(await cards.first().textContent()).toContain('1 колір');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width);
  });

  it('search finds a line by its name and a colour by its code', async () => {
    const page = await pageAt(viewport);
    await openPage(page, `${SHOP_URL}/`);
    // On a phone the search opens from its button, which the real search box brings once loaded.
    if (viewport.width < 600) await page.getByRole('button', { name: 'Відкрити пошук' }).click(WAIT);
    const input = page.getByRole('combobox', { name: 'Пошук товарів' });
    await input.click();
    await input.fill(`шкарпеткова ${run}`);
    const options = page.getByRole('option');
    await expect.poll(() => options.count(), WAIT).toBe(4); // three colours and 'all goods'
    expect(await options.first().textContent()).toContain(`Тест ${lines[0]!.name}`);
    await input.fill(code);
    await expect.poll(() => options.first().textContent(), WAIT).toContain(`колір ${code} «попелястий»`);
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await page.waitForURL(`**/${lines[0]!.colours[0]!.id}`, WAIT);
  });
});
