// A yarn colour's pictures on its page: swiped through with a finger on a 390 px phone, zoomed to
// the largest stored width on a 1366 px laptop (asked for only then), and worked from the keyboard
// (arrows between pictures, Escape closes the zoom). Screenshots of both in Ukrainian and English
// are saved to be looked at (test-results/screenshots/good-gallery-*.png).
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { expectNoSeriousViolations } from '../support/axe.ts';
import { openPage, WALKTHROUGH_SCREENS } from '../support/browser.ts';
import { SHOP_URL } from '../support/emulators.ts';
import { useJourneyPages } from '../support/journey-pages.ts';
import { seededPages, type SeededGood } from '../support/seeded-pages.ts';

const WAIT = { timeout: 20_000 };
const SHOTS = join(process.cwd(), 'test-results', 'screenshots');
const pageAt = useJourneyPages('good-gallery');
const LANGUAGES = { ua: { chooser: 'Вибрати фото', picture: 'Фото' }, en: { chooser: 'Choose a picture', picture: 'Picture' } } as const;
let good: SeededGood;
let title: string;
beforeAll(async () => {
  good = (await seededPages()).yarnWithPictures;
  title = good.doc.title.ua;
  // The first test reads how the page loads: a cold server render is not what it measures.
  await fetch(`${SHOP_URL}${good.path}`, { signal: AbortSignal.timeout(60_000) });
});

async function openGood(page: Page, language: keyof typeof LANGUAGES = 'ua'): Promise<void> {
  await page.context().addCookies([{ name: '__session', value: language, domain: '127.0.0.1', path: '/' }]);
  await openPage(page, `${SHOP_URL}${good.path}`);
  await page.getByRole('list', { name: LANGUAGES[language].chooser }).waitFor(WAIT);
}

const thumbs = (page: Page, language: keyof typeof LANGUAGES = 'ua') => page.getByRole('list', { name: LANGUAGES[language].chooser }).getByRole('button');
const chosen = (page: Page) => page.getByRole('list', { name: LANGUAGES.ua.chooser }).locator('button[aria-current="true"]').getAttribute('aria-label');
/** Which picture the strip has settled on, from its scroll position. */
const settledOn = (page: Page) => page.getByRole('list', { name: 'Фото товару' }).evaluate((strip) => Math.round(strip.scrollLeft / strip.clientWidth));

async function shoot(page: Page, name: string): Promise<void> {
  mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: join(SHOTS, `good-gallery-${name}.png`) });
}

/** A finger's swipe from right to left across the first picture, as real touch input. */
async function swipeLeft(page: Page): Promise<void> {
  const box = (await page.getByRole('img', { name: title, exact: true }).boundingBox())!;
  const y = box.y + box.height / 2;
  const cdp = await page.context().newCDPSession(page);
  const at = (x: number) => [{ x, y }];
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: at(box.x + box.width * 0.8) });
  for (let step = 1; step <= 8; step++) {
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: at(box.x + box.width * (0.8 - step * 0.075)) });
  }
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
}

