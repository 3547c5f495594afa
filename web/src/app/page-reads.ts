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
import { getGoodsFirstScreen, goodsFirstScreenKey } from '@/features/catalog/api/read-goods';
import { getOuterCategories, outerCategoriesKey } from '@/features/catalog/api/read-outer-categories';
import { getGood, goodKey } from '@/features/good/api/read-good';
import { getMainPageImages, mainPageImagesKey } from '@/features/home/api/read-main-page-images';
import { matchRoutePattern } from '@/utils/match-route-pattern';

export interface PageRead {
  queryKey: readonly unknown[];
  read: Promise<unknown>;
}

type PageReads = (params: Record<string, string>) => PageRead[];

// Home: the carousel; the special strip reads once its first picture is in (stores/first-picture-store.ts).
const homePage: PageReads = () => [{ queryKey: mainPageImagesKey(), read: getMainPageImages() }];
// A goods list: its catalog, the goods of the first screen only (the page reads the whole list
// once their first picture is in: features/catalog/api/get-goods.ts), and under /outercategory
// the outer categories its breadcrumbs name: read with the rest, the crumb does not show the
// address's word first and then re-render the page with the title.
const goodsList: PageReads = ({ outercategory, category = '', subCategory }) => [
  { queryKey: catalogKey(category), read: getCatalog(category) },
  { queryKey: goodsFirstScreenKey({ category, subCategory }), read: getGoodsFirstScreen({ category, subCategory }) },
  ...(outercategory ? [{ queryKey: outerCategoriesKey(), read: getOuterCategories() }] : []),
];
// A good page: the good, and what its breadcrumbs name (the route reads the address's catalog
// until the good says where it sits, which is the same catalog unless the link is old). Read
// late, they re-rendered the page and moved the gallery down by the crumbs' line (a 0.02 shift).
const goodPage: PageReads = ({ outercategory, category = '', goodId = '' }) => [
  { queryKey: goodKey(goodId), read: getGood(goodId) },
  { queryKey: catalogKey(category), read: getCatalog(category) },
  ...(outercategory ? [{ queryKey: outerCategoriesKey(), read: getOuterCategories() }] : []),
];

// The goods pages' code is asked for here too, by the names web/vite-plugins/page-reads-entry.ts
// gives their chunks in index.html: otherwise it is asked for only once main.tsx has run (the
// plugin says why not the home page's).
type PageCode = 'goodsList' | 'good';
export const PAGE_CODE_META = 'yarn-shop:page-code';

const PAGES: [pattern: string, reads: PageReads, code: PageCode | null][] = [
  [paths.home.path, homePage, null],
  [paths.outerCategoryGoods.path, goodsList, 'goodsList'],
  [paths.catalogGoods.path, goodsList, 'goodsList'],
  [paths.outerCategoryGood.path, goodPage, 'good'],
  [paths.catalogGood.path, goodPage, 'good'],
  [paths.goodsGood.path, goodPage, 'good'],
];

/**
 * Preload links for the page's chunks and stylesheets. Only preloads: the router still imports
 * the page, and Vite's loader then finds the files on their way (the same URL and CORS mode).
 * The development server has no such list, so nothing is preloaded there.
 */
function preloadPageCode(page: PageCode): void {
  const list = document.querySelector<HTMLMetaElement>(`meta[name="${PAGE_CODE_META}"]`)?.content;
  if (!list) return;
  for (const href of (JSON.parse(list) as Partial<Record<PageCode, string[]>>)[page] ?? []) {
    const link = document.createElement('link');
    if (href.endsWith('.css')) {
      link.rel = 'preload';
      link.setAttribute('as', 'style');
    } else {
      link.rel = 'modulepreload';
    }
    link.crossOrigin = '';
    link.href = href;
    document.head.append(link);
  }
}

let started: PageRead[] = [];

/**
 * Whether the page at `pathname` is one of the three, each of which opens with a large picture
 * (the carousel's first slide, a listing's first card, a good's own picture) that what can wait
 * waits for (stores/first-picture-store.ts).
 */
export function opensWithPicture(pathname: string): boolean {
  return PAGES.some(([pattern]) => matchRoutePattern(pattern, pathname) !== null);
}

/** Starts the reads of the page at `pathname`, and its code, if it is one of the three. */
export function startPageReads(pathname: string): void {
  for (const [pattern, reads, code] of PAGES) {
    const params = matchRoutePattern(pattern, pathname);
    if (!params) continue;
    started = reads(params);
    if (code) preloadPageCode(code);
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
