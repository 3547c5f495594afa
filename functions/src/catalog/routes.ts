import { Router } from 'express';
import { asyncRoute } from '../http/async-route';
import { getCategoriesList } from './categories-list';

export function catalogRouter(): Router {
  const router = Router();
  router.get(
    '/api/getcategorieslist',
    asyncRoute(async (_req, res) => {
      const outerCategories = await getCategoriesList();
      // Public and the same for everyone: a short shared cache spares Firestore reads.
      res.set('Cache-Control', 'public, max-age=60, s-maxage=300');
      res.json({ outerCategories });
    }),
  );
  return router;
}
