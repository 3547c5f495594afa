import { createElement } from 'react';
import { matchRoutes, useRoutes, type RouteObject } from 'react-router-dom';
import { paths } from '@/config/paths';
import { AppLayout } from './app-layout';
import { accountRoutes } from './routes/account-routes';
import { adminRoutes } from './routes/admin-routes';
import { adminOrdersRoutes } from './routes/admin-orders-routes';
import { catalogRoutes } from './routes/catalog-routes';
import { lazyPage, preloadPage } from './routes/lazy-page';
import { ordersRoutes } from './routes/orders-routes';
import { staticPageRoutes } from './routes/static-page-routes';
import { stockWatchRoutes } from './routes/stock-watch-routes';

// Each page is its own chunk, so the home page never downloads code of the others.
const routes: RouteObject[] = [
  {
    path: paths.home.path,
    element: createElement(AppLayout),
    children: [
      { index: true, element: lazyPage(async () => (await import('./routes/home')).HomeRoute) },
      ...staticPageRoutes,
      ...catalogRoutes,
      ...accountRoutes,
      ...stockWatchRoutes,
      ...ordersRoutes,
      ...adminOrdersRoutes,
      ...adminRoutes,
      { path: paths.notFound.path, element: lazyPage(async () => (await import('./routes/not-found')).NotFoundRoute) },
    ],
  },
];

/** The shop's pages, inside whichever router surrounds them (BrowserRouter in the app, MemoryRouter in tests). */
export function AppRoutes() {
  return useRoutes(routes);
}

/**
 * Starts fetching the code of the pages that will show `pathname`, before React renders them;
 * settles once it has arrived (or failed).
 */
export async function preloadRoute(pathname: string): Promise<void> {
  await Promise.all((matchRoutes(routes, pathname) ?? []).map((match) => preloadPage(match.route.element)));
}