describe("a yarn colour's pictures", () => {
  it('are three or more, the first being the largest paint and the only slide loaded before the gallery is reached for', async () => {
    expect(1 + good.doc.images.length).toBeGreaterThanOrEqual(3);
    const page = await pageAt(WALKTHROUGH_SCREENS.phone);
    // Any width of the other slides (the thumbnails are the base files, named without a width).
    const slides: string[] = [];
    page.on('request', (request) => {
      if (/-(closeup|swatch)\.w\d+\.webp/.test(request.url())) slides.push(request.url());
    });
    await openGood(page);
    await page.waitForLoadState('load');
    const first = page.getByRole('img', { name: title, exact: true });
    expect(await first.getAttribute('fetchpriority')).toBe('high');
    const largest = await page.evaluate(
      () =>
        new Promise<string | null>((resolve) => {
          new PerformanceObserver((list) => {
            const entries = list.getEntries() as (PerformanceEntry & { element?: Element | null })[];
            resolve(entries.at(-1)?.element?.getAttribute('alt') ?? null);
          }).observe({ type: 'largest-contentful-paint', buffered: true });
        }),
    );
    expect(largest).toBe(title);
    expect(await thumbs(page).count()).toBe(1 + good.doc.images.length);
    expect(slides).toEqual([]);
  });

  it('swipe one by one on a phone, the thumbnails following', async () => {
    const page = await pageAt(WALKTHROUGH_SCREENS.phone);
    await openGood(page);
    expect(await chosen(page)).toBe(`Фото 1 з ${1 + good.doc.images.length}`);
    await swipeLeft(page);
    await expect.poll(() => settledOn(page), WAIT).toBe(1);
    await expect.poll(() => chosen(page), WAIT).toBe(`Фото 2 з ${1 + good.doc.images.length}`);
    const second = page.getByRole('img', { name: `${title}, Фото 2 з ${1 + good.doc.images.length}` });
    await expect.poll(() => second.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0), WAIT).toBe(true);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await expectNoSeriousViolations(page, 'the gallery on a phone', 'main');
    await shoot(page, '390-ua');
    await openGood(page, 'en');
    await shoot(page, '390-en');
  });

  it('zoom on a laptop to the largest stored width, asked for only when the zoom opens', async () => {
    const page = await pageAt(WALKTHROUGH_SCREENS.desktop);
    const large: string[] = [];
    page.on('request', (request) => {
      if (/\.w810\.webp/.test(request.url())) large.push(request.url());
    });
    await openGood(page);
    await page.waitForLoadState('load');
    expect(large).toEqual([]);
    await page.getByRole('button', { name: `Збільшити: Фото 1 з ${1 + good.doc.images.length}` }).click();
    const dialog = page.getByRole('dialog', { name: `${title}: Фото 1 з ${1 + good.doc.images.length}` });
    const picture = dialog.getByRole('img');
    await expect.poll(() => picture.evaluate((img: HTMLImageElement) => img.naturalWidth), WAIT).toBe(810);
    expect(large).toHaveLength(1);
    const fitted = (await picture.boundingBox())!.width;
    await dialog.getByRole('button', { name: 'Ближче' }).click();
    expect(await dialog.getByRole('button', { name: 'Ближче' }).getAttribute('aria-pressed')).toBe('true');
    await expect.poll(async () => (await picture.boundingBox())!.width).toBeGreaterThan(fitted * 1.9);
    await shoot(page, '1366-zoom-ua');
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached', ...WAIT });

    await openGood(page, 'en');
    await page.getByRole('button', { name: `Zoom in: Picture 1 of ${1 + good.doc.images.length}` }).click();
    await page.getByRole('dialog', { name: `${good.doc.title.en}: Picture 1 of ${1 + good.doc.images.length}` }).waitFor(WAIT);
    await expectNoSeriousViolations(page, 'the zoom', '[role="dialog"]');
    await shoot(page, '1366-zoom-en');
  });

  it('step with the arrow keys, in the thumbnails and in the zoom, and Escape closes the zoom', async () => {
    const page = await pageAt(WALKTHROUGH_SCREENS.desktop);
    await openGood(page);
    const count = 1 + good.doc.images.length;
    await thumbs(page).first().focus();
    await page.keyboard.press('ArrowRight');
    expect(await chosen(page)).toBe(`Фото 2 з ${count}`);
    expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe(`Фото 2 з ${count}`);
    await expect.poll(() => settledOn(page), WAIT).toBe(1);
    await page.keyboard.press('End');
    expect(await chosen(page)).toBe(`Фото ${count} з ${count}`);
    await page.keyboard.press('Home');
    expect(await chosen(page)).toBe(`Фото 1 з ${count}`);

    // Tab from the thumbnails back to the shown picture's zoom: Enter opens it, the arrows step.
    await page.keyboard.press('Shift+Tab');
    expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe(`Збільшити: Фото 1 з ${count}`);
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('heading', { name: `${title}: Фото 1 з ${count}` }).waitFor(WAIT);
    await page.keyboard.press('ArrowRight');
    await dialog.getByRole('heading', { name: `${title}: Фото 2 з ${count}` }).waitFor(WAIT);
    expect(await dialog.getByRole('img').getAttribute('src')).toMatch(/\.w810\.webp/);
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('ArrowRight');
    await dialog.getByRole('heading', { name: `${title}: Фото 2 з ${count}` }).waitFor(WAIT);
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached', ...WAIT });
    // The page shows the picture the zoom was closed on, and its zoom holds the focus.
    expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe(`Збільшити: Фото 2 з ${count}`);
    expect(await chosen(page)).toBe(`Фото 2 з ${count}`);
    await expect.poll(() => settledOn(page), WAIT).toBe(1);
  });
});
