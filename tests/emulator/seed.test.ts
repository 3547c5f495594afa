// The seed on the running emulators: a catalogue big and varied enough for every screen,
// pictures the store can serve, accounts with the right roles, a matching search index, and
// a second run that changes nothing.
import '../../scripts/seed/emulators-only.ts'; // first: points firebase-admin at the emulators
import { beforeAll, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { Timestamp } from 'firebase-admin/firestore';
import { useEmulatorsInThisProcess } from '../../scripts/emulators/emulator-hosts.ts';
import { imageWidthPaths } from '@domain/image-sizes.ts';
import { auth, db } from '../../functions/src/admin.ts';
import { imageStore } from '../../functions/src/images/store.ts';
import type { YarnLineDoc } from '../../functions/src/model/yarn-line-docs.ts';
import {
  ALL_GOODS,
  COLLECTIONS,
  NO_OUTER_CATEGORY,
  type CatalogDoc,
  type CategoryDoc,
  type GoodDoc,
  type MainPageImageDoc,
  type OuterCategoryDoc,
  type SearchEntry,
} from '../../functions/src/model/types.ts';
import { shardEntries, toSearchEntry } from '../../functions/src/search/build-search-index.ts';
import { decodeSearchShard } from '../../functions/src/search/search-shard.ts';
import { readSearchSources } from '../../functions/src/search/search-sources.ts';
import { SEEDED_ACCOUNTS, seedAccounts } from '../../scripts/seed/accounts.ts';
import { buildCatalog } from '../../scripts/seed/catalog/catalog.ts';
import { grantAdmin } from '../../scripts/seed/grant-admin-core.ts';
import { seed } from '../../scripts/seed/seed.ts';

useEmulatorsInThisProcess();

const SEEDED_COLLECTIONS = [
  COLLECTIONS.outerCategories,
  COLLECTIONS.categories,
  COLLECTIONS.catalogs,
  COLLECTIONS.goods,
  COLLECTIONS.yarnLines,
  COLLECTIONS.mainPageImages,
  COLLECTIONS.searchIndex,
  COLLECTIONS.users,
  COLLECTIONS.usernames,
  COLLECTIONS.counters,
];
const URL_SEGMENT = /^[a-z0-9]+$/;

/** Timestamps as millis and object keys sorted, so two reads of equal data give equal text. */
function canonical(value: unknown): unknown {
  if (value instanceof Timestamp) return { millis: value.toMillis() };
  if (Array.isArray(value)) return value.map(canonical);
  if (value && typeof value === 'object') {
    return Object.fromEntries(Object.keys(value).sort().map((key) => [key, canonical((value as Record<string, unknown>)[key])]));
  }
  return value;
}

async function snapshotOfSeededCollections(): Promise<string> {
  const docs = await Promise.all(SEEDED_COLLECTIONS.map((name) => db.collection(name).get()));
  const entries = docs.flatMap((snap) => snap.docs.map((doc) => [doc.ref.path, canonical(doc.data())] as const));
  entries.sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return JSON.stringify(entries);
}

async function readAll<T>(collection: string): Promise<{ id: string; data: T }[]> {
  const snap = await db.collection(collection).get();
  return snap.docs.map((doc) => ({ id: doc.id, data: doc.data() as T }));
}

/** The image-store path behind a URL the seed stored in a document. */
function storePath(url: string): string {
  const prefix = imageStore().publicUrl('');
  expect(url.startsWith(prefix), `${url} is not an image-store URL`).toBe(true);
  return url.slice(prefix.length);
}

async function expectWebp(url: string | null, size?: { width: number; height: number }): Promise<void> {
  expect(url).toBeTruthy();
  const image = await imageStore().get(storePath(url!));
  expect(image, `${url} is missing from the image store`).not.toBeNull();
  expect(image!.contentType).toBe('image/webp');
  if (size) {
    const meta = await sharp(image!.bytes).metadata();
    expect({ format: meta.format, width: meta.width, height: meta.height }).toEqual({ format: 'webp', ...size });
  }
}

/** Every width of a seeded picture is stored, at its size (domain/image-sizes.ts). */
async function expectEveryWidth(url: string | null): Promise<void> {
  const widths = imageWidthPaths(storePath(url!));
  expect(widths.length, `${url} has no widths`).toBeGreaterThan(1);
  await Promise.all(widths.map(({ path, width, height }) => expectWebp(imageStore().publicUrl(path), { width, height })));
}

// Other test files add their own categories, goods and slides to the same emulator: the checks
// below look at what the seed owns.
const catalog = buildCatalog();
const seededGoodIds = new Set(catalog.goods.map((good) => good.id));
const seededOuterIds = new Set(catalog.outerCategories.map((outer) => outer.name));
const seededCatalogIds = new Set(catalog.categories.map((category) => category.name));
const seededSlideIds = new Set(catalog.banners.map((banner) => banner.id));
const seededLineIds = new Set(catalog.yarnLines.map((line) => line.id));
const seeded = <T,>(docs: { id: string; data: T }[], ids: Set<string>) => docs.filter((d) => ids.has(d.id));
let firstSnapshot = '';

beforeAll(async () => {
  await seed({ log: () => {} });
  firstSnapshot = await snapshotOfSeededCollections();
});

describe('seeded catalogue', () => {
  it('has the outer categories, categories and sub-categories the menus need', async () => {
    const outer = seeded(await readAll<OuterCategoryDoc>(COLLECTIONS.outerCategories), seededOuterIds);
    const categories = seeded(await readAll<CategoryDoc>(COLLECTIONS.categories), seededCatalogIds);
    const catalogs = seeded(await readAll<CatalogDoc>(COLLECTIONS.catalogs), seededCatalogIds);
    expect(outer.length).toBeGreaterThanOrEqual(3);
    expect(categories.length).toBeGreaterThanOrEqual(10);
    expect(catalogs.map((c) => c.id).sort()).toEqual(categories.map((c) => c.id).sort());
    expect(catalogs.flatMap((c) => c.data.subCategories).length).toBeGreaterThanOrEqual(30);
    for (const { id } of [...outer, ...categories]) {
      expect(id === 'Goodsmadefromyarn' || URL_SEGMENT.test(id), `${id} is not a URL segment`).toBe(true);
    }
    const outerIds = new Set(outer.map((o) => o.id));
    for (const { data } of categories) expect(data.outerCategory === NO_OUTER_CATEGORY || outerIds.has(data.outerCategory)).toBe(true);
  });

  it('builds catalog links by the rules of docs/product.md, Links', async () => {
    const catalogs = seeded(await readAll<CatalogDoc>(COLLECTIONS.catalogs), seededCatalogIds);
    expect(catalogs.length).toBe(seededCatalogIds.size);
    for (const { id, data } of catalogs) {
      expect(data.allGoods).toBe(ALL_GOODS);
      if (data.outerCategory !== NO_OUTER_CATEGORY) expect(data.link).toBe(`/outercategory/${data.outerCategory}/${id}`);
      else expect(data.link).toBe(data.subCategories.length > 0 ? `/catalog/${id}` : `/goods/${id}`);
      for (const sub of data.subCategories) expect(sub.name).toMatch(/^[A-Za-z ]+$/);
    }
    const finished = catalogs.find((c) => c.id === 'Goodsmadefromyarn');
    expect(finished?.data).toMatchObject({ outerCategory: NO_OUTER_CATEGORY, subCategories: [], link: '/goods/Goodsmadefromyarn' });
  });

  it('has over 300 goods with unique articuls and every state the shop shows', async () => {
    const goods = (await readAll<GoodDoc>(COLLECTIONS.goods)).filter((g) => seededGoodIds.has(g.id)).map((g) => g.data);
    expect(goods.length).toBeGreaterThanOrEqual(300);
    expect(new Set(goods.map((g) => g.articul)).size).toBe(goods.length);
    const some = (test: (g: GoodDoc) => boolean): number => goods.filter(test).length;
    expect(some((g) => g.discount.hasDiscount && g.discount.amount >= 10 && g.discount.amount <= 50)).toBeGreaterThan(0);
    expect(some((g) => g.discount.hasDiscount && (g.discount.amount < 10 || g.discount.amount > 50))).toBe(0);
    expect(some((g) => g.newGoodState)).toBeGreaterThan(0);
    expect(some((g) => g.popular)).toBeGreaterThan(0);
    expect(some((g) => g.quantity === 0)).toBeGreaterThan(0);
    expect(some((g) => g.kind === 'finishedItem' && g.yarn === null && g.category === 'Goodsmadefromyarn')).toBeGreaterThan(0);
    const skeins = goods.filter((g) => g.kind === 'skeinYarn');
    const bobbins = goods.filter((g) => g.kind === 'bobbinYarn');
    expect(skeins.length).toBeGreaterThan(0);
    expect(bobbins.length).toBeGreaterThan(0);
    // A yarn's skein, metres and lots: its line holds the first two, the good its dye lots.
    const lines = new Map(seeded(await readAll<YarnLineDoc>(COLLECTIONS.yarnLines), seededLineIds).map(({ id, data }) => [id, data]));
    for (const g of skeins) {
      const line = lines.get(g.yarnLineId ?? '');
      expect(line?.skein?.grams && line.skein.metres && g.lots?.length).toBeTruthy();
      expect(g.price).toBeGreaterThanOrEqual(45);
      expect(g.price).toBeLessThanOrEqual(350);
    }
    for (const g of bobbins) {
      const line = lines.get(g.yarnLineId ?? '');
      expect({ measurement: g.measurement, count: g.measurementCount, m: (line?.metresPer100g ?? 0) > 0, skein: line?.skein }).toEqual({ measurement: 'bobbin', count: 100, m: true, skein: null });
    }
    for (const g of goods) {
      if (g.yarn) expect(g.yarn.fibres.reduce((sum, f) => sum + f.percent, 0)).toBe(100);
      expect(Number.isInteger(g.price)).toBe(true);
      expect(g.title.ua && g.title.en && g.description.ua && g.description.en).toBeTruthy();
    }
  });

  it('puts every good in an existing catalog and sub-category', async () => {
    const catalogs = new Map((await readAll<CatalogDoc>(COLLECTIONS.catalogs)).map((c) => [c.id, c.data]));
    const goods = (await readAll<GoodDoc>(COLLECTIONS.goods)).filter((g) => seededGoodIds.has(g.id));
    for (const { id, data } of goods) {
      const catalog = catalogs.get(data.category);
      expect(catalog, `${id}: no catalog ${data.category}`).toBeDefined();
      expect(data.outerCategory).toBe(catalog!.outerCategory);
      const segments = catalog!.subCategories.map((s) => s.name.replace(/\W/g, ''));
      if (segments.length === 0) expect(data.subcategory).toBe(ALL_GOODS);
      else expect(segments, `${id}: no sub-category ${data.subcategory}`).toContain(data.subcategory);
    }
  });

  it('stores a WebP picture at every width for every card, good and main-page image', async () => {
    const outer = seeded(await readAll<OuterCategoryDoc>(COLLECTIONS.outerCategories), seededOuterIds);
    const catalogs = seeded(await readAll<CatalogDoc>(COLLECTIONS.catalogs), seededCatalogIds);
    expect(outer.length).toBe(seededOuterIds.size);
    expect(catalogs.length).toBe(seededCatalogIds.size);
    const previews = [...outer.map((o) => o.data.previewImage), ...catalogs.flatMap((c) => [c.data.previewImage, ...c.data.subCategories.map((s) => s.previewImage)])];
    await Promise.all(previews.map((url) => expectWebp(url, { width: 260, height: 369 })));
    await Promise.all(previews.map(expectEveryWidth));

    const goods = (await readAll<GoodDoc>(COLLECTIONS.goods)).filter((g) => seededGoodIds.has(g.id));
    await Promise.all(goods.map((g) => expectWebp(g.data.mainImage)));
    await expectWebp(goods[0]!.data.mainImage, { width: 270, height: 274 });
    await Promise.all(goods.map((g) => expectEveryWidth(g.data.mainImage)));
  });

  it("gives each yarn colour a close-up and a knitted swatch after its skein, stored at every width", async () => {
    const goods = (await readAll<GoodDoc>(COLLECTIONS.goods)).filter((g) => seededGoodIds.has(g.id));
    const yarns = goods.filter((g) => g.data.kind === 'skeinYarn' || g.data.kind === 'bobbinYarn');
    expect(yarns.length).toBeGreaterThan(100);
    for (const { id, data } of yarns) expect(data.images.map((url) => storePath(url)), id).toEqual([`goods/${id}-closeup.webp`, `goods/${id}-swatch.webp`]);
    await Promise.all(yarns.flatMap((g) => g.data.images.map(expectEveryWidth)));
    // Other goods have their one picture, not repeated among the further ones.
    for (const { id, data } of goods.filter((g) => !yarns.includes(g))) expect(data.images, id).toEqual([]);

    const slides = seeded(await readAll<MainPageImageDoc>(COLLECTIONS.mainPageImages), seededSlideIds);
    expect(slides.length).toBeGreaterThanOrEqual(4);
    for (const { data } of slides) {
      expect(data.mainImageBlured).not.toBe(data.mainImage);
      await expectWebp(data.mainImage, { width: 1800, height: 720 });
      await expectEveryWidth(data.mainImage);
      await expectWebp(data.mainImageBlured, { width: 1800, height: 720 });
    }
  });

  it('indexes every non-archived good for search, once', async () => {
    const shards = await readAll<{ entriesJson: string }>(COLLECTIONS.searchIndex);
    const entries = shards.flatMap((s) => decodeSearchShard(s.data));
    const goods = (await readAll<GoodDoc>(COLLECTIONS.goods)).filter((g) => !g.data.archived);
    expect(entries.length).toBe(goods.length);
    const byId = new Map(entries.map((e) => [e[0], e]));
    expect(byId.size).toBe(entries.length);
    // Colours of yarn lines (other tests' goods, while they run) carry their line's name and traits.
    const sources = await readSearchSources(db);
    for (const { id, data } of goods) expect(byId.get(id)).toEqual(toSearchEntry(id, data, sources));
  });

  it('creates the ADMIN, who is the shop’s OWNER, and the ordinary user with their profiles', async () => {
    const [admin, user] = await Promise.all([auth.getUser('seed-admin'), auth.getUser('seed-user')]);
    expect(admin.customClaims).toEqual({ role: 'ADMIN', owner: true });
    expect(user.customClaims?.role).toBeUndefined();
    expect([admin.email, admin.emailVerified, user.email, user.emailVerified]).toEqual(['admin@yarnshop.test', true, 'olena@yarnshop.test', true]);
    for (const account of SEEDED_ACCOUNTS) {
      const profile = (await db.collection(COLLECTIONS.users).doc(account.uid).get()).data();
      expect(profile).toMatchObject({ username: account.username, email: account.email, roles: account.owner ? ['ADMIN', 'OWNER'] : [account.role] });
      expect((await db.collection(COLLECTIONS.usernames).doc(account.username).get()).data()).toEqual({ uid: account.uid });
    }
  });

  it('leaves every document the same when seeded a second time', async () => {
    expect((JSON.parse(firstSnapshot) as unknown[]).length).toBeGreaterThan(400);
    await seed({ log: () => {} });
    expect(await snapshotOfSeededCollections()).toBe(firstSnapshot);
  }, 180_000);
});

describe('grantAdmin', () => {
  it('gives an existing account the ADMIN claim and role', async () => {
    try {
      const result = await grantAdmin('olena@yarnshop.test');
      expect(result).toMatchObject({ uid: 'seed-user', alreadyAdmin: false, profileUpdated: true });
      expect((await auth.getUser('seed-user')).customClaims?.role).toBe('ADMIN');
      expect((await db.collection(COLLECTIONS.users).doc('seed-user').get()).get('roles')).toEqual(['USER', 'ADMIN']);
    } finally {
      // Later test files expect olena to be an ordinary user again.
      await seedAccounts();
    }
    expect((await auth.getUser('seed-user')).customClaims?.role).toBeUndefined();
  });

  it('makes the first OWNER when asked, keeping the ADMIN claim beside it', async () => {
    try {
      const result = await grantAdmin('olena@yarnshop.test', { owner: true });
      expect(result).toMatchObject({ uid: 'seed-user', owner: true });
      expect((await auth.getUser('seed-user')).customClaims).toEqual({ role: 'ADMIN', owner: true });
      expect((await db.collection(COLLECTIONS.users).doc('seed-user').get()).get('roles')).toEqual(['USER', 'ADMIN', 'OWNER']);
    } finally {
      await seedAccounts();
    }
    expect((await auth.getUser('seed-user')).customClaims?.owner).toBeUndefined();
  });

  it('refuses an unknown or missing email', async () => {
    await expect(grantAdmin('nobody@yarnshop.test')).rejects.toThrow(/No account has the email/);
    await expect(grantAdmin('  ')).rejects.toThrow(/No email given/);
  });
});

describe('search index helpers', () => {
  it('shards entries at most the given size, in order', () => {
    const entries = Array.from({ length: 4500 }, (_, i) => i);
    expect(shardEntries(entries, 2000).map((s) => s.length)).toEqual([2000, 2000, 500]);
    expect(shardEntries(entries, 2000).flat()).toEqual(entries);
    expect(shardEntries([], 2000)).toEqual([]);
    expect(() => shardEntries(entries, 0)).toThrow(RangeError);
  });

  it('turns a good into its tuple, with no line, no catalog and no traits known', () => {
    const good = { articul: 'YA-1001', title: { ua: 'Пряжа', en: 'Yarn' }, category: 'wool', subcategory: 'MerinoWool', outerCategory: 'yarn', kind: 'skeinYarn' as const };
    expect(toSearchEntry('ya-1001', good)).toEqual<SearchEntry>(['ya-1001', 'YA-1001', 'Пряжа', 'Yarn', 'wool', 'MerinoWool', 'yarn', '', '', '', '', '', 'skeinYarn', '', '']);
  });
});
