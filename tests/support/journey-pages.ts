// A journey's Chromium and its pages: one browser for the file, a fresh context for each page a
// test opens (its own cookies and storage), a screenshot of each when the test fails, and all of
// them closed after every test. Call at the top of a test file.
import type { Browser, BrowserContextOptions, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { launchChromium, screenshotOnFailure } from './browser.ts';

/** A page at a viewport, or with full context options (a touch screen: hasTouch, isMobile). */
type PageOptions = { width: number; height: number } | BrowserContextOptions;

export function useJourneyPages(name: string): (screen: PageOptions) => Promise<Page> {
  let browser: Browser | undefined;
  const pages: Page[] = [];
  beforeAll(async () => {
    browser = await launchChromium();
  });
  afterEach(async (context) => {
    for (const [i, page] of pages.entries()) await screenshotOnFailure(page, `${name}-${context.task.name}-${i}`, context.task.result?.state === 'fail');
    await Promise.all(pages.splice(0).map((page) => page.context().close()));
  });
  afterAll(async () => {
    await browser?.close();
  });
  return async (screen) => {
    const options = 'width' in screen ? { viewport: screen } : screen;
    const page = await (await browser!.newContext(options)).newPage();
    pages.push(page);
    return page;
  };
}
