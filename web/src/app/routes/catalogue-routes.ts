// The catalogue's routes (SPEC.md section 2): outer categories, catalogs, goods lists, good pages
// and search results. Each page is its own lazy chunk.
import type { RouteObject } from 'react-router-dom';
import { paths } from '@/config/paths';

const outerCategory = async () => ({ Component: (await import('./catalogue/outer-category-route')).OuterCategoryRoute });
const catalog = async () => ({ Component: (await import('./catalogue/catalog-route')).CatalogRoute });
const goodsList = async () => ({ Component: (await import('./catalogue/goods-list-route')).GoodsListRoute });
const good = async () => ({ Component: (await import('./catalogue/good-route')).GoodRoute });
const categoryGoods = async () => ({ Component: (await import('./catalogue/category-goods-route')).CategoryGoodsRoute });
const search = async () => ({ Component: (await import('./catalogue/search-route')).SearchRoute });

export const catalogueRoutes: RouteObject[] = [
  { path: paths.outerCategory.path, lazy: outerCategory },
  { path: paths.outerCategoryCatalog.path, lazy: catalog },
  { path: paths.outerCategoryGoods.path, lazy: goodsList },
  { path: paths.outerCategoryGood.path, lazy: good },
  { path: paths.catalog.path, lazy: catalog },
  { path: paths.catalogGoods.path, lazy: goodsList },
  { path: paths.catalogGood.path, lazy: good },
  { path: paths.goodsSearch.path, lazy: search },
  { path: paths.goods.path, lazy: categoryGoods },
  { path: paths.goodsGood.path, lazy: good },
];
