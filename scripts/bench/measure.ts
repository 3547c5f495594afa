// The bench's measurements against a running, seeded shop (Hosting on 5000, Firestore on 8080).
// scripts/bench/run.ts starts it inside `firebase emulators:exec`; with BENCH_SEED=1 the seed
// is written first. Writes bench-results/bench.{json,md} and prints the table. A part that
// cannot run shows as an ERROR row with the reason, and the other parts still run.
import '../seed/emulators-only.ts';
import { join } from 'node:path';
import { REPO_ROOT } from '../emulators/paths.ts';
import { findPages } from './pages.ts';
import { writeReport, type Row } from './report.ts';
import { htmlRows } from './html-check.ts';
import { browserRows, lighthouseRows, loadRows, renderRows, searchRows, shiftRows } from './sections.ts';
import { feedRows } from './feed-timing.ts';
import { npBranchesRows } from './np-branches-timing.ts';
import { coldAndWarmBurstRows } from './burst-rows.ts';
import { coldStartRows } from './cold-start.ts';
import { reservationContentionRows } from './reservation-contention.ts';
import { orderExportRows } from './order-export-timing.ts';
import { dashboardRows } from './dashboard-reads.ts';
import { ensurePaymentStandIn } from '../emulators/payment-stand-in.ts';
import { ensureTelegramStandIn } from '../emulators/telegram-stand-in.ts';

const SHOP_URL = process.env.SHOP_URL ?? 'http://127.0.0.1:5000';
const FIRESTORE_ORIGIN = `http://${process.env.FIRESTORE_EMULATOR_HOST ?? '127.0.0.1:8080'}`;
const LOAD_SECONDS = Number(process.env.BENCH_LOAD_SECONDS ?? 20);
const LIGHTHOUSE_RUNS = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 3);
// BENCH_ONLY=lighthouse,browser (search, feeds, coldstart, bursts, render, html, browser, shifts, branches, load, lighthouse, reservations, exports, dashboard) measures only those parts, for
// working on one number; such a run writes bench-partial.* so the full table stays the README's.
const ONLY = (process.env.BENCH_ONLY ?? '').split(',').map((s) => s.trim()).filter(Boolean);
const wanted = (key: string): boolean => ONLY.length === 0 || ONLY.includes(key);

const startedAt = new Date();
const rows: Row[] = [];

async function part(section: string, body: () => Row[] | Promise<Row[]>): Promise<void> {
  const t = performance.now();
  console.log(`bench: ${section}...`);
  try {
    rows.push(...(await body()));
  } catch (error) {
    const reason = error instanceof Error ? error.message.split('\n')[0]! : String(error);
    rows.push({ section, metric: 'could not run', value: reason, verdict: 'ERROR' });
  }
  console.log(`bench: ${section} took ${((performance.now() - t) / 1000).toFixed(0)} s`);
}

if (process.env.BENCH_SEED === '1') {
  const { seed } = await import('../seed/seed.ts');
  await seed({ log: console.log });
}
// The functions reach the payment providers and the ПРРО only through the stand-in, as in npm start
// and the tests (a card order measured by a part needs it; one already running is used).
const paymentStandIn = await ensurePaymentStandIn();
// The orders' alerts to the owner go to the Telegram stand-in, as in npm start.
const telegramStandIn = await ensureTelegramStandIn();
const pages = await findPages();
// Which pages stand for "a goods list" and "a good page", and why: every part measures them.
const { choice, ...measuredPages } = pages;
rows.push(...choice);
if (wanted('search')) await part('Search per keystroke', () => searchRows());
if (wanted('feeds')) await part('Feed build', () => feedRows());
// Before any part calls the API or the pages through the emulators: the first burst finds no worker.
if (wanted('bursts')) await part('Order bursts, cold and warm', () => coldAndWarmBurstRows(SHOP_URL));
if (wanted('coldstart')) await part('Cold start', () => coldStartRows(pages.home));
// Renders in this process before the browser parts load the emulators with their own work.
if (wanted('render')) await part('Server render', () => renderRows(SHOP_URL, pages));
if (wanted('html')) await part('Plain HTML', () => htmlRows(SHOP_URL, pages));
if (wanted('browser')) await part('Chromium first visits', () => browserRows(SHOP_URL, FIRESTORE_ORIGIN, pages));
if (wanted('shifts')) await part('Layout shifts', () => shiftRows(SHOP_URL, pages));
if (wanted('branches')) await part('Nova Poshta branches', () => npBranchesRows(SHOP_URL));
// Lighthouse before the load: the Functions emulator goes on working off the load's last requests
// after the 20 s, and Lighthouse multiplies any CPU the page's tasks lose to them by four.
if (wanted('lighthouse')) await part('Lighthouse mobile', () => lighthouseRows(SHOP_URL, pages, LIGHTHOUSE_RUNS));
if (wanted('load')) await part('Load', () => loadRows(SHOP_URL, LOAD_SECONDS));
if (wanted('reservations')) await part('Reservation burst', () => reservationContentionRows(SHOP_URL));
if (wanted('exports')) await part('Orders export', () => orderExportRows());
if (wanted('dashboard')) await part('Dashboard reads', () => dashboardRows());

const output = writeReport(join(REPO_ROOT, 'bench-results'), ONLY.length ? 'bench-partial' : 'bench', rows, {
  startedAt: startedAt.toISOString(),
  finishedAt: new Date().toISOString(),
  shopUrl: SHOP_URL,
  pages: measuredPages,
});
console.log(`\n${output}\n\n(bench-results/${ONLY.length ? 'bench-partial' : 'bench'}.md and .json)`);
await paymentStandIn.stop();
await telegramStandIn.stop();
// The report is the product: a MISS is printed, not turned into a failing exit code.
process.exit(0);
