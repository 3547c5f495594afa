// Layout shifts as Chromium reports them (the layout-shift PerformanceObserver), for the bench's
// row and the tests' threshold alike: the shifts without recent input, with the elements that moved.
import type { Page } from 'playwright-core';

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

/** Opens `url` with the observer in place, lets the page settle, and answers its shifts (as CLS sums a short page load). */
export async function shiftsOfVisit(page: Page, url: string, path: string, settleMs = 2000): Promise<PageShifts> {
  await page.addInitScript(OBSERVER);
  await page.goto(url, { waitUntil: 'networkidle', timeout: 60_000 });
  await page.waitForTimeout(settleMs);
  const shifts = (await page.evaluate('window.__shifts')) as PageShifts['shifts'];
  return { path, total: shifts.reduce((sum, s) => sum + s.value, 0), shifts };
}

/** The shifts' moved elements in a line each, for a report or a failure message. */
export function movedElements(r: PageShifts, max = 6): string[] {
  return r.shifts.flatMap((s) => s.sources.map((source) => `${s.value.toFixed(3)} at ${s.at} ms: ${source.node.slice(0, 60)} ${source.from} → ${source.to}`)).slice(0, max);
}
