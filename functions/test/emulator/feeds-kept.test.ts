// The feeds kept in the instance. The Functions emulator keeps nothing (a change shows at the next
// call there), so the feeds' router runs here in this process, as one Cloud Functions instance
// would, against the Firestore emulator for its status. Its catalogue is counted: a request must
// cost no read of it while the kept copy lasts, whatever its query string.
import type { AddressInfo } from 'node:net';
import express from 'express';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FEED_CHANNELS, feedPath } from '@domain/feeds';
import { db } from '../../src/admin';
import { errorHandler } from '../../src/http/error-handler';
import { FEED_CACHE_CONTROL, feedsRouter } from '../../src/feeds/routes';
import type { FeedCatalogue } from '../../src/feeds/feed-offers';
import { smallFeedCatalogue } from '../feed-catalogue';

const servers: ReturnType<express.Express['listen']>[] = [];
// The builds here record their small catalogue's counts: the shop's own status is put back after.
const statusRef = db.doc('siteMeta/feeds');
let shopStatus: FirebaseFirestore.DocumentData | undefined;
beforeAll(async () => {
  shopStatus = (await statusRef.get()).data();
});
afterAll(async () => {
  await Promise.all(servers.map((server) => new Promise((resolve) => server.close(resolve))));
  await (shopStatus ? statusRef.set(shopStatus) : statusRef.delete());
});

/** A router whose catalogue reads are counted, and a catalogue the test may change between them. */
async function serve(keepMs: number): Promise<{ base: string; reads: () => number; goods: FeedCatalogue['goods'][number][] }> {
  const catalogue = smallFeedCatalogue();
  const goods = [...catalogue.goods];
  let reads = 0;
  const readCatalogue = async (): Promise<FeedCatalogue> => {
    reads += 1;
    return { ...catalogue, goods: [...goods] };
  };
  const server = express().use(feedsRouter({ keepMs, readCatalogue })).use(errorHandler).listen(0);
  servers.push(server);
  await new Promise((resolve) => server.once('listening', resolve));
  return { base: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, reads: () => reads, goods };
}

const randomQuery = () => `?${Math.random().toString(36).slice(2)}=${Math.random().toString(36).slice(2)}&utm_source=${Math.random()}`;

async function fetchFeed(base: string, path: string): Promise<string> {
  const res = await fetch(`${base}${path}`);
  expect(res.status).toBe(200);
  expect(res.headers.get('cache-control')).toBe(FEED_CACHE_CONTROL);
  expect(res.headers.get('content-type')).toBe('application/xml; charset=utf-8');
  return res.text();
}

const builtAt = async (channel: string) => (await statusRef.get()).get(`${channel}.builtAt`)?.toMillis() as number | undefined;

describe('feeds kept in the instance', () => {
  it('answers every query string from the same copy: one catalogue read for all four feeds, one status write per build', async () => {
    const { base, reads, goods } = await serve(60_000);
    const first = new Map<string, string>();
    for (const channel of FEED_CHANNELS) first.set(channel, await fetchFeed(base, feedPath(channel)));
    expect(reads()).toBe(1);
    const recorded = new Map(await Promise.all(FEED_CHANNELS.map(async (channel) => [channel, await builtAt(channel)] as const)));
    for (const channel of FEED_CHANNELS) expect(recorded.get(channel), channel).toBeGreaterThan(Date.now() - 60_000);

    // A new good after the first build stays unseen: nothing was read or built again.
    goods.push({ id: 'added-later', good: { ...goods[2]!.good, articul: 'LATER' } });
    for (const channel of FEED_CHANNELS) {
      for (let i = 0; i < 5; i++) expect(await fetchFeed(base, `${feedPath(channel)}${randomQuery()}`)).toBe(first.get(channel));
      expect(await builtAt(channel), channel).toBe(recorded.get(channel));
    }
    expect(reads()).toBe(1);
  });

  it('reads and builds again once the time is up', async () => {
    const { base, reads, goods } = await serve(0);
    goods.push({ id: 'added-later', good: { ...goods[2]!.good, articul: 'LATER' } });
    expect(await fetchFeed(base, '/feeds/google.xml')).toContain('added-later');
    await fetchFeed(base, '/feeds/google.xml');
    expect(reads()).toBe(2);
  });

  it('sends the kept feed gzipped, and unpacked to a fetcher that takes no gzip', async () => {
    const { base } = await serve(60_000);
    const packed = await fetch(`${base}/feeds/rozetka.xml`);
    expect(packed.headers.get('content-encoding')).toBe('gzip');
    expect(packed.headers.get('vary')).toContain('Accept-Encoding');
    const plain = await fetch(`${base}/feeds/rozetka.xml`, { headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(await plain.text()).toBe(await packed.text());
  });

  it('answers an unknown feed with 404', async () => {
    const { base } = await serve(60_000);
    expect((await fetch(`${base}/feeds/yandex.xml`)).status).toBe(404);
  });
});
