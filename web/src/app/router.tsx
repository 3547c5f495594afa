import { createBrowserRouter, type RouteObject } from 'react-router-dom';
import { RouteErrorFallback } from '@/components/errors/route-error-fallback';
import { Spinner } from '@/components/ui/spinner/spinner';
import { paths } from '@/config/paths';
import { AppLayout } from './app-layout';
import { staticPageRoutes } from './routes/static-page-routes';
import { catalogueRoutes } from './routes/catalogue-routes';
import { accountRoutes } from './routes/account-routes';
import { ordersRoutes } from './routes/orders-routes';

// Each page is its own chunk, so the home page never downloads code of the others.
// Issue 3 adds the remaining routes of config/paths.ts here.
export const routes: RouteObject[] = [
  {
    path: paths.home.path,
    Component: AppLayout,
    ErrorBoundary: RouteErrorFallback,
    HydrateFallback: Spinner,
    children: [
      {
        index: true,
        lazy: async () => ({ Component: (await import('./routes/home')).HomeRoute }),
      },
      ...staticPageRoutes,
      ...catalogueRoutes,
      ...accountRoutes,
      ...ordersRoutes,
      {
        path: paths.notFound.path,
        lazy: async () => ({ Component: (await import('./routes/not-found')).NotFoundRoute }),
      },
    ],
  },
];

export function createAppRouter() {
  return createBrowserRouter(routes);
}
