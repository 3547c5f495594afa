// Search that understands Ukrainian, typed in the header as a shopper does at a phone's 390 px and a
// laptop's 1366 px: "меринос" and "червона пряжа" list yarn first (any form of the word, found by
// fibre, category and colour), and the results page has the catalogue's filters, sort and pages.
// A screenshot of each results page is saved to look at (test-results/screenshots/search-*.png).
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { openPage, WALKTHROUGH_SCREENS } from '../support/browser.ts';
import { SHOP_URL } from '../support/emulators.ts';
import { useJourneyPages } from '../support/journey-pages.ts';

const WAIT = { timeout: 20_000 };
const SHOTS = join(process.cwd(), 'test-results', 'screenshots');
const pageAt = useJourneyPages('search-ukrainian');

/** Types the query into the header's search and opens all its results from the dropdown. */
async function searchFromHeader(page: Page, phone: boolean, query: string): Promise<void> {
  await openPage(page, SHOP_URL);
  if (phone) await page.getByRole('button', { name: 'Відкрити пошук' }).click(WAIT);
  const box = page.getByRole('combobox', { name: 'Пошук товарів' });
  await box.click(WAIT);
  await box.pressSequentially(query, { delay: 20 });
  const options = page.getByRole('listbox').getByRole('option');
  await options.first().waitFor(WAIT);
  // The dropdown already offers yarn first.
  expect(await options.first().textContent()).toMatch(/пряжа/i);
  await options.last().click();
  // The query may be written with + or %20 for its space.
  await page.waitForURL((url) => url.pathname === '/goods/search' && url.searchParams.get('q') === query);
  await page.getByRole('main').getByRole('heading', { level: 1, name: `Результати пошуку «${query}»` }).waitFor(WAIT);
}

/** The titles of the result cards now shown. */
async function cardTitles(page: Page): Promise<string[]> {
  const cards = page.getByRole('main').getByRole('article');
  await cards.first().waitFor(WAIT);
  return (await cards.getByRole('heading').allTextContents()).map((title) => title.trim());
}

describe.each(Object.entries(WALKTHROUGH_SCREENS))('search in Ukrainian at the %s screen', (name, screen) => {
  const phone = name === 'phone';

  it('"меринос" lists merino yarn first, under the catalogue\'s filters, sort and pages', async () => {
    const page = await pageAt(screen);
    await searchFromHeader(page, phone, 'меринос');
    expect(await page.title()).toMatch(/^Пошук «меринос» \| /);
    const titles = await cardTitles(page);
    // A page of 24 cards, every one of them yarn: the hats made of merino come after all of it.
    expect(titles).toHaveLength(24);
    for (const title of titles) expect(title).toMatch(/пряжа/i);
    const main = page.getByRole('main');
    await expect.poll(() => main.getByRole('status').first().textContent(), WAIT).toMatch(/^\d+ товар/);
    expect(await main.getByRole('combobox', { name: 'Сортування' }).inputValue()).toBe('relevance');
    await page.screenshot({ path: join(SHOTS, `search-merino-${name}.png`), fullPage: false });
    // The next page of the same listing.
    await main.getByRole('button', { name: 'Показати ще' }).click(WAIT);
    await expect.poll(() => main.getByRole('article').count(), WAIT).toBe(48);
    // The filters narrow the results, as on a catalogue page.
    if (phone) await main.getByRole('button', { name: 'Показати фільтри' }).click(WAIT);
    const brands = main.getByRole('group', { name: 'Бренд' });
    // The box follows the URL, which the listing updates a moment after the click.
    const drops = brands.getByRole('checkbox', { name: /Drops/ });
    await drops.click(WAIT);
    await expect.poll(() => drops.isChecked(), WAIT).toBe(true);
    await expect.poll(() => main.getByRole('status').first().textContent(), WAIT).toMatch(/^Показано \d+ з \d+/);
    for (const title of await cardTitles(page)) expect(title).toMatch(/Drops/);
    expect(page.url()).toContain('brand=Drops');
  });

  it('"червона пряжа" finds red yarn by its colour\'s name in another form, sortable by price', async () => {
    const page = await pageAt(screen);
    await searchFromHeader(page, phone, 'червона пряжа');
    expect(await page.title()).toMatch(/^Пошук «червона пряжа» \| /);
    const titles = await cardTitles(page);
    expect(titles.length).toBeGreaterThan(5);
    // The best matches are the colours named червоний; burgundy (its family is red) comes after them.
    for (const title of titles.slice(0, 5)) expect(title).toMatch(/пряжа.*червоний/i);
    await page.screenshot({ path: join(SHOTS, `search-red-yarn-${name}.png`), fullPage: false });
    const main = page.getByRole('main');
    await main.getByRole('combobox', { name: 'Сортування' }).selectOption('priceAsc');
    await expect.poll(() => page.url(), WAIT).toMatch(/sort=priceAsc/);
    expect((await cardTitles(page)).length).toBe(titles.length);
  });
});
