// The Firestore reads of the page being opened. index.html's first script (start-page-reads.ts)
// starts them as soon as Firebase has arrived, while React, the router and the page's code are
// still downloading: before, they waited for all of that and for main.tsx to run, and the
// page's first picture waited for them. main.tsx then hands them to the query cache under the
// keys the pages use, so the pages find their data there.
//
// Nothing here may import React (or a module that does): this file's graph is the first script's.
// web/vite.config.ts keeps these modules in a chunk of their own ('reads'), and the build fails
// if that script's graph ever holds React (web/vite-plugins/page-reads-entry.ts).
// Only the three pages a shopper lands on most (home, a goods list, a good) are worth it.
import type { QueryClient } from '@tanstack/react-query';
import { paths } from '@/config/paths';
import { catalogKey, getCatalog } from '@/features/catalog/api/read-catalog';
import { getGoods, goodsKey } from '@/features/catalog/api/read-goods';
import { getGood, goodKey } from '@/features/good/api/read-good';
import { getMainPageImages, mainPageImagesKey } from '@/features/home/api/read-main-page-images';
import { getSpecialGoods, SPECIAL_GOODS_LIMIT, specialGoodsKey } from '@/features/home/api/read-special-goods';
import { matchRoutePattern } from '@/utils/match-route-pattern';

export interface PageRead {
  queryKey: readonly unknown[];
  read: Promise<unknown>;
}

type PageReads = (params: Record<string, string>) => PageRead[];

const homePage: PageReads = () => [
  { queryKey: mainPageImagesKey(), read: getMainPageImages() },
  { queryKey: specialGoodsKey(), read: getSpecialGoods({ max: SPECIAL_GOODS_LIMIT }) },
];
const goodsList: PageReads = ({ category = '', subCategory }) => [
  { queryKey: catalogKey(category), read: getCatalog(category) },
  { queryKey: goodsKey({ category, subCategory }), read: getGoods({ category, subCategory }) },
];
const goodPage: PageReads = ({ goodId = '' }) => [{ queryKey: goodKey(goodId), read: getGood(goodId) }];

const PAGES: [pattern: string, reads: PageReads][] = [
  [paths.home.path, homePage],
  [paths.outerCategoryGoods.path, goodsList],
  [paths.catalogGoods.path, goodsList],
  [paths.outerCategoryGood.path, goodPage],
  [paths.catalogGood.path, goodPage],
  [paths.goodsGood.path, goodPage],
];

let started: PageRead[] = [];

/** Starts the reads of the page at `pathname`, if it is one of the three. */
export function startPageReads(pathname: string): void {
  for (const [pattern, reads] of PAGES) {
    const params = matchRoutePattern(pattern, pathname);
    if (!params) continue;
    started = reads(params);
    // Until the query cache takes a read over, its failure is nobody's to report: the page's own
    // query reports it and offers a retry.
    for (const { read } of started) read.catch(() => undefined);
    return;
  }
}

/** Puts the started reads into the query cache, once; a failed one is refetched by its page. */
export function handPageReadsTo(queryClient: QueryClient): void {
  for (const { queryKey, read } of started) void queryClient.prefetchQuery({ queryKey, queryFn: () => read });
  started = [];
}
