// The one HTTP app behind every /auth/* and /api/* call of SPEC.md section 7.
import express from 'express';
import { catalogRouter } from '../catalog/routes';
import { imagesRouter } from '../images/routes';
import { ApiError } from './api-error';
import { errorHandler } from './error-handler';

export function createApp(): express.Express {
  const app = express();
  app.disable('x-powered-by');
  // Personal answers must never sit in a shared cache; public ones override this.
  app.use((_req, res, next) => {
    res.set('Cache-Control', 'no-store');
    next();
  });
  app.use(express.json({ limit: '2mb', strict: true }));

  app.get('/api/health', (_req, res) => {
    res.json({ ok: true });
  });
  app.use(catalogRouter());
  app.use(imagesRouter());

  app.use((req, _res, next) => next(new ApiError(404, 'NOT_FOUND', { path: req.path })));
  app.use(errorHandler);
  return app;
}
