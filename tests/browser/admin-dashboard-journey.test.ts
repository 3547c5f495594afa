// The ADMIN's dashboard in real Chromium, at 1366 px and 390 px (touch), in Ukrainian and English:
// an order placed through the API shows in the chart's period and as the best-selling colour, a
// lot run low is listed, the period can be switched, the page fits the width with no serious axe
// finding, and each screen is saved (test-results/screenshots/admin-dashboard-*.png). The chart's
// code comes only with the dashboard: the home page loads none of it. A guest is sent away.
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { FieldPath } from 'firebase-admin/firestore';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { db } from '../../functions/src/admin.ts';
import { makeGood, placeOrder } from '../../functions/test/emulator/orders-support.ts';
import { logInAsAdmin } from '../support/admin-session.ts';
import { runAxe } from '../support/axe.ts';
import { openPage, WALKTHROUGH_SCREENS } from '../support/browser.ts';
import { SHOP_URL } from '../support/emulators.ts';
import { useJourneyPages } from '../support/journey-pages.ts';

const WAIT = { timeout: 20_000 };
const SHOTS = join(process.cwd(), 'test-results', 'screenshots');
const pageAt = useJourneyPages('admin-dashboard');
/** A word of uPlot's code that minifying keeps (its root element's class, quoted however the minifier likes). */
const CHART_MARKER = 'uplot';

const TEXTS = {
  ua: { title: 'Огляд', colours: 'Найкращі кольори', lowLots: 'Закінчуються партії', week: '7 днів' },
  en: { title: 'Overview', colours: 'Best-selling colours', lowLots: 'Dye lots running low', week: '7 days' },
} as const;

let goodTitle: { ua: string; en: string };
beforeAll(async () => {
  // The dearest colour of any test: it leads the best-sellers of every period.
  const sold = await makeGood({ quantity: 10, price: 990_000 });
  goodTitle = (await db.collection('goods').doc(sold).get()).get('title') as { ua: string; en: string };
  await placeOrder([{ goodId: sold, quantity: 2 }]);
  const low = await makeGood({ quantity: 20, lots: [{ lot: 'DB-1', quantity: 20 }] });
  await db.collection('goods').doc(low).update({ quantity: 2, lots: [{ lot: 'DB-1', quantity: 2 }] });
  // The low lot reaches the summary by two triggers (the stock event, then its entry).
  const listed = async () => Boolean((await db.collection('ownerFigures').doc('lowStock').get()).get(new FieldPath('goods', low)));
  for (const started = Date.now(); !(await listed()); ) {
    if (Date.now() - started > WAIT.timeout) throw new Error('the low lot never reached ownerFigures/lowStock');
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
});

async function openDashboard(page: Page, language: 'ua' | 'en'): Promise<void> {
  await page.context().addCookies([{ name: '__session', value: language, domain: '127.0.0.1', path: '/' }]);
  await openPage(page, `${SHOP_URL}/admin`);
  await page.getByRole('heading', { level: 1, name: TEXTS[language].title }).waitFor(WAIT);
  await page.locator('[data-testid="sales-chart"] canvas').first().waitFor(WAIT);
}

describe.each(Object.entries(WALKTHROUGH_SCREENS))('the dashboard on a %s', (_name, screen) => {
  it.each(['ua', 'en'] as const)('in %s: the order, the best-selling colour and the low lot, fitting the width', async (language) => {
    const page = await pageAt(screen);
    await logInAsAdmin(page);
    await openDashboard(page, language);
    const t = TEXTS[language];
    const colours = page.getByRole('region', { name: t.colours });
    await expect.poll(() => colours.getByRole('listitem').first().textContent(), WAIT).toContain(goodTitle[language]);
    // The seed's own low goods may fill the forty shown; the emulator test checks this lot's entry.
    await expect.poll(() => page.getByRole('region', { name: t.lowLots }).getByRole('listitem').count(), WAIT).toBeGreaterThan(0);

    const width = page.viewportSize()!.width;
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    const canvas = await page.locator('[data-testid="sales-chart"] canvas').first().boundingBox();
    expect(canvas!.width).toBeGreaterThan(200);
    expect(canvas!.x + canvas!.width).toBeLessThanOrEqual(width);
    const serious = (await runAxe(page)).filter((v) => v.impact === 'serious' || v.impact === 'critical');
    expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.html).join(' | ')}`)).toEqual([]);
    mkdirSync(SHOTS, { recursive: true });
    await page.screenshot({ path: join(SHOTS, `admin-dashboard-${width}-${language}.png`), fullPage: true });

    await page.getByRole('button', { name: t.week }).click(WAIT);
    await expect.poll(() => page.getByRole('button', { name: t.week }).getAttribute('aria-pressed'), WAIT).toBe('true');
    await expect.poll(() => colours.getByRole('listitem').first().textContent(), WAIT).toContain(goodTitle[language]);
  });
});

describe('around the dashboard', () => {
  it('the admin menu leads to the overview and to the catalogue, now at /admin/catalog', async () => {
    const page = await pageAt(WALKTHROUGH_SCREENS.desktop);
    await logInAsAdmin(page);
    await openPage(page, `${SHOP_URL}/`);
    await page.getByRole('button', { name: 'Адміністрування' }).click(WAIT);
    await page.getByRole('link', { name: 'Огляд' }).click(WAIT);
    await page.getByRole('heading', { level: 1, name: 'Огляд' }).waitFor(WAIT);
    await page.getByRole('button', { name: 'Адміністрування' }).click(WAIT);
    await page.getByRole('link', { name: 'Керування каталогом' }).click(WAIT);
    await page.waitForURL(/\/admin\/catalog$/, WAIT);
  });

  it('only the dashboard loads the chart code, and a guest is sent to the home page', async () => {
    const page = await pageAt(WALKTHROUGH_SCREENS.desktop);
    // Each script's URL is fetched again here: a body that Chromium already let go of cannot be read.
    const scripts: string[] = [];
    page.on('response', (response) => {
      if (response.request().resourceType() === 'script') scripts.push(response.url());
    });
    const chartLoaded = async () => (await Promise.all(scripts.splice(0).map(async (url) => (await (await fetch(url)).text()).includes(CHART_MARKER)))).some(Boolean);
    await openPage(page, `${SHOP_URL}/`);
    await page.waitForLoadState('networkidle');
    expect(await chartLoaded()).toBe(false);

    await openPage(page, `${SHOP_URL}/admin`);
    await page.waitForURL(`${SHOP_URL}/`, WAIT);
    await page.waitForLoadState('networkidle');
    expect(await chartLoaded()).toBe(false);

    await logInAsAdmin(page);
    await openDashboard(page, 'ua');
    await page.waitForLoadState('networkidle');
    expect(await chartLoaded()).toBe(true);
  });
});
