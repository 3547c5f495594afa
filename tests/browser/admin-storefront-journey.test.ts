// The ADMIN's controls on the storefront itself (docs/product.md, "Admin: goods"), in real Chromium at desktop
// and phone width: the panel on a good card moves the good to another sub-category and deletes
// it after asking, and the carousel's buttons add a slide from a file, delete the slide shown and
// blur every slide, each saying what it did. Each width has a good of its own, and the carousel is left as the seed
// made it, so later test files see the catalogue unchanged.
import { getApps, initializeApp } from 'firebase-admin/app';
import { getFirestore } from 'firebase-admin/firestore';
import type { Browser, Locator, Page } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { makeGood } from '../../functions/test/emulator/orders-support.ts';
import { logInAsAdmin } from '../support/admin-session.ts';
import { launchChromium, screenshotOnFailure, VIEWPORTS } from '../support/browser.ts';
import { SHOP_URL } from '../support/emulators.ts';

const db = getFirestore(getApps()[0] ?? initializeApp({ projectId: process.env.GCLOUD_PROJECT }));
const WAIT = { timeout: 20_000 };
const LIST = '/outercategory/yarn/wool';

let browser: Browser;
/** The slides' blurred copies as the seed made them, put back after the blurs. */
let seededBlurs: Map<string, unknown>;

beforeAll(async () => {
  const slides = await db.collection('mainPageImages').get();
  seededBlurs = new Map(slides.docs.map((doc) => [doc.id, doc.get('mainImageBlured')]));
  browser = await launchChromium();
});
afterAll(async () => {
  await browser?.close();
  await Promise.all([...seededBlurs].map(([id, blur]) => db.collection('mainPageImages').doc(id).update({ mainImageBlured: blur })));
});

const slideCount = async () => (await db.collection('mainPageImages').count().get()).data().count;

