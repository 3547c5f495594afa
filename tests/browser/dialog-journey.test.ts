// The shop's one Dialog (web/src/components/ui/dialog.tsx) in real Chromium, at desktop and phone
// width, through the callback form: a native modal <dialog> in the top layer, the page behind
// neither reachable nor scrolling, a click on the backdrop closes it and one inside does not, and
// at phone width Escape closes the dialog but not the burger menu that holds its opener.
import type { Browser, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { SHOP_URL } from '../support/emulators.ts';
import { launchChromium, screenshotOnFailure, VIEWPORTS } from '../support/browser.ts';

const WAIT = { timeout: 20_000 };
const TITLE = 'Замовити зворотний дзвінок';

let browser: Browser;
beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(async () => {
  await browser?.close();
});

describe.each(Object.entries(VIEWPORTS))('the dialog at %s width', (viewportName, viewport) => {
  const isPhone = viewportName === 'phone';
  let page: Page;
  beforeAll(async () => {
    page = await browser.newPage({ viewport });
  });
  afterEach(async (context) => {
    await screenshotOnFailure(page, `dialog-${viewportName}-${context.task.name}`, context.task.result?.state === 'fail');
  });
  afterAll(async () => {
    await page.close();
  });

  /** Opens the callback form from the header, or at phone width from the burger menu. */
  async function openCallback() {
    let holder = page.getByRole('banner');
    let toggle = null;
    if (isPhone) {
      toggle = page.getByRole('button', { name: 'Відкрити меню' });
      const panelId = await toggle.getAttribute('aria-controls');
      await toggle.click();
      toggle = page.locator(`button[aria-controls="${panelId}"]`);
      holder = page.locator(`[id="${panelId}"]`);
    }
    const opener = holder.getByRole('button', { name: 'Передзвоніть мені' }).first();
    await opener.click();
    const dialog = page.getByRole('dialog', { name: TITLE });
    await dialog.getByLabel('Ваше ім’я').waitFor(WAIT);
    return { opener, dialog, toggle };
  }

  it('is modal: the page behind takes no click and does not scroll; a click inside stays, one on the backdrop closes', async () => {
    await page.goto(SHOP_URL, { waitUntil: 'domcontentloaded' });
    await page.getByRole('main').locator('a').first().waitFor(WAIT);
    const { opener, dialog } = await openCallback();
    expect(await dialog.evaluate((element) => element.matches('dialog:modal'))).toBe(true);
    // A point beside the panel is the backdrop: nothing of the page answers there.
    const corner = { x: 4, y: viewport.height - 4 };
    expect(await page.evaluate(({ x, y }) => document.elementFromPoint(x, y)?.tagName, corner)).toBe('DIALOG');
    expect(await page.evaluate(() => getComputedStyle(document.body).overflow)).toBe('hidden');
    await page.mouse.wheel(0, 600);
    expect(await page.evaluate(() => window.scrollY)).toBe(0);

    await dialog.getByRole('heading', { name: TITLE }).click();
    await dialog.getByLabel('Ваше ім’я').click();
    expect(await dialog.count()).toBe(1);
    await page.mouse.click(corner.x, corner.y);
    await dialog.waitFor({ state: 'detached', ...WAIT });
    // The page scrolls again, unless the burger menu under the dialog still holds it.
    expect(await page.evaluate(() => getComputedStyle(document.body).overflow)).toBe(isPhone ? 'hidden' : 'visible');
    if (!isPhone) await expect.poll(() => opener.evaluate((element) => element === document.activeElement), WAIT).toBe(true);
  });

  it('Escape closes the dialog only, and focus goes back to its opener', async () => {
    await page.goto(SHOP_URL, { waitUntil: 'domcontentloaded' });
    await page.getByRole('main').locator('a').first().waitFor(WAIT);
    const { opener, dialog, toggle } = await openCallback();
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached', ...WAIT });
    // At phone width the opener sits in the burger menu, which stays open under the dialog.
    expect(await opener.isVisible()).toBe(true);
    if (toggle) expect(await toggle.getAttribute('aria-expanded')).toBe('true');
    await expect.poll(() => opener.evaluate((element) => element === document.activeElement), WAIT).toBe(true);
  });
});
