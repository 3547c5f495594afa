// The Firestore reads of the page being opened, started by main.tsx next to the page's code and
// the messages, so that the data is on its way before React has rendered anything. They fill the
// React Query cache under the same keys the pages use, so the pages find them there. Only the
// three pages a shopper lands on most (home, a goods list, a good) are worth the bytes.
import { matchPath } from 'react-router-dom';
import type { QueryClient } from '@tanstack/react-query';
import { paths } from '@/config/paths';
import { getCatalogQueryOptions } from '@/features/catalog/api/get-catalog';
import { getGoodsQueryOptions } from '@/features/catalog/api/get-goods';
import { getGoodQueryOptions } from '@/features/good/api/get-good';
import { getMainPageImagesQueryOptions } from '@/features/home/api/get-main-page-images';
import { getSpecialGoodsQueryOptions } from '@/features/home/api/get-special-goods';

type Prefetch = (params: Record<string, string | undefined>) => { queryKey: readonly unknown[] }[];

const homePage: Prefetch = () => [getMainPageImagesQueryOptions(), getSpecialGoodsQueryOptions()];
const goodsList: Prefetch = ({ category = '', subCategory }) => [getCatalogQueryOptions(category), getGoodsQueryOptions({ category, subCategory })];
const goodPage: Prefetch = ({ goodId = '' }) => [getGoodQueryOptions(goodId)];

const PAGES: [pattern: string, prefetch: Prefetch][] = [
  [paths.home.path, homePage],
  [paths.outerCategoryGoods.path, goodsList],
  [paths.catalogGoods.path, goodsList],
  [paths.outerCategoryGood.path, goodPage],
  [paths.catalogGood.path, goodPage],
  [paths.goodsGood.path, goodPage],
];

export function prefetchRouteData(queryClient: QueryClient, pathname: string): void {
  for (const [pattern, prefetch] of PAGES) {
    const match = matchPath(pattern, pathname);
    if (!match) continue;
    // A failed prefetch is forgotten; the page's own query reports the error and offers a retry.
    for (const options of prefetch(match.params)) void queryClient.prefetchQuery(options as Parameters<QueryClient['prefetchQuery']>[0]);
    return;
  }
}
