// What one anonymous request costs Firestore at worst, as docs/security.md's table states it.
// Counted where firebase-admin talks to Firestore, as Firestore bills: every document a lookup
// names (a missing one too), every document a query returns (an empty query counts one), every
// write a commit carries, transactions' retries included. The API and the page renderer run in
// this process, as one instance would, against the emulators; on the emulators nothing is kept
// (the keeping time is 0), so every call here is the cache miss of a cold instance. Triggers run
// in the Functions emulator, not here: the table counts them apart.
import { randomUUID } from 'node:crypto';
import { createRequire } from 'node:module';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import express from 'express';
import type { Query } from 'firebase-admin/firestore';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withListLimits } from '@domain/catalog-list-limits.ts';
import { REPO_ROOT } from '../../scripts/emulators/paths.ts';
import { SHOP_URL } from '../support/emulators.ts';
import { seededPages, type SeededPages } from '../support/seeded-pages.ts';

process.env.SSR_DIR = join(REPO_ROOT, 'functions', 'ssr');
const { db } = await import('../../functions/src/admin.ts');
const { createApp } = await import('../../functions/src/app.ts');
const { firestoreCatalogReader } = await import('../../functions/src/model/catalog-reader.ts');
const { loadRenderer, loadTemplates } = await import('../../functions/src/ssr/renderer.ts');
const { servePage } = await import('../../functions/src/ssr/serve-page.ts');
const { ownGoodDoc } = await import('../../functions/test/good-doc.ts');
const { catalogRouter } = await import('../../functions/src/catalog/routes.ts');
const { errorHandler } = await import('../../functions/src/http/error-handler.ts');
const { forgetKeptBranches } = await import('../../functions/src/delivery/np-directory-reads.ts');
/** The carrier stand-in's Kyiv, with 79 branches in the seeded directory. */
const KYIV_SETTLEMENT = '724ed04e-f763-44d1-988e-831b9ce05725';

interface Cost {
  reads: number;
  writes: number;
}
const cost: Cost = { reads: 0, writes: 0 };
/** The most documents the reads counted could have returned: a lookup's documents, a query's limit (unlimited: Infinity). */
let readsAtMost = 0;

/** Adds `count(self, result)` to the tally after each call of `method` (before it, for a commit, which may throw). */
function tally<Self, Result>(owner: { prototype: object }, method: string, count: (self: Self, result?: Result) => Partial<Cost>, before = false): void {
  const proto = owner.prototype as Record<string, (this: Self, ...args: unknown[]) => Promise<Result>>;
  const original = proto[method]!;
  const add = (part: Partial<Cost>) => {
    cost.reads += part.reads ?? 0;
    cost.writes += part.writes ?? 0;
  };
  proto[method] = async function (this: Self, ...args: unknown[]) {
    if (before) add(count(this));
    const result = await original.apply(this, args);
    if (!before) add(count(this, result));
    return result;
  };
}

// The one copy of @google-cloud/firestore that firebase-admin loads: every lookup, query and commit passes here.
const firestoreInternals = createRequire(join(REPO_ROOT, 'functions', 'package.json'));
const internal = (path: string) => firestoreInternals(`@google-cloud/firestore/build/src/${path}`) as Record<string, { prototype: object }>;
tally<{ allDocuments: unknown[] }, unknown>(internal('document-reader').DocumentReader!, '_get', (reader) => {
  readsAtMost += reader.allDocuments.length;
  return { reads: reader.allDocuments.length };
});
tally<{ _queryOptions: { limit?: number } }, { result?: { size: number } }>(internal('reference/query').Query!, '_get', (query, answer) => {
  readsAtMost += Math.max(1, query._queryOptions.limit ?? Infinity);
  return { reads: Math.max(1, answer?.result?.size ?? 0) };
});
tally<{ _ops: unknown[] }, unknown>(internal('write-batch').WriteBatch!, '_commit', (batch) => ({ writes: batch._ops.length }), true);

