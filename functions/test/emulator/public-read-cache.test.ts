// The public catalogue reads, kept in the instance. The Functions emulator keeps nothing (a change
// shows at the next call there), so the catalogue router runs here in this process, as one Cloud
// Functions instance would, against the Firestore emulator. A document written after the first
// call must not show in later answers, whatever their query string: they were not read again.
import type { AddressInfo } from 'node:net';
import express from 'express';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { db } from '../../src/admin';
import { catalogRouter } from '../../src/catalog/routes';
import { errorHandler } from '../../src/http/error-handler';
import { sitemapRouter } from '../../src/sitemap/routes';
import { SHOP_URL } from '../shop-url';

const run = Date.now().toString(36);
const added = { good: `cache-good-${run}`, category: `cachecat${run}`, slide: `cache-slide-${run}` };
const servers: ReturnType<express.Express['listen']>[] = [];

async function serve(keepMs: number): Promise<string> {
  const server = express().use(express.json()).use(catalogRouter({ keepMs })).use(sitemapRouter({ keepMs })).use(errorHandler).listen(0);
  servers.push(server);
  await new Promise((resolve) => server.once('listening', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

async function call(base: string, path: string, init?: RequestInit): Promise<{ text: string; cacheControl: string | null }> {
  const res = await fetch(`${base}${path}`, init);
  expect(res.status).toBe(200);
  return { text: await res.text(), cacheControl: res.headers.get('cache-control') };
}

const post = (body: unknown): RequestInit => ({ method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
const randomQuery = () => `?${Math.random().toString(36).slice(2)}=${Math.random().toString(36).slice(2)}&lang=en`;

async function addDocuments(): Promise<void> {
  const title = { ua: `Кеш ${run}`, en: `Cache ${run}` };
  await Promise.all([
    db.collection('goods').doc(added.good).set({ title, description: title, category: 'wool', outerCategory: 'yarn', subcategory: 'allgoods', archived: false, articul: `C-${run}`, price: 10, quantity: 1 }),
    db.collection('categories').doc(added.category).set({ title, outerCategory: 'yarn', order: 9_999 }),
    db.collection('catalogs').doc(added.category).set({ title, outerCategory: 'yarn', order: 9_999, subCategories: [] }),
    db.collection('mainPageImages').doc(added.slide).set({ mainImage: '/api/images/main/x.webp', mainImageBlured: null, order: 9_999 }),
  ]);
}

afterAll(async () => {
  await Promise.all(servers.map((server) => new Promise((resolve) => server.close(resolve))));
  await Promise.all([
    db.collection('goods').doc(added.good).delete(),
    db.collection('categories').doc(added.category).delete(),
    db.collection('catalogs').doc(added.category).delete(),
    db.collection('mainPageImages').doc(added.slide).delete(),
  ]);
});

const READS: { path: string; init?: RequestInit; cdn: boolean }[] = [
  { path: '/api/getgoodsarrays', cdn: true },
  { path: '/api/getcategorieslist', cdn: true },
  { path: '/api/fetchcatalogs', cdn: true },
  { path: '/api/getmainpageimage', init: post({}), cdn: false },
];

describe('public reads kept in the instance', () => {
  let kept = '';
  const first = new Map<string, string>();

  beforeAll(async () => {
    kept = await serve(60_000);
    for (const { path, init } of READS) first.set(path, (await call(kept, path, init)).text);
    await addDocuments();
  });

  it.each(READS)('$path answers from the kept read, whatever the query string', async ({ path, init, cdn }) => {
    for (let i = 0; i < 10; i++) {
      const answer = await call(kept, `${path}${randomQuery()}`, init);
      expect(answer.text).toBe(first.get(path));
      expect(answer.text).not.toContain(run);
      if (cdn) expect(answer.cacheControl).toBe('public, max-age=60, s-maxage=300');
    }
  });

  it('reads again once the time is up, and shows the new documents', async () => {
    const fresh = await serve(0);
    for (const { path, init } of READS) expect((await call(fresh, path, init)).text).toContain(run);
  });

  it('answers translations from listings kept like the answers, so neither a repeated nor an unknown key costs a read', async () => {
    const keys = [`good_translation:${added.good}:title`, `good_translation:missing-${run}:title`];
    const before = JSON.parse((await call(kept, '/api/gettranslations', post({ language: 'en', translationKeys: keys }))).text) as { translations: Record<string, string> };
    expect(before.translations[keys[0]!]).toBe(JSON.stringify(`Cache ${run}`));
    await Promise.all([
      db.collection('goods').doc(added.good).update({ title: { ua: 'Інша', en: 'Changed' } }),
      db.collection('goods').doc(`missing-${run}`).set({ title: { ua: 'Нова', en: 'New' } }),
    ]);
    try {
      const after = JSON.parse((await call(kept, '/api/gettranslations', post({ language: 'en', translationKeys: keys }))).text) as typeof before;
      expect(after).toEqual(before);
    } finally {
      await db.collection('goods').doc(`missing-${run}`).delete();
    }
  });
});

describe('/sitemap.xml before an ADMIN has built it', () => {
  it('is built once for a burst of requests, then answered from the instance', async () => {
    const stored = db.doc('siteMeta/sitemap');
    await stored.delete();
    const base = await serve(60_000);
    const burst = await Promise.all(Array.from({ length: 5 }, () => call(base, `/sitemap.xml${randomQuery()}`)));
    expect(new Set(burst.map((answer) => answer.text)).size).toBe(1);
    expect(burst[0]!.text).toMatch(/^<\?xml/);
    // Built on first use, it was stored; gone again, nothing builds it anew: no request scanned the goods.
    expect((await stored.get()).exists).toBe(true);
    await stored.delete();
    for (let i = 0; i < 5; i++) expect((await call(base, `/sitemap.xml${randomQuery()}`)).text).toBe(burst[0]!.text);
    expect((await stored.get()).exists).toBe(false);
  });
});

describe('public reads through Hosting', () => {
  it.each(['/api/getgoodsarrays', '/api/fetchcatalogs', '/api/getcategorieslist'])('%s may be kept by the CDN, whatever the query string', async (path) => {
    const res = await fetch(`${SHOP_URL}${path}${randomQuery()}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('public, max-age=60, s-maxage=300');
  });
});
