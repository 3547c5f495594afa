// The product feeds at their fixed addresses (/feeds/<channel>.xml, through Hosting) and their
// status for the ADMIN. An instance reads the catalogue once for every feed and keeps it, and
// keeps each feed it built: the query string is never read, so a stranger's random ones are
// answered from the same copy without a read (docs/security.md, "Expensive input").
import { gunzipSync, gzipSync } from 'node:zlib';
import type { Router } from 'express';
import { FEED_CHANNELS, feedPath, type FeedChannel } from '@domain/feeds';
import { config } from '../config';
import { endpoint, reply, routerOf } from '../http/endpoint';
import { keptAnswer } from '../http/kept-answer';
import { buildFeed } from './feed-channels';
import { SHOP_COMPANY, SHOP_NAME, type FeedShop } from './feed-shop';
import type { FeedCatalogue } from './feed-offers';
import { readFeedCatalogue } from './feed-source';
import { readFeedStatus, recordFeedBuild } from './feed-status';

/** The CDN keeps a feed 15 minutes, browsers 5; the channels fetch theirs hourly or daily. */
export const FEED_CACHE_CONTROL = 'public, max-age=300, s-maxage=900';
const FEED_HEADERS = { 'Content-Type': 'application/xml; charset=utf-8', 'Cache-Control': FEED_CACHE_CONTROL, Vary: 'Accept-Encoding' };
/** How long an instance keeps the catalogue and the feeds: 15 minutes; nothing on the emulators, where a change shows at once. */
const feedKeepMs = (): number => (config.isEmulator ? 0 : 15 * 60_000);

interface FeedsRouterOptions {
  keepMs?: number;
  /** Where the catalogue comes from; the tests and the bench give their own. */
  readCatalogue?: typeof readFeedCatalogue;
  now?: () => Date;
}

export function feedsRouter({ keepMs = feedKeepMs(), readCatalogue = readFeedCatalogue, now = () => new Date() }: FeedsRouterOptions = {}): Router {
  // The addresses in a feed are the configured public origin's, never the caller's: the CDN hands
  // one copy to everyone.
  const shop: FeedShop = { name: SHOP_NAME, company: SHOP_COMPANY, origin: config.shopOrigin };
  const catalogue = keptAnswer(readCatalogue, { ttlMs: keepMs });
  // A feed is built once per kept catalogue, so it is never older than the catalogue it shows:
  // at most the keeping time, plus the CDN's.
  const built = new Map<FeedChannel, { from: FeedCatalogue; gzipped: Promise<Buffer> }>();
  const build = async (channel: FeedChannel, from: FeedCatalogue): Promise<Buffer> => {
    const feed = buildFeed(channel, from, shop, now());
    // The status is news for the ADMIN only: a failed write must not cost the channel its feed.
    await recordFeedBuild(channel, feed.offers).catch((error: unknown) => console.error(`feed status of ${channel} not recorded`, error));
    // Kept and sent gzipped: a feed of 10 000 goods is some 20 MB of XML and a tenth of that
    // compressed, in the instance's memory and on the wire (the CDN passes the encoding on).
    return gzipSync(Buffer.from(feed.xml, 'utf8'), { level: 6 });
  };
  const feedOf = async (channel: FeedChannel): Promise<Buffer> => {
    const from = await catalogue();
    const kept = built.get(channel);
    if (kept?.from === from) return kept.gzipped;
    const gzipped = build(channel, from);
    built.set(channel, { from, gzipped });
    // A failed build is not kept: the next request tries again.
    gzipped.catch(() => {
      if (built.get(channel)?.gzipped === gzipped) built.delete(channel);
    });
    return gzipped;
  };

  return routerOf([
    ...FEED_CHANNELS.map((channel) =>
      endpoint({
        method: 'get',
        path: feedPath(channel),
        access: 'public',
        handler: async (_body, call) => {
          const gzipped = await feedOf(channel);
          // A fetcher that takes no gzip is rare: it gets the feed unpacked for it alone.
          const acceptsGzip = /\bgzip\b/i.test(call.header('accept-encoding') ?? '');
          return reply({
            headers: { ...FEED_HEADERS, ...(acceptsGzip ? { 'Content-Encoding': 'gzip' } : {}) },
            raw: acceptsGzip ? gzipped : gunzipSync(gzipped),
          });
        },
      }),
    ),
    endpoint({ path: '/api/getfeedstatus', access: 'admin', handler: async () => ({ feeds: await readFeedStatus(config.shopOrigin) }) }),
  ]);
}
