import type { Router } from 'express';
import { shopOriginOf } from '../http/shop-origin';
import { keptAnswer, publicKeepMs } from '../http/kept-answer';
import { endpoint, reply, routerOf } from '../http/endpoint';
import { buildSitemap, storedSitemap } from './sitemap';

export function sitemapRouter({ keepMs = publicKeepMs() }: { keepMs?: number } = {}): Router {
  // Until an ADMIN first builds it, the site map is built on first use from every good: callers
  // share that build and the instance keeps the answer, so a flood of requests costs one scan.
  const kept = new Map<string, () => Promise<string>>(); // one per shop origin, a handful
  const sitemapFor = (origin: string) => kept.get(origin) ?? kept.set(origin, keptAnswer(() => storedSitemap(origin), { ttlMs: keepMs })).get(origin)!;
  return routerOf([
    endpoint({
      path: '/api/buildsitemap',
      access: 'admin',
      handler: async (_body, call) => ({ urlCount: (await buildSitemap(shopOriginOf(call.header))).urlCount }),
    }),
    endpoint({
      method: 'get',
      path: '/sitemap.xml',
      access: 'public',
      handler: async (_body, call) =>
        reply({
          headers: { 'Content-Type': 'application/xml; charset=utf-8', 'Cache-Control': 'public, max-age=3600' },
          raw: await sitemapFor(shopOriginOf(call.header))(),
        }),
    }),
  ]);
}
