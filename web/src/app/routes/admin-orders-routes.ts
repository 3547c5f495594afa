// The ADMIN's orders manager. Its own chunk: admin code never reaches the home page's bundle.
import type { RouteObject } from 'react-router-dom';
import { paths } from '@/config/paths';
import { adminPage } from './lazy-page';

export const adminOrdersRoutes: RouteObject[] = [
  {
    path: paths.ordersManager.path,
    element: adminPage(async () => (await import('./orders-manager')).OrdersManagerRoute),
  },
  {
    path: paths.printSlips.path,
    element: adminPage(async () => (await import('./print-slips')).PrintSlipsRoute),
  },
];
