// The public catalogue reads. Their answers are the same for everyone, so each instance keeps them
// (./kept-answer.ts) and the CDN may too: one anonymous request never costs a whole collection's
// read, and no query string, which these calls ignore, makes a new one.
import { Router } from 'express';
import { z } from 'zod';
import { asyncRoute } from '../http/async-route';
import { emptyBody, parseBody } from '../http/validate';
import { LANGUAGES } from '../model/types';
import { adminCatalogueReader } from '../ssr/admin-catalogue-reader';
import { cachedCatalogueReader } from '../ssr/cached-catalogue-reader';
import { getCategoriesList } from './categories-list';
import { keptAnswer, publicKeepMs } from './kept-answer';
import { fetchCatalogs, getGoodsArrays, getMainPageImages } from './public-reads';
import { getTranslations } from './translations';

const TranslationsSchema = z.object({
  language: z.enum(LANGUAGES),
  translationKeys: z.array(z.string().min(1).max(200)).max(500),
});

// Browsers may keep an answer for a minute, the CDN for five.
const PUBLIC_CACHE = 'public, max-age=60, s-maxage=300';
/** Documents the translations keep, least recently used out first: a few MB at most. */
const TRANSLATION_DOCUMENTS = 5_000;

export interface CatalogRouterOptions {
  /** How long the instance keeps each answer and each translated document. */
  keepMs?: number;
}

export function catalogRouter({ keepMs = publicKeepMs() }: CatalogRouterOptions = {}): Router {
  // The body is kept already serialised: a goods list of thousands is costly to stringify per request.
  const kept = (build: () => Promise<unknown>) => keptAnswer(async () => JSON.stringify(await build()), { ttlMs: keepMs });
  const send = (body: () => Promise<string>, cacheControl?: string) =>
    asyncRoute(async (_req, res) => {
      const json = await body();
      if (cacheControl) res.set('Cache-Control', cacheControl);
      res.type('json').send(json);
    });
  // Keys name documents, not whole collections; kept apart from the answers, so a flood of random
  // keys can push out only other documents.
  const documents = cachedCatalogueReader(adminCatalogueReader, { ttlMs: keepMs, maxEntries: TRANSLATION_DOCUMENTS });

  const router = Router();
  router.get('/api/getcategorieslist', send(kept(async () => ({ outerCategories: await getCategoriesList() })), PUBLIC_CACHE));
  router.get('/api/fetchcatalogs', send(kept(async () => ({ catalogs: await fetchCatalogs() })), PUBLIC_CACHE));
  router.get('/api/getgoodsarrays', send(kept(async () => ({ goodsArrays: await getGoodsArrays() })), PUBLIC_CACHE));
  // A POST: no CDN keeps it, the instance still does.
  router.post('/api/getmainpageimage', emptyBody, send(kept(async () => ({ mainPageImages: await getMainPageImages() }))));
  router.post(
    '/api/gettranslations',
    asyncRoute(async (req, res) => {
      const { language, translationKeys } = parseBody(TranslationsSchema, req.body);
      res.json({ translations: await getTranslations(language, translationKeys, documents) });
    }),
  );
  return router;
}
