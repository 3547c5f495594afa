// axe-core in real Chromium: injects the installed bundle into the page and runs the WCAG 2.1
// A and AA rules. Only serious and critical findings fail a test; the rest are reported by axe.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';

const require = createRequire(import.meta.url);
const AXE_SOURCE = readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');
const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];
const FAILING_IMPACTS = new Set(['serious', 'critical']);

export interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  helpUrl: string;
  nodes: { target: unknown[]; html: string; failureSummary?: string }[];
}

/** Runs axe on the whole document (or on `include`, a CSS selector) and returns its violations. */
export async function runAxe(page: Page, include?: string): Promise<AxeViolation[]> {
  const loaded = await page.evaluate(() => 'axe' in window);
  // Evaluated through the DevTools protocol, which the page's Content-Security-Policy does not
  // govern: a <script> tag of axe would be refused, as any injected inline script is.
  if (!loaded) await page.evaluate(AXE_SOURCE);
  return page.evaluate(
    async ({ tags, context }) => {
      const axe = (window as unknown as { axe: { run: (ctx: unknown, opts: unknown) => Promise<{ violations: AxeViolation[] }> } }).axe;
      const result = await axe.run(context ?? document, { runOnly: { type: 'tag', values: tags }, resultTypes: ['violations'] });
      return result.violations.map((v) => ({
        id: v.id,
        impact: v.impact,
        help: v.help,
        helpUrl: v.helpUrl,
        nodes: v.nodes.map((n) => ({ target: n.target, html: n.html.slice(0, 200), failureSummary: n.failureSummary })),
      }));
    },
    { tags: TAGS, context: include },
  );
}

/** A readable list: rule id, impact, help, and each element's selector with its HTML. */
export function formatViolations(violations: AxeViolation[]): string {
  return violations
    .map((v) => {
      const nodes = v.nodes.map((n) => `    - ${JSON.stringify(n.target)} ${n.html}\n      ${(n.failureSummary ?? '').replace(/\n/g, ' ')}`);
      return `[${v.impact}] ${v.id}: ${v.help} (${v.helpUrl})\n${nodes.join('\n')}`;
    })
    .join('\n');
}

/** Fails with the list of serious and critical violations found on the page, if any. */
export async function expectNoSeriousViolations(page: Page, where: string, include?: string): Promise<void> {
  const serious = (await runAxe(page, include)).filter((v) => v.impact !== null && FAILING_IMPACTS.has(v.impact));
  if (serious.length > 0) {
    throw new Error(`${serious.length} serious or critical accessibility violation(s) on ${where}:\n${formatViolations(serious)}`);
  }
}
