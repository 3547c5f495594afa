// A product feed's build time over 10 000 goods, in this process: the builder alone, from a
// catalogue already in memory as an API instance keeps it (functions/src/feeds/). Each colour has
// three pictures, six params and a description of some 300 characters, so the XML is a real
// shop's size. One build warms the JIT up; the next five are timed. The gzip an instance keeps
// the feed in (functions/src/feeds/routes.ts) is timed apart.
import { gzipSync } from 'node:zlib';
import { FEED_CHANNELS } from '@domain/feeds.ts';
import { buildFeed } from '../../functions/src/feeds/feed-channels.ts';
import { FEED_ORIGIN, largeFeedCatalogue } from '../../functions/test/feed-catalogue.ts';
import type { Row } from './report.ts';
import { median } from './stats.ts';

const GOODS = 10_000;
const ROUNDS = 5;

export function feedRows(): Row[] {
  const catalogue = largeFeedCatalogue(GOODS);
  const shop = { name: 'Крамниця пряжі', company: 'Крамниця пряжі', origin: FEED_ORIGIN };
  return FEED_CHANNELS.map((channel) => {
    const times: number[] = [];
    let built = buildFeed(channel, catalogue, shop, new Date());
    for (let round = 0; round < ROUNDS; round += 1) {
      const started = performance.now();
      built = buildFeed(channel, catalogue, shop, new Date());
      times.push(performance.now() - started);
    }
    const megabytes = Buffer.byteLength(built.xml) / 1024 / 1024;
    const zipStarted = performance.now();
    const gzipped = gzipSync(Buffer.from(built.xml, 'utf8'), { level: 6 });
    const gzipMs = performance.now() - zipStarted;
    const gzipMegabytes = gzipped.length / 1024 / 1024;
    const data = { goods: GOODS, offers: built.offers, medianMs: median(times), maxMs: Math.max(...times), megabytes, gzipMs, gzipMegabytes };
    return {
      section: `Feed build (in process, ${GOODS} goods)`,
      metric: `/feeds/${channel}.xml`,
      value: `median ${data.medianMs.toFixed(0)} ms (max ${data.maxMs.toFixed(0)}) of ${ROUNDS}; ${data.offers} offers, ${megabytes.toFixed(1)} MB; gzip ${gzipMs.toFixed(0)} ms to ${gzipMegabytes.toFixed(1)} MB`,
      data,
    };
  });
}
