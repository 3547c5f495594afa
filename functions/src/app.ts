// The one HTTP app behind every /auth/* and /api/* call (docs/api.md).
import express from 'express';
import { authRouter } from './auth/routes';
import { callbacksRouter } from './callbacks/routes';
import { catalogRouter } from './catalog/routes';
import { catalogAdminRouter } from './catalog-admin/routes';
import { imagesRouter } from './image-api/routes';
import { uploadRouter } from './image-api/upload-routes';
import { mainImagesRouter } from './main-images/routes';
import { sitemapRouter } from './sitemap/routes';
import { feedsRouter } from './feeds/routes';
import { goodsSyncRouter } from './goods-sync/routes';
import { ordersRouter } from './orders/routes';
import { orderExportsRouter } from './order-exports/routes';
import { deliveryRouter } from './delivery/routes';
import { shopSettingsRouter } from './shop-settings/routes';
import { shippingRouter } from './shipping/routes';
import { cardPaymentsRouter } from './card-payments/routes';
import { stockWatchRouter } from './stock-watch/routes';
import { ownerFiguresRouter } from './owner-figures/routes';
import { ownerAlertsRouter } from './owner-alerts/routes';
import { auditLogRouter } from './audit-log/routes';
import { binRouter } from './bin-admin/routes';
import { ApiError } from './http/api-error';
import { errorHandler } from './http/error-handler';
import { keepRawBody } from './http/raw-body';
import { sameOriginCors, securityHeaders } from './http/security';

export function createApp(): express.Express {
  const app = express();
  app.disable('x-powered-by');
  // Personal answers must never sit in a shared cache; public ones override this.
  app.use((_req, res, next) => {
    res.set('Cache-Control', 'no-store');
    next();
  });
  app.use(securityHeaders);
  app.use(sameOriginCors);
  // The raw bytes are kept as the Functions runtime keeps them: a payment notice is checked by its signature over them.
  app.use(express.json({ limit: '2mb', strict: true, verify: keepRawBody }));

  app.get('/api/health', (_req, res) => {
    res.json({ ok: true });
  });
  const routers = [authRouter(), catalogRouter(), catalogAdminRouter(), imagesRouter(), uploadRouter(), mainImagesRouter(), sitemapRouter(),
    goodsSyncRouter(), callbacksRouter(), ordersRouter(), orderExportsRouter(), deliveryRouter(), shopSettingsRouter(), shippingRouter(), cardPaymentsRouter(),
    stockWatchRouter(), ownerFiguresRouter(), ownerAlertsRouter(), auditLogRouter(), binRouter()];
  for (const router of routers) app.use(router);
  app.use(feedsRouter());

  app.use((req, _res, next) => next(new ApiError(404, 'NOT_FOUND', { path: req.path })));
  app.use(errorHandler);
  return app;
}
