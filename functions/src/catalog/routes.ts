import { Router } from 'express';
import { z } from 'zod';
import { asyncRoute } from '../http/async-route';
import { emptyBody, parseBody } from '../http/validate';
import { LANGUAGES } from '../model/types';
import { getCategoriesList } from './categories-list';
import { fetchCatalogs, getGoodsArrays, getMainPageImages } from './public-reads';
import { getTranslations } from './translations';

const TranslationsSchema = z.object({
  language: z.enum(LANGUAGES),
  translationKeys: z.array(z.string().min(1).max(200)).max(500),
});

// Public and the same for everyone: a short shared cache spares Firestore reads.
const PUBLIC_CACHE = 'public, max-age=60, s-maxage=300';

export function catalogRouter(): Router {
  const router = Router();
  router.get(
    '/api/getcategorieslist',
    asyncRoute(async (_req, res) => {
      res.set('Cache-Control', PUBLIC_CACHE).json({ outerCategories: await getCategoriesList() });
    }),
  );
  router.get(
    '/api/fetchcatalogs',
    asyncRoute(async (_req, res) => {
      res.set('Cache-Control', PUBLIC_CACHE).json({ catalogs: await fetchCatalogs() });
    }),
  );
  router.get(
    '/api/getgoodsarrays',
    asyncRoute(async (_req, res) => {
      res.set('Cache-Control', PUBLIC_CACHE).json({ goodsArrays: await getGoodsArrays() });
    }),
  );
  router.post(
    '/api/getmainpageimage',
    emptyBody,
    asyncRoute(async (_req, res) => {
      res.json({ mainPageImages: await getMainPageImages() });
    }),
  );
  router.post(
    '/api/gettranslations',
    asyncRoute(async (req, res) => {
      const { language, translationKeys } = parseBody(TranslationsSchema, req.body);
      res.json({ translations: await getTranslations(language, translationKeys) });
    }),
  );
  return router;
}
