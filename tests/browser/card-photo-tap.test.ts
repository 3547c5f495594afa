// A good card's whole picture leads to the good at once, tapped on a phone or
// clicked anywhere on a hovered picture on a laptop; the hover description never takes the click.
import type { Page } from 'playwright-core';
import { beforeAll, describe, it } from 'vitest';
import { openPage, WALKTHROUGH_SCREENS } from '../support/browser.ts';
import { SHOP_URL } from '../support/emulators.ts';
import { useJourneyPages } from '../support/journey-pages.ts';
import { seededPages, type SeededPages } from '../support/seeded-pages.ts';

const WAIT = { timeout: 20_000 };
const pageAt = useJourneyPages('card-photo-tap');
let pages: SeededPages;
beforeAll(async () => {
  pages = await seededPages();
});

/** The first card with a description of a seeded listing, its picture and where its title leads. */
async function firstCard(page: Page) {
  await openPage(page, `${SHOP_URL}${pages.goodsList.path}`);
  const card = page.getByRole('main').getByRole('article').filter({ has: page.locator('p[id]') }).first();
  await card.waitFor(WAIT);
  const href = (await card.getByRole('heading').getByRole('link').getAttribute('href'))!;
  const picture = (await card.locator('img').first().boundingBox())!;
  return { card, href, picture };
}

describe('a good card picture', () => {
  it('opens the good with one tap on a phone', async () => {
    const page = await pageAt(WALKTHROUGH_SCREENS.phone);
    const { href, picture } = await firstCard(page);
    // The lower part of the picture, where the description slides in.
    await page.touchscreen.tap(picture.x + picture.width / 2, picture.y + picture.height - 12);
    await page.waitForURL((url) => url.pathname === href, WAIT);
  });

  it('opens the good when the lower part of a hovered picture is clicked on a laptop', async () => {
    const page = await pageAt(WALKTHROUGH_SCREENS.desktop);
    const { card, href, picture } = await firstCard(page);
    await card.hover();
    await page.mouse.click(picture.x + picture.width / 2, picture.y + picture.height - 12);
    await page.waitForURL((url) => url.pathname === href, WAIT);
  });
});