describe.each(Object.entries(VIEWPORTS))('ADMIN controls on the storefront at %s width', (viewportName, viewport) => {
  let page: Page;
  let goodId: string;
  let title: string;

  beforeAll(async () => {
    goodId = await makeGood({ outerCategory: 'yarn', category: 'wool', subcategory: 'SockYarn', quantity: 3 });
    title = (await db.collection('goods').doc(goodId).get()).get('title.ua') as string;
    page = await browser.newPage({ viewport });
    await logInAsAdmin(page);
  });
  afterEach(async (context) => {
    await screenshotOnFailure(page, `admin-storefront-${viewportName}-${context.task.name}`, context.task.result?.state === 'fail');
  });
  afterAll(async () => {
    await page?.close();
    await db.collection('goods').doc(goodId).delete();
  });

  const goodField = async (field: string) => (await db.collection('goods').doc(goodId).get()).get(field) as unknown;

  /** At phone width the ADMIN's panels must fit: nothing scrolls sideways. */
  async function expectNoSidewaysScroll(): Promise<void> {
    const widths = await page.evaluate(() => ({ page: document.documentElement.scrollWidth, window: window.innerWidth }));
    expect(widths.page, `the page is ${widths.page} px wide in a ${widths.window} px window`).toBeLessThanOrEqual(widths.window);
  }

  async function openList(sub: string): Promise<Locator> {
    await page.goto(`${SHOP_URL}${LIST}/${sub}`, { waitUntil: 'domcontentloaded' });
    const card = page.getByRole('article', { name: title });
    await card.waitFor(WAIT);
    return card;
  }

  it("moves a good to another sub-category from its card's panel", async () => {
    const card = await openList('SockYarn');
    const panel = card.getByRole('group', { name: `Керування товаром «${title}»` });
    await panel.waitFor(WAIT);
    await expectNoSidewaysScroll();
    const move = panel.getByRole('button', { name: 'Перемістити', exact: true });
    expect(await move.isDisabled(), 'nothing to move to until another sub-category is chosen').toBe(true);
    await panel.getByLabel('Підкатегорія', { exact: true }).selectOption('MerinoWool');
    await move.click();
    // The list is read again: the good leaves it at once, and the other list has it.
    await card.waitFor({ state: 'detached', ...WAIT });
    await expect.poll(() => goodField('subcategory'), WAIT).toBe('MerinoWool');
    await openList('MerinoWool');
  });

  it('deletes the good only after the question is confirmed', async () => {
    const card = await openList('MerinoWool');
    const remove = card.getByRole('button', { name: `Видалити «${title}»`, exact: true });
    await remove.click();
    const dialog = page.getByRole('dialog', { name: `Видалити «${title}»` });
    await dialog.getByText(`Видалити товар «${title}»?`, { exact: false }).waitFor(WAIT);
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached', ...WAIT });
    expect(await goodField('title.ua'), 'closing the question deletes nothing').toBe(title);

    await remove.click();
    await dialog.getByRole('button', { name: 'Так, видалити', exact: true }).click();
    await dialog.waitFor({ state: 'detached', ...WAIT });
    await card.waitFor({ state: 'detached', ...WAIT });
    // In no order, so it is deleted outright rather than archived.
    await expect.poll(async () => (await db.collection('goods').doc(goodId).get()).exists, WAIT).toBe(false);
  });

  it('adds a slide from a file, shows it, and deletes the slide shown', async () => {
    const before = await slideCount();
    await page.goto(SHOP_URL, { waitUntil: 'domcontentloaded' });
    const carousel = page.getByRole('region', { name: 'Головні пропозиції' });
    const admin = page.getByRole('group', { name: 'Керування каруселлю' });
    const add = admin.getByRole('button', { name: 'Додати зображення', exact: true });
    await add.waitFor(WAIT);
    await expectNoSidewaysScroll();
    // A file is required: the button says so instead of sending nothing.
    await add.click(WAIT);
    await admin.getByRole('alert').getByText('Оберіть файл зображення.').waitFor(WAIT);

    // A file that is no picture: the ADMIN reads what went wrong and what to do, not "call the administrator".
    const picker = admin.getByLabel('Файл зображення');
    await picker.setInputFiles({ name: 'notes.png', mimeType: 'image/png', buffer: Buffer.from('not a picture') });
    await add.click();
    const refused = admin.getByRole('alert').filter({ hasText: 'Зображення не додано' });
    await refused.waitFor(WAIT);
    expect(await refused.textContent()).not.toContain('адміністратора');

    const png = await sharp({ create: { width: 1200, height: 400, channels: 3, background: { r: 40, g: 90, b: 160 } } }).png().toBuffer();
    await picker.setInputFiles({ name: 'slide.png', mimeType: 'image/png', buffer: png });
    await add.click();
    // It says so, and the picker no longer names the added file.
    await admin.getByRole('status').getByText('Зображення додано до каруселі.').waitFor(WAIT);
    expect(await picker.inputValue()).toBe('');
    const last = `${before + 1} / ${before + 1}`;
    // Slides other than the one shown are aria-hidden.
    await carousel.getByRole('group', { name: last, includeHidden: true }).waitFor({ state: 'attached', ...WAIT });
    expect(await slideCount()).toBe(before + 1);

    // The delete button acts on the slide shown: go to the new last one.
    for (let i = 1; i <= before; i += 1) await carousel.getByRole('button', { name: 'Наступний слайд' }).click();
    const shown = carousel.getByRole('group', { name: last });
    await shown.waitFor(WAIT);
    await expect.poll(() => shown.getByRole('img').getAttribute('src'), WAIT).toMatch(/\/main\/[^/]+\.(png|webp)$/);
    const remove = admin.getByRole('button', { name: `Видалити зображення ${before + 1}`, exact: true });
    await remove.click(WAIT);
    const dialog = page.getByRole('dialog', { name: `Видалити зображення ${before + 1}` });
    await dialog.getByRole('button', { name: 'Так, видалити', exact: true }).click();
    await dialog.waitFor({ state: 'detached', ...WAIT });
    await expect.poll(slideCount, WAIT).toBe(before);
    await carousel.getByRole('group', { name: `${before} / ${before}`, includeHidden: true }).waitFor({ state: 'attached', ...WAIT });
  });

  it('blurs every slide', async () => {
    // Without their blurred copies first, so that the button is seen to make them.
    const slides = await db.collection('mainPageImages').get();
    expect(slides.size).toBeGreaterThan(0);
    await Promise.all(slides.docs.map((slide) => slide.ref.update({ mainImageBlured: null })));
    await page.goto(SHOP_URL, { waitUntil: 'domcontentloaded' });
    const admin = page.getByRole('group', { name: 'Керування каруселлю' });
    const blur = admin.getByRole('button', { name: 'Розмити фон зображень', exact: true });
    await Promise.all([
      page.waitForResponse((res) => res.url().endsWith('/api/blurmainimages') && res.status() === 200, WAIT),
      blur.click(WAIT),
    ]);
    for (const slide of (await db.collection('mainPageImages').get()).docs) expect(slide.get('mainImageBlured'), `slide ${slide.id} has a blurred copy`).toMatch(/-blured\.webp$/);
    await expect.poll(() => blur.isEnabled(), WAIT).toBe(true);
    await admin.getByRole('status').getByText('Фон зображень розмито.').waitFor(WAIT);
    expect(await admin.getByRole('alert').count(), 'no error is shown').toBe(0);
  });
});
