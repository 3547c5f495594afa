// Layout shifts of a first visit, measured in Chromium at Lighthouse's phone size with its 4x CPU
// slowdown: the sum (as CLS counts a short page load) and the elements that moved, with where
// they were and where they went, so a shift can be traced to the component that caused it.
// A personal page is first prepared (a cart, a guest's order, a session) at full speed.
import type { Browser, Page } from 'playwright-core';
import { shiftsOfVisit, type PageShifts } from '../../tests/support/layout-shifts.ts';

export type { PageShifts, ShiftSource } from '../../tests/support/layout-shifts.ts';

export async function firstVisitShifts(browser: Browser, shopUrl: string, path: string, prepare?: (page: Page) => Promise<void>): Promise<PageShifts> {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true });
  const page = await context.newPage();
  try {
    await prepare?.(page);
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    return await shiftsOfVisit(page, `${shopUrl}${path}`, path);
  } finally {
    await context.close();
  }
}
