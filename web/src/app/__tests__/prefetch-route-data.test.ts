import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { getCatalogQueryOptions } from '@/features/catalog/api/get-catalog';
import { getGoodsQueryOptions } from '@/features/catalog/api/get-goods';
import { getGoodQueryOptions } from '@/features/good/api/get-good';
import { getMainPageImagesQueryOptions } from '@/features/home/api/get-main-page-images';
import { getSpecialGoodsQueryOptions } from '@/features/home/api/get-special-goods';
import { prefetchRouteData } from '../prefetch-route-data';

// Only the keys matter here: they must be the ones the pages read, so the pages find the data.
// The reads themselves never answer (no Firestore in jsdom) and are cancelled after each test.
vi.mock('firebase/firestore/lite', async (original) => ({
  ...(await original<typeof import('firebase/firestore/lite')>()),
  getDocs: () => new Promise(() => undefined),
  getDoc: () => new Promise(() => undefined),
}));
let client: QueryClient;
afterEach(async () => {
  await client.cancelQueries();
  client.clear();
});

function keysFor(pathname: string): string[] {
  client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  prefetchRouteData(client, pathname);
  return client.getQueryCache().findAll().map((query) => JSON.stringify(query.queryKey)).sort();
}

const key = (options: { queryKey: readonly unknown[] }) => JSON.stringify(options.queryKey);

describe('prefetchRouteData', () => {
  it('starts the home page reads: carousel and special strip', () => {
    expect(keysFor('/')).toEqual([key(getMainPageImagesQueryOptions()), key(getSpecialGoodsQueryOptions())].sort());
  });

  it('starts a goods list reads: the catalog and its goods', () => {
    expect(keysFor('/outercategory/yarn/merino/allgoods')).toEqual(
      [key(getCatalogQueryOptions('merino')), key(getGoodsQueryOptions({ category: 'merino', subCategory: 'allgoods' }))].sort(),
    );
    expect(keysFor('/catalog/hooks/SteelHooks')).toEqual(
      [key(getCatalogQueryOptions('hooks')), key(getGoodsQueryOptions({ category: 'hooks', subCategory: 'SteelHooks' }))].sort(),
    );
  });

  it('starts a good page read by the good id, whatever the URL form', () => {
    expect(keysFor('/outercategory/yarn/merino/Soft/ya-1001')).toEqual([key(getGoodQueryOptions('ya-1001'))]);
    expect(keysFor('/goods/discountgoods/ya-1002')).toEqual([key(getGoodQueryOptions('ya-1002'))]);
  });

  it('reads nothing for the other pages', () => {
    expect(keysFor('/contacts')).toEqual([]);
    expect(keysFor('/makeorderpage')).toEqual([]);
  });
});
