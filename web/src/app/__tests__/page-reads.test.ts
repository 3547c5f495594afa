import { QueryClient } from '@tanstack/react-query';
import { waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { getCatalogQueryOptions } from '@/features/catalog/api/get-catalog';
import { getGoodsFirstScreenQueryOptions } from '@/features/catalog/api/get-goods';
import { getOuterCategoriesQueryOptions } from '@/features/catalog/api/get-outer-categories';
import { getGoodQueryOptions } from '@/features/good/api/get-good';
import { getMainPageImagesQueryOptions } from '@/features/home/api/get-main-page-images';
import { handPageReadsTo, opensWithPicture, PAGE_CODE_META, startPageReads } from '../page-reads';

// Firestore Lite answers from a table here (no Firestore in jsdom): what matters is that each
// read lands in the query cache under the key its page reads, so the page finds it there.
const answers = vi.hoisted(() => ({ docs: [] as { id: string; data: () => Record<string, unknown> }[], fail: false }));
vi.mock('firebase/firestore/lite', async (original) => ({
  ...(await original<typeof import('firebase/firestore/lite')>()),
  getDocs: () => (answers.fail ? Promise.reject(new Error('offline')) : Promise.resolve({ docs: answers.docs, size: answers.docs.length })),
  getDoc: () => Promise.resolve({ id: 'ya-1001', exists: () => false, data: () => undefined }),
}));

let client: QueryClient;
afterEach(() => {
  client.clear();
  answers.fail = false;
});

async function cachedAfterOpening(pathname: string): Promise<string[]> {
  client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  startPageReads(pathname);
  handPageReadsTo(client);
  await waitFor(() => expect(client.isFetching()).toBe(0));
  return client.getQueryCache().findAll().map((query) => JSON.stringify(query.queryKey)).sort();
}

const key = (options: { queryKey: readonly unknown[] }) => JSON.stringify(options.queryKey);

describe('page reads', () => {
  it('reads the home page carousel (the strip below waits for its first picture)', async () => {
    answers.docs = [{ id: 'b1', data: () => ({ mainImage: '/img/1.webp', mainImageBlured: null, order: 1 }) }];
    expect(await cachedAfterOpening('/')).toEqual([key(getMainPageImagesQueryOptions())]);
    expect(client.getQueryData(getMainPageImagesQueryOptions().queryKey)).toEqual([{ id: 'b1', mainImage: '/img/1.webp', mainImageBlured: null, order: 1 }]);
  });

  it("reads a goods list: the catalog, its first screen's goods and, under an outer category, the outer categories", async () => {
    expect(await cachedAfterOpening('/outercategory/yarn/merino/allgoods')).toEqual(
      [
        key(getCatalogQueryOptions('merino')),
        key(getGoodsFirstScreenQueryOptions({ category: 'merino', subCategory: 'allgoods' })),
        key(getOuterCategoriesQueryOptions()),
      ].sort(),
    );
    expect(await cachedAfterOpening('/catalog/hooks/SteelHooks')).toEqual(
      [key(getCatalogQueryOptions('hooks')), key(getGoodsFirstScreenQueryOptions({ category: 'hooks', subCategory: 'SteelHooks' }))].sort(),
    );
  });

  it('reads a good page by the good id, whatever the URL form, with what its breadcrumbs name', async () => {
    expect(await cachedAfterOpening('/outercategory/yarn/merino/Soft/ya-1001')).toEqual(
      [key(getGoodQueryOptions('ya-1001')), key(getCatalogQueryOptions('merino')), key(getOuterCategoriesQueryOptions())].sort(),
    );
    expect(await cachedAfterOpening('/catalog/hooks/SteelHooks/ad-1001')).toEqual(
      [key(getGoodQueryOptions('ad-1001')), key(getCatalogQueryOptions('hooks'))].sort(),
    );
    expect(await cachedAfterOpening('/goods/discountgoods/ya-1002')).toEqual(
      [key(getGoodQueryOptions('ya-1002')), key(getCatalogQueryOptions('discountgoods'))].sort(),
    );
  });

  it('asks for a goods page\'s chunks as index.html lists them, and for no code on the home page', async () => {
    const meta = Object.assign(document.createElement('meta'), { name: PAGE_CODE_META, content: JSON.stringify({ goodsList: ['/assets/goods-pages-a.js', '/assets/goods-pages-b.css'] }) });
    document.head.append(meta);
    const preloads = () => [...document.head.querySelectorAll('link')].map((link) => `${link.rel} ${link.getAttribute('as') ?? ''} ${link.getAttribute('href')} ${link.crossOrigin}`);
    try {
      await cachedAfterOpening('/');
      expect(preloads()).toEqual([]);
      await cachedAfterOpening('/catalog/hooks/SteelHooks');
      expect(preloads()).toEqual(['modulepreload  /assets/goods-pages-a.js ', 'preload style /assets/goods-pages-b.css ']);
    } finally {
      meta.remove();
      document.head.querySelectorAll('link').forEach((link) => link.remove());
    }
  });

  it('names the pages that open with a large picture: the three with early reads, no other', () => {
    for (const picture of ['/', '/catalog/hooks/SteelHooks', '/outercategory/accessories/hooks/allgoods', '/outercategory/accessories/hooks/SteelHooks/ad-1001']) {
      expect(opensWithPicture(picture), picture).toBe(true);
    }
    for (const none of ['/contacts', '/makeorderpage', '/login', '/goods/search']) expect(opensWithPicture(none), none).toBe(false);
  });

  it('reads nothing for the other pages', async () => {
    expect(await cachedAfterOpening('/contacts')).toEqual([]);
    expect(await cachedAfterOpening('/makeorderpage')).toEqual([]);
  });

  it('hands the reads over once, and a failed read becomes an error the page can retry', async () => {
    answers.fail = true;
    await cachedAfterOpening('/');
    expect(client.getQueryState(getMainPageImagesQueryOptions().queryKey)?.status).toBe('error');
    const second = new QueryClient();
    handPageReadsTo(second);
    expect(second.getQueryCache().findAll()).toEqual([]);
  });
});
