// The product feeds on the seeded catalogue, fetched through Hosting as a channel fetches them:
// well-formed XML, every field the channel requires on every offer, absolute addresses, a name
// with & and < escaped, archived goods absent, a discount as a sale price, and the ADMIN's status.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FEED_CHANNELS, feedPath, type FeedChannel, type FeedStatus } from '@domain/feeds';
import { db } from '../../src/admin';
import { FEED_CACHE_CONTROL } from '../../src/feeds/routes';
import { bearer, createTestUser, type TestUser } from '../auth-tokens';
import { ownGoodDoc } from '../good-doc';
import { listedGood } from '../listed-goods';
import { SHOP_URL } from '../shop-url';
import { readFeed, type ReadFeed } from '../feed-checks';

const run = Date.now().toString(36);
const ids = { escaped: `feed-amp-${run}`, archived: `feed-archived-${run}`, discounted: `feed-sale-${run}` };
const ESCAPED_NAME = `Пряжа «Тест» & <нитки> ${run}`;
let admin: TestUser;
let shopper: TestUser;

beforeAll(async () => {
  [admin, shopper] = await Promise.all([createTestUser('admin'), createTestUser('user')]);
  // The test's goods sit where a seeded good sits, with its picture, so the storefront lists them.
  const seeded = (await listedGood(db, (goods) => goods.where('kind', '==', 'skeinYarn'))).data();
  const place = { outerCategory: seeded.outerCategory, category: seeded.category, subcategory: seeded.subcategory, mainImage: seeded.mainImage, images: seeded.images };
  await Promise.all([
    db.collection('goods').doc(ids.escaped).set(ownGoodDoc(ids.escaped, seeded.category, { ...place, title: { ua: ESCAPED_NAME, en: `Test & <yarn> ${run}` } })),
    db.collection('goods').doc(ids.archived).set(ownGoodDoc(ids.archived, seeded.category, { ...place, archived: true })),
    db.collection('goods').doc(ids.discounted).set(ownGoodDoc(ids.discounted, seeded.category, { ...place, price: 165, discount: { hasDiscount: true, amount: 20 } })),
  ]);
});

afterAll(async () => {
  await Promise.all(Object.values(ids).map((id) => db.collection('goods').doc(id).delete()));
});

/** What the storefront shows and a channel takes: on sale, in a catalog, with a picture. */
async function expectedIds(inStockOnly: boolean): Promise<string[]> {
  const [goods, catalogs] = await Promise.all([db.collection('goods').where('archived', '==', false).get(), db.collection('catalogs').get()]);
  const listed = new Set(catalogs.docs.map((doc) => doc.id));
  return goods.docs
    .filter((doc) => listed.has(doc.get('category') as string) && Boolean(doc.get('mainImage') ?? (doc.get('images') as string[] | undefined)?.[0]))
    .filter((doc) => !inStockOnly || (doc.get('quantity') as number) > 0)
    .map((doc) => doc.id)
    .sort();
}

async function fetchFeed(channel: FeedChannel, query = ''): Promise<{ xml: string; feed: ReadFeed }> {
  const res = await fetch(`${SHOP_URL}${feedPath(channel)}${query}`);
  expect(res.status).toBe(200);
  expect(res.headers.get('content-type')).toMatch(/^application\/xml/);
  expect(res.headers.get('cache-control')).toBe(FEED_CACHE_CONTROL);
  const xml = await res.text();
  return { xml, feed: readFeed(channel, xml, SHOP_URL) };
}

/** The build's minute is the one part a rebuild may change: the emulator keeps nothing. */
const withoutDate = (xml: string) => xml.replace(/date="[^"]*"/, '').replace(/<date>[^<]*<\/date>/, '');

describe.each(FEED_CHANNELS)('the %s feed through Hosting', (channel) => {
  let xml = '';
  let feed: ReadFeed;
  beforeAll(async () => {
    ({ xml, feed } = await fetchFeed(channel));
  });

  it('is well-formed, with every required field on every offer, for every good on sale', async () => {
    expect(feed.missing).toEqual([]);
    expect(feed.offers.map((offer) => offer.id).sort()).toEqual(await expectedIds(channel === 'hotline'));
    expect(feed.offers.length).toBeGreaterThanOrEqual(300);
  });

  it('escapes a name with & and <, leaves archived goods out, and prices a discount as a sale', () => {
    expect(xml).toContain('Пряжа «Тест» &amp; &lt;нитки&gt;');
    expect(feed.offers.find((offer) => offer.id === ids.escaped)?.name).toBe(ESCAPED_NAME);
    expect(feed.offers.map((offer) => offer.id)).not.toContain(ids.archived);
    expect(feed.offers.find((offer) => offer.id === ids.discounted)).toMatchObject({ price: 132, oldPrice: 165 });
  });

  it('gives the same answer whatever the query string', async () => {
    const again = await fetchFeed(channel, `?utm_source=${Math.random().toString(36).slice(2)}&${run}=1`);
    expect(withoutDate(again.xml)).toBe(withoutDate(xml));
  });
});

describe('the feeds’ status', () => {
  const status = (user: TestUser | null) => fetch(`${SHOP_URL}/api/getfeedstatus`, { method: 'POST', headers: bearer(user) });

  it('is refused to a guest (401) and to a shopper (403)', async () => {
    expect((await status(null)).status).toBe(401);
    expect((await status(shopper)).status).toBe(403);
  });

  it('shows the ADMIN each feed’s address, its offers and when it was last built', async () => {
    const built = new Map<string, number>();
    for (const channel of FEED_CHANNELS) built.set(channel, (await fetchFeed(channel)).feed.offers.length);
    const res = await status(admin);
    expect(res.status).toBe(200);
    const { feeds } = (await res.json()) as { feeds: FeedStatus[] };
    expect(feeds.map((feed) => feed.channel)).toEqual([...FEED_CHANNELS]);
    for (const feed of feeds) {
      expect(feed.url).toBe(`${SHOP_URL}${feedPath(feed.channel)}`);
      expect(feed.lastBuild?.offers, feed.channel).toBe(built.get(feed.channel));
      expect(Date.now() - Date.parse(feed.lastBuild!.builtAt)).toBeLessThan(120_000);
    }
  });
});
