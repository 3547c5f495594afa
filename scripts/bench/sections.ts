// Each part of the bench as rows of the report, with the issue's targets next to the numbers.
import { launchChromium } from '../../tests/support/browser.ts';
import { firstVisitScripts } from './browser-js.ts';
import { firstVisitReads } from './firestore-reads.ts';
import { firstVisitShifts } from './layout-shifts.ts';
import { movedElements } from '../../tests/support/layout-shifts.ts';
import { personalPages } from './personal-pages.ts';
import { lighthouseReportRows } from './lighthouse-rows.ts';
import { lighthouseMedians } from './lighthouse-runs.ts';
import { freshKey, runLoad } from './load.ts';
import { createLoadGood, orderBody } from './load-orders.ts';
import { orderLoadRows } from './order-load-rows.ts';
import type { BenchPages } from './pages.ts';
import { check, type Row } from './report.ts';
import { renderReportRows } from './render-rows.ts';
import { timeRenders } from './render-timing.ts';
import { timeSearch } from './search-timing.ts';
import { kB } from './stats.ts';
import { judged } from './targets.ts';
import { warmUp } from './warm-up.ts';

const ms = (value: number): string => value.toFixed(0);

export async function browserRows(shopUrl: string, firestoreOrigin: string, pages: BenchPages): Promise<Row[]> {
  const browser = await launchChromium();
  const rows: Row[] = [];
  try {
    for (const path of [pages.home, pages.goodsList, pages.good, ...pages.others]) {
      const s = await firstVisitScripts(browser, shopUrl, path);
      const isHome = path === pages.home;
      const how = s.gzippedLocally ? `, ${s.gzippedLocally} gzipped by the bench: the server sent them uncompressed` : '';
      rows.push({
        section: 'JS gzip (Chromium, first visit)',
        metric: path,
        value: `${kB(s.gzipBytes)} kB in ${s.files} files${how}`,
        ...(isHome ? judged('homeJsBytes', s.gzipBytes) : {}),
        data: { ...s },
      });
    }
    for (const path of [pages.home, pages.goodsList]) {
      const r = await firstVisitReads(browser, shopUrl, firestoreOrigin, path);
      rows.push({ section: 'Firestore reads (first visit)', metric: path, value: `${r.documents} docs in ${r.requests} requests (${r.billedReads} billed); answers ${kB(r.answerBytes)} kB as the emulator sends them, ${kB(r.answerGzipBytes)} kB gzipped as Google's API sends them`, data: { ...r } });
    }
  } finally {
    await browser.close();
  }
  return rows;
}

export function searchRows(): Row[] {
  const t = timeSearch();
  const data = { ...t };
  return [
    { section: 'Search per keystroke', metric: `median of ${t.keystrokes} keystrokes, ${t.goods} goods`, value: `${t.medianMs.toFixed(2)} ms`, data },
    { section: 'Search per keystroke', metric: 'p95', value: `${t.p95Ms.toFixed(2)} ms (max ${t.maxMs.toFixed(1)}, index built in ${t.prepareMs.toFixed(0)} ms)`, ...judged('searchP95Ms', t.p95Ms) },
  ];
}

export async function loadRows(shopUrl: string, seconds: number): Promise<Row[]> {
  const good = await createLoadGood();
  const settle = () => fetch(`${shopUrl}/api/getcategorieslist`, { signal: AbortSignal.timeout(120_000) }).catch(() => undefined);
  try {
    // A just-started Functions emulator spends its first seconds starting a worker: warm it so the
    // run measures the steady state (`BENCH_ONLY=load` starts cold).
    await settle();
    const list = await runLoad(shopUrl, { name: 'GET /api/getcategorieslist', method: 'GET', path: '/api/getcategorieslist' }, 20, seconds);
    // The Functions emulator may still be working off requests of the first run: let them drain
    // so the second run measures its own requests only.
    await settle();
    const results = [
      list,
      await runLoad(shopUrl, { name: 'POST /api/createshoppingcard', method: 'POST', path: '/api/createshoppingcard', body: () => orderBody(good.id, freshKey()) }, 20, seconds),
    ];
    const throughHosting: Row[] = results.map((r) => ({
      section: `Load through Hosting and the Functions emulator (20 clients, ${seconds} s)`,
      metric: r.name,
      value: `p50 ${ms(r.p50)} ms, p95 ${ms(r.p95)} ms, p99 ${ms(r.p99)} ms; ${r.requests} answered, ${r.unanswered} in flight when the ${seconds} s ended, ${r.errors} errors (${r.non2xx} non-2xx)`,
      target: '0 errors',
      verdict: check(r.errors === 0 && r.requests > 0),
      data: { ...r },
    }));
    await settle();
    return [...throughHosting, ...(await orderLoadRows(shopUrl, seconds))];
  } finally {
    await good.remove();
  }
}

/** Layout shifts in Chromium at a phone's size, the public pages and the personal ones; the rows name the elements that moved. */
export async function shiftRows(shopUrl: string, pages: BenchPages): Promise<Row[]> {
  const browser = await launchChromium();
  const personal = await personalPages(shopUrl);
  try {
    const rows: Row[] = [];
    const visits = [...[pages.home, pages.goodsList, pages.good].map((path) => ({ path, prepare: undefined })), ...personal.pages];
    for (const { path, prepare } of visits) {
      const r = await firstVisitShifts(browser, shopUrl, path, prepare);
      const moved = movedElements(r);
      rows.push({
        section: 'Layout shifts (Chromium, 412 px, 4x CPU)',
        metric: path,
        value: `${r.total.toFixed(3)}${moved.length ? `; ${moved.join('; ')}` : ''}`,
        // Lighthouse's CLS target: the same number, measured here in Chromium with the culprits named.
        ...judged('cls', r.total),
        data: { ...r },
      });
    }
    return rows;
  } finally {
    await browser.close();
    await personal.remove();
  }
}

export async function lighthouseRows(shopUrl: string, pages: BenchPages, runs: number): Promise<Row[]> {
  const paths = [pages.home, pages.goodsList, pages.good];
  // A partial run starts the emulators cold, and the other parts leave them with their own state
  // (measure.ts runs the load part after this one): Lighthouse would time the emulators, not the shop.
  await warmUp(shopUrl, paths);
  return lighthouseReportRows(await lighthouseMedians(shopUrl, paths, runs));
}

/** Warm server renders of the three pages in this process, with emulator reads and from memory. */
export async function renderRows(shopUrl: string, pages: BenchPages): Promise<Row[]> {
  return renderReportRows(await timeRenders(shopUrl, [pages.home, pages.goodsList, pages.good]));
}
