// The audit log's page in real Chromium, at 1366 px and 390 px (touch), in Ukrainian and English:
// entries show who, when, what and each field before and after; a person's link and a document's
// link filter the list, and so does the form; the page fits the width with no serious axe
// finding, and each screen is saved (test-results/screenshots/admin-audit-*.png). The admin menu leads
// to it; a guest is sent away.
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { randomUUID } from 'node:crypto';
import { Timestamp } from 'firebase-admin/firestore';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { recordAuditEntry } from '../../functions/src/audit-log/audit-entries.ts';
import { logInAsAdmin } from '../support/admin-session.ts';
import { runAxe } from '../support/axe.ts';
import { openPage, WALKTHROUGH_SCREENS } from '../support/browser.ts';
import { SHOP_URL } from '../support/emulators.ts';
import { useJourneyPages } from '../support/journey-pages.ts';

const WAIT = { timeout: 20_000 };
const SHOTS = join(process.cwd(), 'test-results', 'screenshots');
const pageAt = useJourneyPages('admin-audit');
const run = randomUUID().slice(0, 8);
const anna = { uid: `anna-${run}`, email: `anna-${run}@test.yarnshop.test` };
const boris = { uid: `boris-${run}`, email: `boris-${run}@test.yarnshop.test` };
const goodId = `audit-good-${run}`;

const TEXTS = {
  ua: { title: 'Журнал змін', changed: 'Змінено', person: 'Хто змінив', show: 'Показати', clear: 'Скинути фільтри', entries: 'Записи журналу', good: 'Товар' },
  en: { title: 'Audit log', changed: 'Changed', person: 'Changed by', show: 'Show', clear: 'Clear filters', entries: 'Log entries', good: 'Good' },
} as const;

beforeAll(async () => {
  const at = (minutesAgo: number) => Timestamp.fromMillis(Date.now() - minutesAgo * 60_000);
  const entry = { action: 'changed' as const, collection: 'goods' as const, docId: goodId, moreChanges: false };
  await recordAuditEntry(`goods~${goodId}~1`, { ...entry, at: at(30), by: anna, changes: [{ field: 'price', before: '120', after: '100' }, { field: 'title.ua', before: '"Пряжа"', after: `"${'Дуже довга назва пряжі '.repeat(8)}"` }] });
  await recordAuditEntry(`goods~${goodId}~2`, { ...entry, at: at(20), by: boris, changes: [{ field: 'discount.amount', before: '0', after: '15' }] });
  await recordAuditEntry(`goods~other-${run}~3`, { ...entry, docId: `other-${run}`, at: at(10), by: anna, changes: [{ field: 'popular', before: 'false', after: 'true' }] });
});

async function openLog(page: Page, language: 'ua' | 'en', search: string): Promise<void> {
  await page.context().addCookies([{ name: '__session', value: language, domain: '127.0.0.1', path: '/' }]);
  await openPage(page, `${SHOP_URL}/admin/audit${search}`);
  await page.getByRole('heading', { level: 1, name: TEXTS[language].title }).waitFor(WAIT);
}

const entryTexts = (page: Page, language: 'ua' | 'en') => page.getByRole('list', { name: TEXTS[language].entries, exact: true }).locator(':scope > li').allTextContents();

describe.each(Object.entries(WALKTHROUGH_SCREENS))('the audit log on a %s', (_name, screen) => {
  it.each(['ua', 'en'] as const)('in %s: filtered by person, by document and through the form, fitting the width', async (language) => {
    const t = TEXTS[language];
    const page = await pageAt(screen);
    await logInAsAdmin(page);
    await openLog(page, language, `?person=${encodeURIComponent(anna.email)}`);
    await expect.poll(() => entryTexts(page, language), WAIT).toHaveLength(2);
    const [newest, oldest] = await entryTexts(page, language);
    expect(newest).toContain(`other-${run}`);
    expect(oldest).toContain(t.changed);
    expect(oldest).toContain(anna.email);
    expect(oldest).toContain('price');
    expect(oldest).toMatch(/120[\s\S]*100/);

    const width = page.viewportSize()!.width;
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    const serious = (await runAxe(page)).filter((v) => v.impact === 'serious' || v.impact === 'critical');
    expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.html).join(' | ')}`)).toEqual([]);
    mkdirSync(SHOTS, { recursive: true });
    await page.screenshot({ path: join(SHOTS, `admin-audit-${width}-${language}.png`), fullPage: true });

    // The document's link: both people's changes of that good, newest first.
    await page.getByRole('link', { name: new RegExp(`${t.good} ${goodId}`) }).last().click();
    await page.waitForURL((url) => url.searchParams.get('docId') === goodId, WAIT);
    // Polled on the entries' people: the list of the filter before may still stand for a moment.
    const people = async () => (await entryTexts(page, language)).map((text) => [boris.email, anna.email].find((email) => text.includes(email)) ?? text);
    await expect.poll(people, WAIT).toEqual([boris.email, anna.email]);

    // The form: another person, the document filter kept.
    await page.getByLabel(t.person).fill(boris.uid);
    await page.getByRole('button', { name: t.show, exact: true }).click();
    await expect.poll(() => entryTexts(page, language), WAIT).toEqual([expect.stringContaining('discount.amount')]);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
  });
});

describe('around the audit log', () => {
  it('the admin menu leads to it, and a guest is sent to the home page', async () => {
    const page = await pageAt(WALKTHROUGH_SCREENS.desktop);
    await openPage(page, `${SHOP_URL}/admin/audit`);
    await page.waitForURL(`${SHOP_URL}/`, WAIT);
    await logInAsAdmin(page);
    await openPage(page, `${SHOP_URL}/`);
    await page.getByRole('button', { name: 'Адміністрування' }).click(WAIT);
    await page.getByRole('link', { name: 'Журнал змін' }).click(WAIT);
    await page.getByRole('heading', { level: 1, name: 'Журнал змін' }).waitFor(WAIT);
  });
});
