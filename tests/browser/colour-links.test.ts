// A yarn colour's swatches are links to each colour's own address: without JavaScript the server's
// page still reaches the other colours (as a crawler does), in Ukrainian and in English; with it,
// a swatch switches the colour inside the page, with no new document loaded.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPage, WALKTHROUGH_SCREENS } from '../support/browser.ts';
import { SHOP_URL } from '../support/emulators.ts';
import { useJourneyPages } from '../support/journey-pages.ts';
import { grey, path, red, removeYarnLine, title, writeYarnLine } from '../support/yarn-line-data.ts';

const WAIT = { timeout: 20_000 };
const pageAt = useJourneyPages('colour-links');

beforeAll(writeYarnLine);
afterAll(removeYarnLine);

describe.each([
  ['390 px touch', WALKTHROUGH_SCREENS.phone],
  ['1366 px', WALKTHROUGH_SCREENS.desktop],
] as const)('a yarn colour’s swatches at %s', (_name, screen) => {
  it.each([
    ['uk', '', 'червоний, код 56, залишилось 3', 'uk'],
    ['en', '?lang=en', 'red, code 56, 3 left', 'en'],
  ])('without JavaScript, in %s, a swatch link opens that colour', async (_language, query, redSwatch, htmlLang) => {
    const page = await pageAt({ ...screen, javaScriptEnabled: false });
    await page.goto(`${SHOP_URL}${path(grey)}${query}`, { waitUntil: 'domcontentloaded' });
    const swatch = page.getByRole('radio', { name: redSwatch });
    expect(await swatch.getAttribute('href')).toBe(`${path(red)}${query}`);
    await swatch.click();
    await page.waitForURL(`${SHOP_URL}${path(red)}${query}`, WAIT);
    await page.getByRole('radio', { name: redSwatch, checked: true }).waitFor(WAIT);
    expect(await page.locator('html').getAttribute('lang')).toBe(htmlLang);
  });

  it('with JavaScript a swatch switches the colour without loading a new page', async () => {
    const page = await pageAt(screen);
    await openPage(page, `${SHOP_URL}${path(grey)}`);
    await page.evaluate(() => ((window as unknown as { sameDocument: boolean }).sameDocument = true));
    await page.getByRole('radio', { name: /^червоний/ }).click();
    await page.waitForURL(`${SHOP_URL}${path(red)}`, WAIT);
    await page.getByRole('heading', { level: 1, name: title(red) }).waitFor(WAIT);
    expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true);
  });
});
