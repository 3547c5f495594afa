// The catalog's routes (docs/product.md, "Routes"): outer categories, catalogs, goods lists, good pages
// and search results. Each page is its own lazy chunk.
import type { RouteObject } from 'react-router-dom';
import { paths } from '@/config/paths';
import { lazyPage } from './lazy-page';

const outerCategory = async () => (await import('./catalog/outer-category-route')).OuterCategoryRoute;
const catalog = async () => (await import('./catalog/catalog-route')).CatalogRoute;
const goodsList = async () => (await import('./catalog/goods-list-route')).GoodsListRoute;
const good = async () => (await import('./catalog/good-route')).GoodRoute;
const categoryGoods = async () => (await import('./catalog/category-goods-route')).CategoryGoodsRoute;
const search = async () => (await import('./catalog/search-route')).SearchRoute;

export const catalogRoutes: RouteObject[] = [
  { path: paths.outerCategory.path, element: lazyPage(outerCategory) },
  { path: paths.outerCategoryCatalog.path, element: lazyPage(catalog) },
  { path: paths.outerCategoryGoods.path, element: lazyPage(goodsList) },
  { path: paths.outerCategoryGood.path, element: lazyPage(good) },
  { path: paths.catalog.path, element: lazyPage(catalog) },
  { path: paths.catalogGoods.path, element: lazyPage(goodsList) },
  { path: paths.catalogGood.path, element: lazyPage(good) },
  { path: paths.goodsSearch.path, element: lazyPage(search) },
  { path: paths.goods.path, element: lazyPage(categoryGoods) },
  { path: paths.goodsGood.path, element: lazyPage(good) },
];
