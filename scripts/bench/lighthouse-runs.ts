// Lighthouse (mobile, its default simulated throttling) on Debian's chromium, three runs per
// page and the median of each number reported. Performance and SEO run together: one load each.
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { medianOfRuns, type LighthouseMedian, type RunNumbers } from './lighthouse-rows.ts';

// The flags of tests/support/browser.ts (not exported there): without the background-networking
// ones Chromium keeps dialling Google on a closed network.
const FLAGS = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'];
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

async function once(port: number, url: string): Promise<RunNumbers> {
  const result = await lighthouse(url, { port, output: 'json', logLevel: 'error', onlyCategories: ['performance', 'seo'] });
  const lhr = result?.lhr;
  if (!lhr) throw new Error(`Lighthouse gave no result for ${url}`);
  if (lhr.runtimeError) throw new Error(`Lighthouse: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
  const audit = (id: string): number => lhr.audits[id]?.numericValue ?? Number.NaN;
  if (process.env.BENCH_LIGHTHOUSE_DETAILS === '1') printCulprits(url, lhr.audits);
  const category = (id: string): number => Math.round((lhr.categories[id]?.score ?? Number.NaN) * 100);
  // The SEO audits that failed, so a score under 100 says what to fix (weight 0 ones do not count).
  const seoFailed = (lhr.categories.seo?.auditRefs ?? []).filter((ref) => ref.weight > 0 && lhr.audits[ref.id]?.score === 0).map((ref) => ref.id);
  return {
    seoFailed,
    score: category('performance'),
    seo: category('seo'),
    lcpMs: audit('largest-contentful-paint'),
    fcpMs: audit('first-contentful-paint'),
    tbtMs: audit('total-blocking-time'),
    cls: audit('cumulative-layout-shift'),
    transferBytes: audit('total-byte-weight'),
  };
}

// BENCH_LIGHTHOUSE_DETAILS=1 prints what each number is made of (which elements shifted, the LCP
// element and its phases, the long tasks, the slowest requests), for working on a MISS.
const DETAIL_AUDITS = ['network-server-latency', 'network-rtt', 'diagnostics', 'layout-shifts', 'largest-contentful-paint-element', 'long-tasks', 'render-blocking-resources', 'network-requests'];

function printCulprits(url: string, audits: Record<string, { details?: unknown; displayValue?: string }>): void {
  console.log(`\nLighthouse details for ${url}`);
  const metrics = ['first-contentful-paint', 'speed-index', 'largest-contentful-paint', 'total-blocking-time', 'interactive'];
  console.log(`  ${metrics.map((id) => `${id} ${audits[id]?.displayValue ?? '?'} (score ${(audits[id] as { score?: number } | undefined)?.score ?? '?'})`).join('; ')}`);
  for (const id of DETAIL_AUDITS) {
    const details = audits[id]?.details as { items?: unknown[] } | undefined;
    console.log(`  ${id}: ${audits[id]?.displayValue ?? ''}`);
    const items = details?.items ?? [];
    if (id === 'network-requests') printRequests(items as NetworkRow[]);
    else for (const item of items.slice(0, 25)) console.log(`    ${JSON.stringify(item).slice(0, 400)}`);
  }
}

type NetworkRow = { url: string; networkRequestTime: number; networkEndTime: number; transferSize: number; resourceType: string };

/** One line per request, in the order they started (the observed, unthrottled times). */
function printRequests(rows: NetworkRow[]): void {
  for (const row of rows) {
    const name = row.url.replace(/^https?:\/\/[^/]+/, '').slice(0, 90);
    console.log(`    ${row.networkRequestTime.toFixed(0).padStart(6)} → ${row.networkEndTime.toFixed(0).padStart(6)} ms ${String(row.transferSize).padStart(7)} B ${row.resourceType} ${name}`);
  }
}

export async function lighthouseMedians(shopUrl: string, pagePaths: string[], runs = 3): Promise<LighthouseMedian[]> {
  const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM, chromeFlags: FLAGS });
  try {
    const out: LighthouseMedian[] = [];
    for (const path of pagePaths) {
      const all: RunNumbers[] = [];
      for (let i = 0; i < runs; i += 1) all.push(await once(chrome.port, `${shopUrl}${path}`));
      out.push(medianOfRuns(path, all));
    }
    return out;
  } finally {
    chrome.kill();
  }
}
