// Storefront speed check (issue 3): the gzip size of the JavaScript each public route loads and,
// when the emulators run, the Firestore documents a first visit to the home page and a goods list
// read. Build the SPA first (`npm run build -w web`), then:
//   node_modules/.bin/tsx scripts/bench/storefront.ts [--list /some/goods/list]
// Exits 1 when the home page misses a target.
import { join } from 'node:path';
import { paths } from '../../web/src/config/paths.ts';
import { launchChromium } from '../../tests/support/browser.ts';
import { PROJECT_ID } from '../emulators/paths.ts';
import { firstVisitReads, type VisitReads } from './firestore-reads.ts';
import { routeBundles } from './route-bundles.ts';

const WEB_DIR = join(import.meta.dirname, '../../web');
const SHOP_URL = process.env.SHOP_URL ?? 'http://127.0.0.1:5000';
const FIRESTORE_ORIGIN = `http://${process.env.FIRESTORE_EMULATOR_HOST ?? '127.0.0.1:8080'}`;
const HOME_JS_BUDGET = 170 * 1024;
const HOME_READS_BUDGET = 60;
/** Routes only an ADMIN or a signed-in user reaches are not the storefront's. */
const PRIVATE_ROUTES = new Set(['ordersManager', 'userPage']);

const kB = (bytes: number) => (bytes / 1024).toFixed(1);

async function reachable(url: string): Promise<boolean> {
  try {
    await fetch(url, { signal: AbortSignal.timeout(2000) });
    return true;
  } catch {
    return false;
  }
}

/** A goods list of the seeded catalogue: the all-goods list of the first catalog in an outer category. */
async function defaultGoodsList(): Promise<string> {
  const res = await fetch(`${FIRESTORE_ORIGIN}/v1/projects/${PROJECT_ID}/databases/(default)/documents/catalogs?pageSize=100`, {
    headers: { Authorization: 'Bearer owner' },
  });
  const body = (await res.json()) as { documents?: { fields: Record<string, { stringValue?: string }> }[] };
  const inOuter = body.documents?.find((d) => (d.fields.outerCategory?.stringValue ?? 'noOuterCategory') !== 'noOuterCategory');
  if (!inOuter) return paths.goods.getHref('discountgoods');
  return paths.outerCategoryGoods.getHref(inOuter.fields.outerCategory!.stringValue!, inOuter.fields.category!.stringValue!, 'allgoods');
}

function printSizes(): boolean {
  const patterns = Object.fromEntries(Object.entries(paths).map(([key, value]) => [key, value.path]));
  const bundles = routeBundles(WEB_DIR, patterns).filter((b) => !PRIVATE_ROUTES.has(Object.keys(paths).find((k) => patterns[k] === b.route) ?? ''));
  console.log('\nJavaScript a first visit loads (gzip, level 9)\n');
  console.log(`${'route'.padEnd(58)}${'files'.padStart(6)}${'kB'.padStart(9)}  target`);
  let ok = true;
  for (const b of bundles.sort((a, z) => a.gzipBytes - z.gzipBytes)) {
    const isHome = b.route === paths.home.path;
    const verdict = isHome ? (b.gzipBytes <= HOME_JS_BUDGET ? '≤ 170 ok' : '≤ 170 MISSED') : '';
    if (isHome && b.gzipBytes > HOME_JS_BUDGET) ok = false;
    console.log(`${b.route.padEnd(58)}${String(b.files.length).padStart(6)}${kB(b.gzipBytes).padStart(9)}  ${verdict}`);
  }
  if (!bundles.some((b) => b.route === paths.home.path)) {
    console.log('(the home route was not found in the router)');
    ok = false;
  }
  return ok;
}

async function printReads(listPath: string | undefined): Promise<boolean> {
  if (!(await reachable(SHOP_URL)) || !(await reachable(FIRESTORE_ORIGIN))) {
    console.log(`\nFirestore reads: skipped, the emulators are not running (${SHOP_URL}, ${FIRESTORE_ORIGIN}).`);
    return true;
  }
  const browser = await launchChromium();
  const visits: VisitReads[] = [];
  try {
    for (const path of [paths.home.getHref(), listPath ?? (await defaultGoodsList())]) {
      visits.push(await firstVisitReads(browser, SHOP_URL, FIRESTORE_ORIGIN, path));
    }
  } finally {
    await browser.close();
  }
  console.log('\nFirestore reads of a first visit (fresh browser, seeded catalogue)\n');
  console.log(`${'page'.padEnd(58)}${'queries'.padStart(8)}${'docs'.padStart(7)}${'billed'.padStart(8)}  target`);
  let ok = true;
  for (const v of visits) {
    const isHome = v.path === paths.home.getHref();
    if (isHome && v.billedReads > HOME_READS_BUDGET) ok = false;
    const verdict = isHome ? (v.billedReads <= HOME_READS_BUDGET ? '≤ 60 ok' : '≤ 60 MISSED') : '';
    console.log(`${v.path.padEnd(58)}${String(v.requests).padStart(8)}${String(v.documents).padStart(7)}${String(v.billedReads).padStart(8)}  ${verdict}`);
  }
  return ok;
}

const listFlag = process.argv.indexOf('--list');
const sizesOk = printSizes();
const readsOk = await printReads(listFlag > 0 ? process.argv[listFlag + 1] : undefined);
console.log('');
process.exitCode = sizesOk && readsOk ? 0 : 1;
