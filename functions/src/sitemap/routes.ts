import { Router } from 'express';
import { shopOriginOf } from '../auth/action-links';
import { keptAnswer, publicKeepMs } from '../catalog/kept-answer';
import { asyncRoute } from '../http/async-route';
import { requireAdmin } from '../http/auth';
import { emptyBody } from '../http/validate';
import { buildSitemap, storedSitemap } from './sitemap';

export function sitemapRouter({ keepMs = publicKeepMs() }: { keepMs?: number } = {}): Router {
  // Until an ADMIN first builds it, the site map is built on first use from every good: callers
  // share that build and the instance keeps the answer, so a flood of requests costs one scan.
  const kept = new Map<string, () => Promise<string>>(); // one per shop origin, a handful
  const sitemapFor = (origin: string) => kept.get(origin) ?? kept.set(origin, keptAnswer(() => storedSitemap(origin), { ttlMs: keepMs })).get(origin)!;
  const router = Router();
  router.post(
    '/api/buildsitemap',
    requireAdmin,
    emptyBody,
    asyncRoute(async (req, res) => {
      const { urlCount } = await buildSitemap(shopOriginOf(req));
      res.json({ urlCount });
    }),
  );
  router.get(
    '/sitemap.xml',
    asyncRoute(async (req, res) => {
      res.set({ 'Content-Type': 'application/xml; charset=utf-8', 'Cache-Control': 'public, max-age=3600' });
      res.send(await sitemapFor(shopOriginOf(req))());
    }),
  );
  return router;
}
