// Layout shifts of a first visit, measured in Chromium at Lighthouse's phone size with its 4x CPU
// slowdown: the sum (as CLS counts a short page load) and the elements that moved, with where
// they were and where they went, so a shift can be traced to the component that caused it.
import type { Browser } from 'playwright-core';

export interface ShiftSource {
  node: string;
  from: string;
  to: string;
}

export interface PageShifts {
  path: string;
  total: number;
  shifts: { value: number; at: number; sources: ShiftSource[] }[];
}

// Runs in the page before any script of the shop: records every shift that had no input before it.
const OBSERVER = `
  window.__shifts = [];
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      if (entry.hadRecentInput) continue;
      const rect = (r) => Math.round(r.x) + ',' + Math.round(r.y) + ' ' + Math.round(r.width) + 'x' + Math.round(r.height);
      window.__shifts.push({
        value: entry.value,
        at: Math.round(entry.startTime),
        sources: (entry.sources || []).map((s) => ({
          node: s.node ? (s.node.outerHTML || s.node.textContent || '').slice(0, 120) : '(gone)',
          from: rect(s.previousRect),
          to: rect(s.currentRect),
        })),
      });
    }
  }).observe({ type: 'layout-shift', buffered: true });
`;

export async function firstVisitShifts(browser: Browser, shopUrl: string, path: string): Promise<PageShifts> {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true });
  const page = await context.newPage();
  try {
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    await page.addInitScript(OBSERVER);
    await page.goto(`${shopUrl}${path}`, { waitUntil: 'networkidle', timeout: 60_000 });
    await page.waitForTimeout(2000);
    const shifts = (await page.evaluate('window.__shifts')) as PageShifts['shifts'];
    return { path, total: shifts.reduce((sum, s) => sum + s.value, 0), shifts };
  } finally {
    await context.close();
  }
}
