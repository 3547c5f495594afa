import { Router } from 'express';
import { shopOriginOf } from '../auth/action-links';
import { asyncRoute } from '../http/async-route';
import { requireAdmin } from '../http/auth';
import { emptyBody } from '../http/validate';
import { buildSitemap, storedSitemap } from './sitemap';

export function sitemapRouter(): Router {
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
      res.send(await storedSitemap(shopOriginOf(req)));
    }),
  );
  return router;
}
