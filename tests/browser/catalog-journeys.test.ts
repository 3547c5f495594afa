// Catalogue journeys in real Chromium against the Hosting emulator, at desktop and phone
// width: browse down to a good, search, the discount list, a filtered and sorted list that survives
// a reload, and unknown ids.
import type { Browser, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { SHOP_URL } from '../support/emulators.ts';
import { launchChromium, openPage, screenshotOnFailure, VIEWPORTS } from '../support/browser.ts';

const WAIT = { timeout: 20_000 };
let browser: Browser;

beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(async () => {
  await browser?.close();
});

/** Waits for a listing's cards: the first one, then the rest (the list is aria-busy meanwhile). */
async function allCards(page: Page): Promise<void> {
  await page.getByRole('main').getByRole('article').first().waitFor(WAIT);
  await expect.poll(() => page.getByRole('main').locator('[aria-busy="true"]').count(), WAIT).toBe(0);
}

/** The price a shopper pays on each card: the first 'N ₴' of the card. */
function cardPrices(page: Page): Promise<number[]> {
  return page.getByRole('main').getByRole('article').evaluateAll((cards) =>
    // Chromium's ICU writes the hryvnia as "грн", Node's as "₴"; the first amount is the price paid.
    cards.map((card) => Number(/(\d[\d\s]*)\s*(?:₴|грн)/.exec(card.textContent ?? '')?.[1]?.replace(/\s/g, '') ?? NaN)),
  );
}

describe.each(Object.entries(VIEWPORTS))('catalogue at %s width', (viewportName, viewport) => {
  let page: Page;
  const phone = viewportName === 'phone';
  beforeAll(async () => {
    page = await browser.newPage({ viewport });
  });
  afterEach(async (context) => {
    await screenshotOnFailure(page, `catalogue-${viewportName}-${context.task.name}`, context.task.result?.state === 'fail');
  });
  afterAll(async () => {
    await page.close();
  });
  const main = () => page.getByRole('main');
  const heading = () => main().getByRole('heading', { level: 1 });

  it('walks home → outer category → catalog → sub-category → good page', async () => {
    await page.goto(SHOP_URL, { waitUntil: 'domcontentloaded' });
    await main().getByRole('link', { name: 'Пряжа у мотках', exact: true }).click(WAIT);
    await page.waitForURL('**/outercategory/yarn');
    await main().getByRole('heading', { level: 1, name: 'Пряжа у мотках', exact: true }).waitFor(WAIT);
    await main().getByRole('link', { name: 'Вовняна пряжа', exact: true }).click(WAIT);
    await page.waitForURL('**/outercategory/yarn/wool');
    await main().getByRole('link', { name: 'Усі товари каталогу', exact: true }).waitFor(WAIT);
    await main().getByRole('link', { name: 'Меринос', exact: true }).click(WAIT);
    await page.waitForURL('**/outercategory/yarn/wool/MerinoWool');
    const firstTitle = main().getByRole('article').first().getByRole('heading').getByRole('link');
    const title = (await firstTitle.textContent(WAIT))!.trim();
    await firstTitle.click();
    await page.waitForURL(/\/outercategory\/yarn\/wool\/MerinoWool\/[\w-]+$/);
    // The URL changes before the next page's chunk arrives: wait for its own heading.
    await main().getByRole('heading', { level: 1, name: title, exact: true }).waitFor(WAIT);
    await main().getByText('Артикул', { exact: false }).first().waitFor(WAIT);
    const scripts = await page.locator('script[type="application/ld+json"]').allTextContents();
    const jsonLd = scripts.map((text) => JSON.parse(text) as { '@type': string; offers: { priceCurrency: string; price: string; availability: string } })
      .find((data) => data['@type'] === 'Product')!;
    expect(jsonLd['@type']).toBe('Product');
    expect(jsonLd.offers.priceCurrency).toBe('UAH');
    expect(Number(jsonLd.offers.price)).toBeGreaterThan(0);
    expect(await page.title()).toContain(title);
    await page.reload({ waitUntil: 'domcontentloaded' });
    expect(await heading().textContent(WAIT)).toBe(title);
  });

  it('searches from the header dropdown, then opens all results, which survive a reload', async () => {
    await page.goto(SHOP_URL, { waitUntil: 'domcontentloaded' });
    if (phone) await page.getByRole('button', { name: 'Відкрити пошук' }).click(WAIT);
    const box = page.getByRole('combobox', { name: 'Пошук товарів' });
    await box.click(WAIT);
    await box.pressSequentially('merino', { delay: 30 });
    const options = page.getByRole('listbox').getByRole('option');
    await options.first().waitFor(WAIT);
    expect(await options.count()).toBeLessThanOrEqual(9);
    expect(await options.first().textContent()).toMatch(/merino|меринос/i);
    await options.last().click();
    await page.waitForURL('**/goods/search?q=merino');
    // The home page's strip has cards too: wait for the results page itself first.
    await main().getByRole('heading', { level: 1, name: 'Результати пошуку «merino»' }).waitFor(WAIT);
    await allCards(page);
    const count = await main().getByRole('article').count();
    expect(count).toBeGreaterThan(0);
    await page.reload({ waitUntil: 'domcontentloaded' });
    await allCards(page);
    expect(await main().getByRole('article').count()).toBe(count);
  });

  it('lists discounted goods, each with its discount badge and a lower price', async () => {
    await page.goto(`${SHOP_URL}/goods/discountgoods`, { waitUntil: 'domcontentloaded' });
    expect(await heading().textContent(WAIT)).toBe('Товари зі знижкою');
    await allCards(page);
    const cards = await main().getByRole('article').allTextContents();
    expect(cards.length).toBeGreaterThan(0);
    for (const card of cards) expect(card).toMatch(/Знижка \d+%/);
    expect(await main().getByRole('deletion').count()).toBe(cards.length);
  });

  it('opened first, a goods list arrives with all its cards in the HTML and reads no goods again', async () => {
    // A page of its own (a new context): nothing may come from an earlier test's cache.
    const fresh = await browser.newPage({ viewport });
    const goodsQueries: string[] = [];
    fresh.on('request', (request) => {
      if (request.url().includes(':runQuery') || request.url().includes('/documents/goods')) goodsQueries.push(request.url());
    });
    try {
      const response = await fresh.goto(`${SHOP_URL}/outercategory/accessories/hooks/allgoods`, { waitUntil: 'networkidle' });
      const html = (await response?.text()) ?? '';
      await allCards(fresh);
      const cards = await fresh.getByRole('main').getByRole('article').count();
      expect(cards, 'more goods than a first screen holds').toBeGreaterThan(4);
      expect(html.match(/<article/g)?.length, 'every card was in the server\'s HTML').toBe(cards);
      const count = await fresh.getByRole('main').getByRole('status').filter({ hasText: /товар/ }).textContent(WAIT);
      expect(count).toMatch(new RegExp(`^${cards} товар`));
      expect(goodsQueries, 'the browser hydrated from the page and read nothing').toEqual([]);
    } finally {
      await fresh.close();
    }
  });

  const isAscending = (prices: number[]) => prices.length > 1 && prices.every((p, i) => i === 0 || prices[i - 1]! <= p);

  it('filters by brand and sorts by price, and a reload keeps both', async () => {
    // The filters answer once the page has hydrated: a box ticked in the server's HTML before that is not seen.
    await openPage(page, `${SHOP_URL}/outercategory/yarn/wool/allgoods`);
    await main().getByRole('article').first().waitFor(WAIT);
    if (phone) await main().getByRole('button', { name: 'Показати фільтри' }).click();
    // The box is controlled by the URL, which the router updates a moment after the click.
    await main().getByRole('checkbox', { name: /^Drops/ }).click();
    await page.waitForURL(/brand=Drops/);
    await expect.poll(() => main().getByRole('checkbox', { name: /^Drops/ }).isChecked(), WAIT).toBe(true);
    await main().getByRole('combobox', { name: 'Сортування' }).selectOption('priceAsc');
    await page.waitForURL(/brand=Drops.*sort=priceAsc/);
    // The list re-renders a moment after the address changes.
    await expect.poll(async () => isAscending(await cardPrices(page)), WAIT).toBe(true);
    await allCards(page);
    const prices = await cardPrices(page);
    expect(prices.length).toBeGreaterThan(1);
    expect(prices.every(Number.isFinite), `prices read from the cards: ${prices}`).toBe(true);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    for (const title of await main().getByRole('article').getByRole('heading').allTextContents()) expect(title).toContain('Drops');
    await page.reload({ waitUntil: 'domcontentloaded' });
    await allCards(page);
    expect(await cardPrices(page)).toEqual(prices);
    if (phone) await main().getByRole('button', { name: 'Показати фільтри' }).click();
    expect(await main().getByRole('checkbox', { name: /^Drops/ }).isChecked()).toBe(true);
    expect(await main().getByRole('combobox', { name: 'Сортування' }).inputValue()).toBe('priceAsc');
  });

  it('says so for an unknown good id and an unknown category', async () => {
    await page.goto(`${SHOP_URL}/goods/Goodsmadefromyarn/no-such-good`, { waitUntil: 'domcontentloaded' });
    expect(await heading().textContent(WAIT)).toBe('Такого товару немає');
    await page.goto(`${SHOP_URL}/catalog/no-such-category`, { waitUntil: 'domcontentloaded' });
    expect(await heading().textContent(WAIT)).toBe('Такого розділу немає');
  });
});

// At desktop width only: on a phone the header holds the search button, not the field.
describe('search reached at desktop width before its code has come', () => {
  let page: Page;
  beforeAll(async () => {
    page = await browser.newPage({ viewport: VIEWPORTS.desktop });
  });
  afterEach(async (context) => {
    await screenshotOnFailure(page, `catalogue-desktop-${context.task.name}`, context.task.result?.state === 'fail');
  });
  afterAll(async () => {
    await page?.close();
  });

  it('keeps the keys typed into the look-alike meanwhile', async () => {
    // The search's code is held back, so the first keys surely land in the look-alike.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/assets/search-box-*.js', async (route) => {
      await held;
      await route.continue();
    });
    await page.goto(SHOP_URL, { waitUntil: 'domcontentloaded' });
    await page.getByRole('searchbox', { name: 'Пошук товарів' }).click(WAIT);
    await page.keyboard.type('meri');
    release();
    const box = page.getByRole('combobox', { name: 'Пошук товарів' });
    await box.waitFor(WAIT);
    await page.keyboard.type('no');
    expect(await box.inputValue()).toBe('merino');
    const first = page.getByRole('listbox').getByRole('option').first();
    await first.waitFor(WAIT);
    expect(await first.textContent()).toMatch(/merino|меринос/i);
  });
});
