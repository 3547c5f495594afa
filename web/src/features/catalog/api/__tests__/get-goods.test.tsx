import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { COLLECTIONS } from '@/config/firestore-collections';
import { SPECIAL_GOODS_CATEGORIES } from '@/config/paths';
import { setCatalogReader } from '@/lib/catalog-reader';
import { memoryCatalogReader } from '@/testing/memory-catalog-reader';
import { ALL_GOODS } from '@/types/catalog';
import { useGoods, type GoodsFilter } from '../get-goods';

const good = (category: string, day: number, fields: Record<string, unknown> = {}) => ({
  title: { ua: `Товар ${day}`, en: `Good ${day}` },
  category,
  subcategory: 'Merino',
  price: 100,
  quantity: 5,
  createdAt: new Date(Date.UTC(2025, 0, day)),
  ...fields,
});

const reader = memoryCatalogReader({
  [COLLECTIONS.goods]: {
    old: good('hooks', 1),
    newest: good('hooks', 5),
    middle: good('hooks', 3, { subcategory: 'Bamboo' }),
    archived: good('hooks', 4, { archived: true }),
    discounted: good('yarn', 2, { discount: { hasDiscount: true, amount: 10 } }),
  },
});

let client: QueryClient;
beforeEach(() => {
  client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  vi.spyOn(reader, 'list');
  setCatalogReader(reader);
});
afterEach(() => client.clear());

const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={client}>{children}</QueryClientProvider>;
const render = (filter: GoodsFilter) => renderHook(() => useGoods(filter), { wrapper });
const ids = (state: ReturnType<typeof useGoods>) => (state.status === 'ready' ? state.goods.map((item) => item.id) : state.status);

describe('useGoods', () => {
  it("reads the category's whole list at once, newest first, without archived goods", async () => {
    const { result } = render({ category: 'hooks' });
    expect(result.current).toEqual({ status: 'pending' });
    await waitFor(() => expect(ids(result.current)).toEqual(['newest', 'middle', 'old']));
    expect(reader.list).toHaveBeenCalledOnce();
    expect(reader.list).toHaveBeenCalledWith(COLLECTIONS.goods, {
      where: [{ field: 'category', value: 'hooks' }],
      orderBy: { field: 'createdAt', direction: 'desc' },
    });
  });

  it('narrows to a sub-category, and takes ALL_GOODS or none for the whole category, in one read', async () => {
    const sub = render({ category: 'hooks', subCategory: 'Merino' });
    await waitFor(() => expect(ids(sub.result.current)).toEqual(['newest', 'old']));
    const none = render({ category: 'hooks' });
    const all = render({ category: 'hooks', subCategory: ALL_GOODS });
    await waitFor(() => expect(ids(none.result.current)).toEqual(['newest', 'middle', 'old']));
    await waitFor(() => expect(ids(all.result.current)).toEqual(['newest', 'middle', 'old']));
    expect(reader.list).toHaveBeenCalledTimes(2);
  });

  it('reads every discounted good for the discount listing', async () => {
    const { result } = render({ category: SPECIAL_GOODS_CATEGORIES.discountGoods });
    await waitFor(() => expect(ids(result.current)).toEqual(['discounted']));
  });

  it('reports a failed read, with a retry that reads again', async () => {
    vi.mocked(reader.list).mockRejectedValueOnce(new Error('offline'));
    const { result } = render({ category: 'hooks' });
    await waitFor(() => expect(result.current.status).toBe('error'));
    act(() => (result.current as { retry: () => void }).retry());
    await waitFor(() => expect(ids(result.current)).toEqual(['newest', 'middle', 'old']));
    expect(reader.list).toHaveBeenCalledTimes(2);
  });
});
