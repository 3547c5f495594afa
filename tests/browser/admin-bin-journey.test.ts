// The bin in real Chromium: the ADMIN removes a category from /admin/catalog (the question says it
// goes to the bin for 30 days), finds it on /admin/bin through the admin menu and restores it with
// its good. At 390 px (touch) and 1366 px, in Ukrainian and English, a category whose outer
// category was removed too asks where to go and is restored there; each screen fits its width with
// no serious axe finding and is saved (test-results/screenshots/admin-bin-*.png).
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { db } from '../../functions/src/admin.ts';
import { post } from '../../functions/test/admin-api.ts';
import { createTestUser, type TestUser } from '../../functions/test/auth-tokens.ts';
import { ownGoodDoc } from '../../functions/test/good-doc.ts';
import { logInAsAdmin } from '../support/admin-session.ts';
import { runAxe } from '../support/axe.ts';
import { openPage, WALKTHROUGH_SCREENS } from '../support/browser.ts';
import { SHOP_URL } from '../support/emulators.ts';
import { useJourneyPages } from '../support/journey-pages.ts';

const WAIT = { timeout: 20_000 };
const SHOTS = join(process.cwd(), 'test-results', 'screenshots');
const pageAt = useJourneyPages('admin-bin');
const run = Date.now().toString(36);

const TEXTS = {
  ua: { title: 'Кошик', restore: (name: string) => `Відновити «${name}»`, choose: 'Зовнішня категорія', none: 'Без зовнішньої категорії', there: 'Відновити сюди', restored: (name: string) => `«${name}» відновлено.` },
  en: { title: 'Bin', restore: (name: string) => `Restore “${name}”`, choose: 'Outer category', none: 'No outer category', there: 'Restore here', restored: (name: string) => `“${name}” is restored.` },
} as const;

let admin: TestUser;
const made: string[] = [];

/** A category of its own with one good, written as the ADMIN's form writes them. */
async function categoryWithGood(name: string, outerCategory: string, title: { ua: string; en: string }): Promise<string> {
  made.push(name);
  const saved = await post('/api/savecategory', admin, { name, outerCategory, title, description: { ua: 'Опис', en: 'About' } });
  expect(saved.status, JSON.stringify(saved.body)).toBe(200);
  const goodId = `bin-journey-${name}`;
  await db.collection('goods').doc(goodId).set(ownGoodDoc(goodId, name, { outerCategory, title: { ua: `Пряжа ${name}`, en: `Yarn ${name}` } }));
  return goodId;
}

beforeAll(async () => {
  admin = await createTestUser('admin');
});

// A top-level category would stand in every later page's nav bar: each one made here goes.
afterAll(async () => {
  for (const name of made) {
    const goods = await db.collection('goods').where('category', '==', name).get();
    await Promise.all([...goods.docs.map((doc) => doc.ref.delete()), db.collection('categories').doc(name).delete(), db.collection('catalogs').doc(name).delete()]);
  }
});

async function openBin(page: Page, language: 'ua' | 'en'): Promise<void> {
  await page.context().addCookies([{ name: '__session', value: language, domain: '127.0.0.1', path: '/' }]);
  await openPage(page, `${SHOP_URL}/admin/bin`);
  await page.getByRole('heading', { level: 1, name: TEXTS[language].title }).waitFor(WAIT);
}

