// The back-in-stock mails' link pages, their own lazy chunk: only a mail's reader loads it.
import type { RouteObject } from 'react-router-dom';
import { paths } from '@/config/paths';
import { lazyPage } from './lazy-page';

const page = () => import('@/features/stock-watch/components/stock-watch-link-page');

export const stockWatchRoutes: RouteObject[] = [
  { path: paths.stockWatchConfirm.path, element: lazyPage(async () => (await page()).StockWatchConfirmPage) },
  { path: paths.stockWatchUnsubscribe.path, element: lazyPage(async () => (await page()).StockWatchUnsubscribePage) },
];
