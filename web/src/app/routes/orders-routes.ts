// Routes of the ordering flow: checkout, the card payment's return and the guest's orders. Each page is its own chunk.
import type { RouteObject } from 'react-router-dom';
import { paths } from '@/config/paths';
import { lazyPage } from './lazy-page';

export const ordersRoutes: RouteObject[] = [
  {
    path: paths.makeOrder.path,
    element: lazyPage(async () => (await import('./make-order')).MakeOrderRoute),
  },
  {
    path: paths.unregisteredUserPage.path,
    element: lazyPage(async () => (await import('./unregistered-user-page')).UnregisteredUserPageRoute),
  },
  {
    path: paths.paymentReturn.path,
    element: lazyPage(async () => (await import('./payment-return')).PaymentReturnRoute),
  },
];