describe('removing a category and restoring it', () => {
  it('the question names the bin; the admin menu leads to it; "Відновити" puts the category and its good back', async () => {
    const name = `binj${run}`;
    const title = { ua: `Кошикова ${run}`, en: `Binned ${run}` };
    const goodId = await categoryWithGood(name, 'noOuterCategory', title);
    const page = await pageAt(WALKTHROUGH_SCREENS.desktop);
    await logInAsAdmin(page);
    await openPage(page, `${SHOP_URL}/admin/catalog`);
    await page.getByRole('button', { name: `Видалити розділ «${title.ua}» повністю` }).click(WAIT);
    const dialog = page.getByRole('dialog', { name: `Видалити розділ «${title.ua}» повністю` });
    await expect.poll(() => dialog.textContent(), WAIT).toContain('у кошику 30 днів');
    await dialog.getByRole('button', { name: 'Так, видалити' }).click();
    await dialog.waitFor({ state: 'detached', ...WAIT });
    await expect.poll(async () => (await db.collection('catalogs').doc(name).get()).exists, WAIT).toBe(false);
    expect((await db.collection('goods').doc(goodId).get()).exists).toBe(false);

    await page.getByRole('button', { name: 'Адміністрування' }).click(WAIT);
    await page.getByRole('link', { name: 'Кошик' }).click(WAIT);
    await page.waitForURL(/\/admin\/bin$/, WAIT);
    const entry = page.getByRole('listitem').filter({ hasText: title.ua });
    await expect.poll(() => entry.textContent(), WAIT).toContain('Категорія з товарами');
    await entry.getByRole('button', { name: TEXTS.ua.restore(title.ua) }).click();
    await page.getByRole('status').filter({ hasText: TEXTS.ua.restored(title.ua) }).waitFor(WAIT);
    expect((await db.collection('catalogs').doc(name).get()).get('title')).toEqual(title);
    expect((await db.collection('goods').doc(goodId).get()).get('title')).toEqual({ ua: `Пряжа ${name}`, en: `Yarn ${name}` });

    await openPage(page, `${SHOP_URL}/admin/catalog`);
    await page.getByRole('button', { name: `Видалити розділ «${title.ua}» повністю` }).waitFor(WAIT);
  });
});

describe('restoring when the place it came from is gone', () => {
  it.each([
    ['phone', 'ua'],
    ['phone', 'en'],
    ['desktop', 'ua'],
    ['desktop', 'en'],
  ] as const)('at %s width, in %s: asks for an outer category, restores there, and fits the screen', async (screen, language) => {
    const outer = `binjo${screen}${language}${run}`;
    const name = `binjc${screen}${language}${run}`;
    const title = { ua: `Категорія в кошику ${screen} ${run}`, en: `Category in the bin ${screen} ${run}` };
    expect((await post('/api/saveoutercategory', admin, { name: outer, title: { ua: 'Зникла', en: 'Gone' } })).status).toBe(200);
    await categoryWithGood(name, outer, title);
    expect((await post('/api/removefullcategorysection', admin, { currentOuterCategory: outer, category: name, catalogId: name })).status).toBe(200);
    expect((await post('/api/removeoutercategory', admin, { outerCategory: outer })).status).toBe(200);

    const page = await pageAt(WALKTHROUGH_SCREENS[screen]);
    await logInAsAdmin(page);
    await openBin(page, language);
    const t = TEXTS[language];
    const entry = page.getByRole('listitem').filter({ hasText: title[language] });
    await entry.getByRole('button', { name: t.restore(title[language]) }).click(WAIT);
    const choice = entry.getByLabel(t.choose);
    await expect.poll(() => choice.locator('option').first().textContent(), WAIT).toBe(t.none);

    const width = page.viewportSize()!.width;
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    const serious = (await runAxe(page)).filter((v) => v.impact === 'serious' || v.impact === 'critical');
    expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.html).join(' | ')}`)).toEqual([]);
    mkdirSync(SHOTS, { recursive: true });
    await page.screenshot({ path: join(SHOTS, `admin-bin-${width}-${language}.png`), fullPage: true });

    await choice.selectOption('noOuterCategory');
    await entry.getByRole('button', { name: t.there }).click();
    await page.getByRole('status').filter({ hasText: t.restored(title[language]) }).waitFor(WAIT);
    expect((await db.collection('catalogs').doc(name).get()).data()).toMatchObject({ outerCategory: 'noOuterCategory', title });
  });
});
