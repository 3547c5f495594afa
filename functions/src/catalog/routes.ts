// The public catalogue reads. Their answers are the same for everyone, so each instance keeps them
// (./kept-answer.ts) and the CDN may too: one anonymous request never costs a whole collection's
// read, and no query string, which these calls ignore, makes a new one.
import type { Router } from 'express';
import { z } from 'zod';
import { endpoint, reply, routerOf } from '../http/endpoint';
import { LANGUAGES } from '../model/types';
import { firestoreCatalogReader } from '../model/catalog-reader';
import { keptGoesWith } from '../model/goes-with-catalogue';
import { goesWithSchema } from '@domain/api/goes-with';
import { getCategoriesList } from './categories-list';
import { keptAnswer, publicKeepMs } from '../http/kept-answer';
import { fetchCatalogs, getGoodsArrays, getMainPageImages } from './public-reads';
import { getTranslations } from './translations';
import { keptListingsReader } from './translation-source';

/** A page names a few dozen texts; 200 keys is far above any, and each costs no read anyway. */
const MAX_TRANSLATION_KEYS = 200;
const TranslationsSchema = z.object({
  language: z.enum(LANGUAGES),
  translationKeys: z.array(z.string().min(1).max(200)).max(MAX_TRANSLATION_KEYS),
});

// Browsers may keep an answer for a minute, the CDN for five.
const PUBLIC_CACHE = 'public, max-age=60, s-maxage=300';

interface CatalogRouterOptions {
  /** How long the instance keeps each answer and each translated document. */
  keepMs?: number;
}

export function catalogRouter({ keepMs = publicKeepMs() }: CatalogRouterOptions = {}): Router {
  // The body is kept already serialised: a goods list of thousands is costly to stringify per request.
  const kept = (build: () => Promise<unknown>) => keptAnswer(async () => JSON.stringify(await build()), { ttlMs: keepMs });
  const send = (body: () => Promise<string>, cacheControl?: string) => async () =>
    reply({ raw: await body(), type: 'json', ...(cacheControl ? { headers: { 'Cache-Control': cacheControl } } : {}) });
  // Translations look ids up in listings of the catalogue kept like the answers: a key costs no
  // read of its own, and each listing is read at most once per keeping time (./translation-source.ts).
  const documents = keptListingsReader(firestoreCatalogReader, { ttlMs: keepMs });
  // Every good's suggestions come from one kept copy of the catalogue: an unknown id costs no read.
  const goesWith = keptGoesWith(firestoreCatalogReader, { ttlMs: keepMs });

  return routerOf([
    endpoint({ method: 'get', path: '/api/getcategorieslist', access: 'public', handler: send(kept(async () => ({ outerCategories: await getCategoriesList() })), PUBLIC_CACHE) }),
    endpoint({ method: 'get', path: '/api/fetchcatalogs', access: 'public', handler: send(kept(async () => ({ catalogs: await fetchCatalogs() })), PUBLIC_CACHE) }),
    endpoint({ method: 'get', path: '/api/getgoodsarrays', access: 'public', handler: send(kept(async () => ({ goodsArrays: await getGoodsArrays() })), PUBLIC_CACHE) }),
    // A POST: no CDN keeps it, the instance still does.
    endpoint({ path: '/api/getmainpageimage', access: 'public', handler: send(kept(async () => ({ mainPageImages: await getMainPageImages() }))) }),
    endpoint({ path: '/api/getgoeswith', access: 'public', schema: goesWithSchema, handler: async ({ goodId }) => goesWith(goodId) }),
    endpoint({
      path: '/api/gettranslations',
      access: 'public',
      schema: TranslationsSchema,
      handler: async ({ language, translationKeys }) => ({ translations: await getTranslations(language, translationKeys, documents) }),
    }),
  ]);
}
