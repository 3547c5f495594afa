// The product feeds' block of the ADMIN's settings in real Chromium at 1366 px: after a channel has
// fetched a feed, the ADMIN sees each feed's address, the goods it held and when it was built, in
// a table that fits the page. A screenshot is kept to look at (test-results/screenshots/admin-feeds-1366.png).
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { WALKTHROUGH_SCREENS } from '../support/browser.ts';
import { logInAsAdmin } from '../support/admin-session.ts';
import { SHOP_URL } from '../support/emulators.ts';
import { useJourneyPages } from '../support/journey-pages.ts';

const WAIT = { timeout: 20_000 };
const SHOTS = join(process.cwd(), 'test-results', 'screenshots');
const pageAt = useJourneyPages('admin-feeds');

describe('the feeds’ status at 1366 px', () => {
  it('shows the Rozetka feed a channel just fetched, with its goods and build time, in a table that fits', async () => {
    const fetched = await (await fetch(`${SHOP_URL}/feeds/rozetka.xml`)).text();
    const offers = (fetched.match(/<offer /g) ?? []).length;
    expect(offers).toBeGreaterThan(300);

    const page = await pageAt(WALKTHROUGH_SCREENS.desktop);
    await logInAsAdmin(page);
    await page.goto(`${SHOP_URL}/admin/settings`, { waitUntil: 'domcontentloaded' });
    const table = page.getByRole('table', { name: 'Фіди товарів' });
    await table.waitFor(WAIT);
    const rozetka = table.getByRole('row').filter({ has: page.getByRole('rowheader', { name: 'Rozetka' }) });
    await expect.poll(() => rozetka.getByRole('link').getAttribute('href'), WAIT).toBe(`${SHOP_URL}/feeds/rozetka.xml`);
    expect((await rozetka.textContent())?.replace(/\s/g, '')).toContain(String(offers));
    expect(await rozetka.textContent()).toMatch(/\d\d\.\d\d\.\d\d, \d\d:\d\d/);

    await table.scrollIntoViewIfNeeded();
    const fits = await page.evaluate(() => {
      const box = document.querySelector('table[aria-labelledby="feed-status-title"]')!.closest('section')!.getBoundingClientRect();
      const tableBox = document.querySelector('table[aria-labelledby="feed-status-title"]')!.getBoundingClientRect();
      return { page: document.documentElement.scrollWidth <= window.innerWidth, table: tableBox.right <= box.right + 0.5 };
    });
    expect(fits).toEqual({ page: true, table: true });
    mkdirSync(SHOTS, { recursive: true });
    await page.screenshot({ path: join(SHOTS, 'admin-feeds-1366.png') });
  });
});