/** The Firestore cost of `run` alone. */
async function costOf<T>(run: () => Promise<T>): Promise<Cost & { answer: T; readsAtMost: number }> {
  cost.reads = 0;
  cost.writes = 0;
  readsAtMost = 0;
  const answer = await run();
  return { answer, reads: cost.reads, writes: cost.writes, readsAtMost };
}

const servers: ReturnType<express.Express['listen']>[] = [];
async function serve(app: express.Express): Promise<string> {
  const server = app.listen(0);
  servers.push(server);
  await new Promise((resolve) => server.once('listening', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}
let base = '';
beforeAll(async () => {
  base = await serve(createApp());
});
afterAll(() => Promise.all(servers.map((server) => new Promise((resolve) => server.close(resolve)))));

const noise = () => randomUUID().replaceAll('-', '');
const randomQuery = () => `?${noise()}=${noise()}&lang=en`;

/** One anonymous API call, with its status and what it cost. */
async function call(path: string, body?: unknown, headers: Record<string, string> = {}, at = base): Promise<Cost & { status: number }> {
  const init: RequestInit = body === undefined ? {} : { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: typeof body === 'string' ? body : JSON.stringify(body) };
  const { answer, reads, writes } = await costOf(async () => {
    const res = await fetch(`${at}${path}`, init);
    await res.arrayBuffer();
    return res.status;
  });
  return { status: answer, reads, writes };
}

/** Documents a query returns, as Firestore bills them (an empty one counts one). */
const billed = async (query: Query) => Math.max(1, (await query.get()).size);
const listing = (collection: string) => billed(db.collection(collection).orderBy('order'));
const onSale = () => billed(db.collection('goods').where('archived', '==', false));

// The rate limits' cost: each window of each rule is read before and after the count, and written once.
const limited = (windows: number) => ({ reads: 2 * windows, writes: windows });

describe('the public catalogue calls: one listing of their collections, whatever the query string', () => {
  it('GET /api/health reads nothing', async () => {
    expect(await call('/api/health')).toEqual({ status: 200, reads: 0, writes: 0 });
  });

  it('getcategorieslist, fetchcatalogs, getgoodsarrays and getmainpageimage each read their listings once, with a random query string', async () => {
    const [outer, categories, catalogs, slides, goods] = await Promise.all([listing('outerCategories'), listing('categories'), listing('catalogs'), listing('mainPageImages'), onSale()]);
    expect(await call(`/api/getcategorieslist${randomQuery()}`)).toEqual({ status: 200, reads: outer + categories, writes: 0 });
    expect(await call(`/api/fetchcatalogs${randomQuery()}`)).toEqual({ status: 200, reads: catalogs, writes: 0 });
    expect(await call(`/api/getgoodsarrays${randomQuery()}`)).toEqual({ status: 200, reads: goods, writes: 0 });
    expect(await call(`/api/getmainpageimage${randomQuery()}`, {})).toEqual({ status: 200, reads: slides, writes: 0 });
  });

  // Through a router that keeps as a deployed instance does (a minute): the emulators keep nothing, not even for the
  // lookups of one call, each of which would list again. Its first call is the miss.
  it('gettranslations with 200 unknown keys reads the four listings and nothing per key', async () => {
    const deployed = await serve(express().use(express.json()).use(catalogRouter({ keepMs: 60_000 })).use(errorHandler));
    const [outer, categories, catalogs, goods] = await Promise.all([listing('outerCategories'), listing('categories'), listing('catalogs'), onSale()]);
    const kinds = [(id: string) => `outerCategory:${id}:title`, (id: string) => `category:${id}`, (id: string) => `subcategories:${id}-x:title`, (id: string) => `good_translation:${id}:title`, (id: string) => id];
    const translationKeys = Array.from({ length: 200 }, (_, i) => kinds[i % kinds.length]!(`n${noise()}`));
    expect(await call('/api/gettranslations', { language: 'en', translationKeys }, {}, deployed)).toEqual({ status: 200, reads: outer + categories + catalogs + goods, writes: 0 });
    expect(await call('/api/gettranslations', { language: 'ua', translationKeys: translationKeys.map((key) => `${key}2`) }, {}, deployed)).toEqual({ status: 200, reads: 0, writes: 0 });
  });

  it('an unknown picture under /api/images/ reads no Firestore', async () => {
    const answer = await call(`/api/images/goods/${noise()}.webp${randomQuery()}`);
    expect(answer.status).toBe(404);
    expect(answer).toMatchObject({ reads: 0, writes: 0 });
  });

  it('GET /sitemap.xml reads its one stored document', async () => {
    // The first call ever builds and stores it (the listings and one write); every later one reads it.
    expect((await call('/sitemap.xml')).status).toBe(200);
    expect(await call(`/sitemap.xml${randomQuery()}`)).toEqual({ status: 200, reads: 1, writes: 0 });
  });
});

describe('checkout and a guest\'s card, by an id nobody holds', () => {
  const unknownCard = { shoppingCardId: `n${noise()}` };
  const unknownLine = { ...unknownCard, goodId: `n${noise()}` };

  it('getpaymentmethods reads the settings document', async () => {
    expect(await call('/api/getpaymentmethods', {})).toEqual({ status: 200, reads: 1, writes: 0 });
  });

  it.each(['/api/getshoppingcardbyid', '/api/getshoppingcardgoods'])('%s reads the one missing card', async (path) => {
    expect(await call(path, unknownCard)).toEqual({ status: 404, reads: 1, writes: 0 });
  });

  it.each(['/api/startcardpayment', '/api/getpaymentstatus', '/api/switchtocashondelivery'])('%s counts the payment limit, then reads the missing card', async (path) => {
    const limit = limited(2);
    expect(await call(path, unknownCard)).toEqual({ status: 404, reads: limit.reads + 1, writes: limit.writes });
  });

  it.each([
    ['/api/addgoodtoshoppingcard', unknownLine, 1],
    ['/api/changegoodquantityinshoppingcard', { ...unknownLine, quantity: 1 }, 1],
    ['/api/removegoodshoppingcard', unknownLine, 1],
    // A cancel looks at the card once before its transaction, to know which goods' lanes to wait for.
    ['/api/cancelshoppingcard', unknownCard, 2],
  ] as const)('%s counts the edit limit, then reads the missing card', async (path, body, cardReads) => {
    const limit = limited(2);
    expect(await call(path, body)).toEqual({ status: 404, reads: limit.reads + cardReads, writes: limit.writes });
  });

  it('a guest order of 50 lines costs its limits, the settings, one read per line and its few writes; reading the card back, one read per line', async () => {
    const category = `anon-reads-${noise()}`;
    const goodIds = Array.from({ length: 50 }, (_, i) => `anon-reads-${i}-${noise()}`);
    await Promise.all(goodIds.map((id) => db.collection('goods').doc(id).set(ownGoodDoc(id, category, { quantity: 5 }))));
    const order = {
      goods: goodIds.map((goodId) => ({ goodId, quantity: 1 })),
      customer: { name: 'Олена Тестова', phone: '+380 67 123 45 67', email: 'olena.reads@test.yarnshop.test' },
      delivery: { carrier: 'novaposhta', city: 'Київ', branch: '12' },
      payment: 'cod',
      idempotencyKey: randomUUID(),
    };
    const placed = await costOf(async () => {
      const res = await fetch(`${base}/api/createshoppingcard`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(order) });
      return { status: res.status, body: (await res.json()) as { _id: string } };
    });
    expect(placed.answer.status).toBe(201);
    // Limits: address, phone and mailbox, two windows each. Then the payment settings and the
    // free-delivery offer; the idempotency key and the 50 goods in one transaction; at most a block
    // of display numbers (the latest block, a write).
    const limits = limited(6);
    expect(placed.reads).toBeGreaterThanOrEqual(limits.reads + 2 + 51);
    expect(placed.reads).toBeLessThanOrEqual(limits.reads + 2 + 51 + 2);
    // The card, its idempotency record, the shop's mail and the customer's: and perhaps the block.
    expect(placed.writes).toBeGreaterThanOrEqual(limits.writes + 4);
    expect(placed.writes).toBeLessThanOrEqual(limits.writes + 5);

    // The card is checked, then read and its goods' stock looked up: a guest holding the id pays one read per line.
    const card = { shoppingCardId: placed.answer.body._id };
    expect(await call('/api/getshoppingcardbyid', card)).toEqual({ status: 200, reads: 2 + 50, writes: 0 });

    // Once the shop has reserved it, the guest may no longer cancel: refused before any good's lane is taken.
    await db.collection('shoppingCards').doc(card.shoppingCardId).update({ status: 'RESERVED' });
    const limit = limited(2);
    expect(await call('/api/cancelshoppingcard', card)).toEqual({ status: 409, reads: limit.reads + 2, writes: limit.writes });
  });
});

describe('checkout\'s delivery price', () => {
  it('quotedelivery reads the sender settings, and counts the carrier-lookup limit only when the carrier is asked', async () => {
    const body = { cityRef: randomUUID(), service: 'locker', weightKg: 0.7, orderUah: 310, cashOnDelivery: false };
    expect(await call('/api/quotedelivery', body)).toEqual({ status: 200, reads: 5, writes: 2 });
    // The same city, service and bands: the instance's kept answer, the carrier not asked.
    expect(await call('/api/quotedelivery', { ...body, weightKg: 0.9, orderUah: 390 })).toEqual({ status: 200, reads: 1, writes: 0 });
  });

  it('getdeliveryoffer reads its one document', async () => {
    expect(await call('/api/getdeliveryoffer', {})).toEqual({ status: 200, reads: 1, writes: 0 });
  });
});

describe('checkout\'s Nova Poshta look-ups in the shop\'s copy', () => {
  it('searchnpsettlements reads at most a page of 20 settlements, whatever the text', async () => {
    expect(await call('/api/searchnpsettlements', { query: `щ${noise().slice(0, 8)}` })).toEqual({ status: 200, reads: 1, writes: 0 });
    const common = await call('/api/searchnpsettlements', { query: 'ко' });
    expect(common.status).toBe(200);
    expect(common.reads).toBeLessThanOrEqual(20);
  });

  it('getnpbranches of a settlement nobody knows reads its missing list and the missing settlement, every time', async () => {
    for (let i = 0; i < 2; i += 1) {
      expect(await call('/api/getnpbranches', { settlementRef: randomUUID() })).toEqual({ status: 404, reads: 2, writes: 0 });
    }
  });

  it('getnpbranches of a city with dozens of branches reads its one list, not a document per branch', async () => {
    forgetKeptBranches();
    expect(await call('/api/getnpbranches', { settlementRef: KYIV_SETTLEMENT })).toEqual({ status: 200, reads: 1, writes: 0 });
  });
});

describe('the public writes and the providers\' notices', () => {
  it('sendcallbackrequest counts its address and phone limits and stores one request', async () => {
    const limit = limited(4);
    expect(await call('/api/sendcallbackrequest', { clientName: 'Олена', clientPhone: '+38 (067) 765-43-21' })).toEqual({ status: 201, reads: limit.reads, writes: limit.writes + 1 });
  });

  it.each(['liqpay', 'monobank'])('a forged %s notice costs only its address limit', async (provider) => {
    const limit = limited(1);
    const answer = await call(`/api/paymentwebhook/${provider}`, 'data=e30%3D&signature=forged', { 'content-type': 'application/x-www-form-urlencoded', 'x-sign': 'Zm9yZ2Vk' });
    expect(answer.status).toBeGreaterThanOrEqual(400);
    expect(answer).toMatchObject(limit);
  });
});

describe('the account calls, for strangers', () => {
  it('a login for a user name nobody holds reads the name and the throttle\'s three counts, and writes them', async () => {
    expect(await call('/auth/login', { username: `nobody${noise().slice(0, 12)}`, password: 'wrong-password-1' })).toEqual({ status: 400, reads: 1 + 3, writes: 3 });
  });

  it('a login for an address nobody holds reads only the throttle\'s counts', async () => {
    expect(await call('/auth/login', { email: `nobody-${noise()}@test.yarnshop.test`, password: 'wrong-password-1' })).toEqual({ status: 400, reads: 3, writes: 3 });
  });

  it('a registration counts its limits, checks the name, reserves it with the profile and queues one mail', async () => {
    const limit = limited(4);
    const body = { email: `reads-${noise()}@test.yarnshop.test`, phone: 380671112233, username: `reads${noise().slice(0, 10)}`, password: 'Kozak-Pryazha-2718' };
    expect(await call('/auth/registration', body)).toEqual({ status: 201, reads: limit.reads + 1 + 1, writes: limit.writes + 2 + 1 });
  });

  it.each(['/auth/resendconfirmation', '/auth/sendpasswordrecoverylink'])('%s for an address nobody holds costs only its limits', async (path) => {
    expect(await call(path, { email: `nobody-${noise()}@test.yarnshop.test` })).toEqual({ status: 200, ...limited(4) });
  });

  it.each([
    ['/auth/confirmregistration', { token: noise() }, 400],
    ['/auth/confirmpasswordchange', { token: noise(), password: 'Kozak-Pryazha-2718' }, 400],
    ['/auth/currentuser', {}, 401],
    ['/auth/getaccesstoken', {}, 401],
    ['/auth/logout', {}, 401],
  ] as const)('%s with a made-up token, or none, reads nothing', async (path, body, status) => {
    expect(await call(path, body)).toEqual({ status, reads: 0, writes: 0 });
  });
});

describe('the pages function: a page reads only its own few queries, whatever its address', () => {
  let pages: SeededPages;
  // As the function reads (the limits the rules ask for), without the instance's keeping: every read a miss.
  const services = { render: loadRenderer, templates: loadTemplates, reader: withListLimits(firestoreCatalogReader), origin: SHOP_URL };
  const render = (url: string) => costOf(async () => (await servePage({ url }, services)).status);
  const rows: string[] = [];

  beforeAll(async () => {
    pages = await seededPages();
  });
  afterAll(() => {
    console.info(`page reads on a miss:\n${rows.join('\n')}`);
  });

  /** Renders `url`; its reads never pass what its lookups and its queries' limits allow, which the log shows beside them. */
  async function page(label: string, url: string, status: number): Promise<Cost> {
    const { answer, reads, writes, readsAtMost: bound } = await render(url);
    expect(answer, url).toBe(status);
    expect(writes, url).toBe(0);
    expect(bound, url).toBeLessThan(Infinity);
    expect(reads, url).toBeLessThanOrEqual(bound);
    rows.push(`${label}: ${reads} (at most ${bound})`);
    return { reads, writes };
  }

  it('a random query string costs what the page costs without it', async () => {
    for (const [label, path] of [['home', '/'], ['good', pages.good.path], ['goods list', pages.goodsList.path]] as const) {
      const plain = await page(label, path, 200);
      const noisy = await page(`${label} with a random query string`, `${path}${randomQuery()}`, 200);
      expect(noisy.reads, path).toBe(plain.reads);
    }
  });

  it('an unknown path, good, catalog or sub-category costs no more than a known one', async () => {
    const known = await page('catalog', pages.catalog.path, 200);
    const good = await page('good (again)', pages.good.path, 200);
    await page('outer category', pages.outerCategory.path, 200);
    const unknown = [
      ['unknown path', `/${noise()}`],
      ['unknown good', `/goods/${noise()}/${noise()}`],
      ['unknown catalog', `/catalog/${noise()}`],
      ['unknown outer category', `/outercategory/${noise()}`],
      ['unknown sub-category', `${pages.catalog.path}/${noise()}`],
    ] as const;
    for (const [label, path] of unknown) {
      const spent = await page(label, path, 404);
      expect(spent.reads, path).toBeLessThanOrEqual(Math.max(known.reads, good.reads));
    }
  });
});
