// Routes of the ordering flow: checkout and the guest's orders. Each page is its own chunk.
import type { RouteObject } from 'react-router-dom';
import { paths } from '@/config/paths';

export const ordersRoutes: RouteObject[] = [
  {
    path: paths.makeOrder.path,
    lazy: async () => ({ Component: (await import('./make-order')).MakeOrderRoute }),
  },
  {
    path: paths.unregisteredUserPage.path,
    lazy: async () => ({ Component: (await import('./unregistered-user-page')).UnregisteredUserPageRoute }),
  },
];
