// Smoke test of the home page: served by the Hosting emulator, shows the seeded
// catalogue tiles that the SPA read from the Firestore emulator under the security rules.
import { getFirestore } from 'firebase-admin/firestore';
import { getApps, initializeApp } from 'firebase-admin/app';
import type { Browser, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { SHOP_URL } from '../support/emulators.ts';
import { launchChromium, screenshotOnFailure, VIEWPORTS } from '../support/browser.ts';

interface Tile {
  title: string;
  href: string;
}

async function expectedTiles(): Promise<Tile[]> {
  const db = getFirestore(getApps()[0] ?? initializeApp({ projectId: process.env.GCLOUD_PROJECT }));
  const outer = await db.collection('outerCategories').orderBy('order').get();
  const catalogs = await db.collection('catalogs').where('outerCategory', '==', 'noOuterCategory').orderBy('order').get();
  return [
    ...outer.docs.map((d) => ({ title: d.get('title.ua') as string, href: `/outercategory/${d.id}` })),
    ...catalogs.docs.map((d) => {
      const hasSubCategories = (d.get('subCategories') as unknown[]).length > 0;
      return { title: d.get('title.ua') as string, href: hasSubCategories ? `/catalog/${d.id}` : `/goods/${d.id}` };
    }),
  ];
}

let browser: Browser;
let page: Page;
let tiles: Tile[];

beforeAll(async () => {
  tiles = await expectedTiles();
  browser = await launchChromium();
});
afterAll(async () => {
  await browser?.close();
});

describe.each(Object.entries(VIEWPORTS))('home page at %s width', (viewportName, viewport) => {
  let failed = true;
  beforeAll(async () => {
    page = await browser.newPage({ viewport });
  });
  afterEach(async (context) => {
    failed = context.task.result?.state === 'fail';
    await screenshotOnFailure(page, `home-${viewportName}-${context.task.name}`, failed);
  });
  afterAll(async () => {
    await page.close();
  });

  it("shows the seeded tiles, outer categories first, each linking by the shop's link rules", async () => {
    expect(tiles.length).toBeGreaterThanOrEqual(4);
    await page.goto(SHOP_URL, { waitUntil: 'domcontentloaded' });
    const grid = page.getByRole('list').filter({ has: page.getByRole('link', { name: tiles[0]!.title, exact: true }) });
    await grid.first().waitFor({ timeout: 20_000 });
    const links = await grid.first().getByRole('link').evaluateAll((as) =>
      as.map((a) => ({ title: a.textContent?.trim() ?? '', href: new URL((a as HTMLAnchorElement).href).pathname })),
    );
    expect(links.map((l) => l.href)).toEqual(tiles.map((t) => t.href));
    for (const tile of tiles) expect(links.find((l) => l.href === tile.href)?.title).toContain(tile.title);
  });

  it('survives a reload on the same URL', async () => {
    await page.reload({ waitUntil: 'domcontentloaded' });
    await page.getByRole('link', { name: tiles[0]!.title, exact: true }).waitFor({ timeout: 20_000 });
  });

  it('shows a not-found page for an unknown path', async () => {
    const res = await page.goto(`${SHOP_URL}/no/such/page`, { waitUntil: 'domcontentloaded' });
    expect(res?.status()).toBe(404); // rendered on the server: an unknown path is a real 404, with the page
    await page.getByRole('link', { name: /головн|home/i }).first().waitFor({ timeout: 20_000 });
    expect(await page.title()).not.toBe('');
  });
});
