import { createBrowserRouter, type RouteObject } from 'react-router-dom';
import { RouteErrorFallback } from '@/components/errors/route-error-fallback';
import { MainLayout } from '@/components/layouts/main-layout';
import { Spinner } from '@/components/ui/spinner/spinner';
import { paths } from '@/config/paths';

// Each page is its own chunk, so the home page never downloads code of the others.
// Issue 3 adds the remaining routes of config/paths.ts here.
export const routes: RouteObject[] = [
  {
    path: paths.home.path,
    Component: MainLayout,
    ErrorBoundary: RouteErrorFallback,
    HydrateFallback: Spinner,
    children: [
      {
        index: true,
        lazy: async () => ({ Component: (await import('./routes/home')).HomeRoute }),
      },
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
