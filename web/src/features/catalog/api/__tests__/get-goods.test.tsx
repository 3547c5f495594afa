import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useFirstPicture } from '@/stores/first-picture-store';
import { CATALOG_STALE_TIME } from '@/lib/react-query';
import { makeGood } from '@/testing/good-fixtures';
import { getGoodsFirstScreenQueryOptions, useGoods } from '../get-goods';

// The Firestore reads are the feature's own two functions, replaced here by controllable ones:
// what is under test is which of them useGoods calls, and when.
const reads = vi.hoisted(() => ({ getGoods: vi.fn(), getGoodsFirstScreen: vi.fn() }));
vi.mock('../read-goods', async (original) => ({ ...(await original<typeof import('../read-goods')>()), getGoodsFirstScreen: reads.getGoodsFirstScreen }));
vi.mock('../whole-goods', () => ({ getGoods: reads.getGoods }));
// `endless`: the wait for the first picture has no 2 s limit, so a whole list read before the
// picture was read because of what the test set up, not because the limit ran out.
const pictureWait = vi.hoisted(() => ({ endless: false }));
vi.mock('@/hooks/use-after-first-picture', async (original) => {
  const real = await original<typeof import('@/hooks/use-after-first-picture')>();
  return { useAfterFirstPicture: (waitMs: number) => real.useAfterFirstPicture(pictureWait.endless ? 2 ** 31 - 1 : waitMs) };
});

const filter = { category: 'hooks' };
const whole = ['a', 'b', 'c', 'd', 'e', 'f'].map((id, i) => makeGood({ id, createdAt: 100 - i }));
const firstFour = whole.slice(0, 4);

let client: QueryClient;
beforeEach(() => {
  client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  useFirstPicture.setState({ settled: false });
  pictureWait.endless = false;
  reads.getGoods.mockResolvedValue(whole);
});
afterEach(() => {
  client.clear();
  vi.clearAllMocks();
  vi.useRealTimers();
});

/** The listing's address: its query string holds the shopper's filters and order. */
const render = (address = '/catalog/hooks') =>
  renderHook(() => useGoods(filter), {
    wrapper: ({ children }: { children: ReactNode }) => (
      <MemoryRouter initialEntries={[address]}>
        <QueryClientProvider client={client}>{children}</QueryClientProvider>
      </MemoryRouter>
    ),
  });
/** What page-reads.ts does with the first script's read: the query cache is handed it. */
const handFirstScreen = (read: Promise<unknown>) => client.prefetchQuery({ ...getGoodsFirstScreenQueryOptions(filter), queryFn: () => read as never });
const ids = (state: ReturnType<typeof useGoods>) => (state.status === 'ready' ? state.goods.map((good) => good.id) : state.status);

describe('useGoods', () => {
  it('opened from within the shop, reads the whole list at once and never the first screen alone', async () => {
    useFirstPicture.setState({ settled: true });
    const { result } = render();
    expect(result.current).toEqual({ status: 'pending' });
    await waitFor(() => expect(result.current).toEqual({ status: 'ready', goods: whole, partial: false }));
    expect(reads.getGoods).toHaveBeenCalledOnce();
    expect(reads.getGoodsFirstScreen).not.toHaveBeenCalled();
  });

  it("on the visit's first page, shows the first screen's goods and reads the whole list once the first picture is in", async () => {
    void handFirstScreen(Promise.resolve({ goods: firstFour, complete: false }));
    const { result } = render();
    await waitFor(() => expect(result.current).toEqual({ status: 'ready', goods: firstFour, partial: true }));
    expect(reads.getGoods, 'the whole list waits for the picture').not.toHaveBeenCalled();
    act(() => useFirstPicture.getState().settle());
    await waitFor(() => expect(ids(result.current)).toEqual(whole.map((good) => good.id)));
    expect(result.current).toMatchObject({ partial: false });
    expect(reads.getGoods).toHaveBeenCalledOnce();
  });

  it('waits for the first screen still on its way rather than read the whole list beside it', async () => {
    let answer!: (value: unknown) => void;
    void handFirstScreen(new Promise((resolve) => (answer = resolve)));
    const { result } = render();
    expect(result.current).toEqual({ status: 'pending' });
    await act(async () => answer({ goods: firstFour, complete: false }));
    await waitFor(() => expect(result.current).toEqual({ status: 'ready', goods: firstFour, partial: true }));
    expect(reads.getGoods).not.toHaveBeenCalled();
  });

  it('reads the whole list after 2 s when the first picture never comes', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    void handFirstScreen(Promise.resolve({ goods: firstFour, complete: false }));
    const { result } = render();
    await waitFor(() => expect(result.current).toMatchObject({ partial: true }));
    await act(async () => vi.advanceTimersByTime(1900));
    expect(reads.getGoods).not.toHaveBeenCalled();
    await act(async () => vi.advanceTimersByTime(200));
    await waitFor(() => expect(result.current).toMatchObject({ partial: false }));
  });

  it.each([
    ['asks for another order', '/catalog/hooks?sort=priceAsc'],
    ['asks for a filter', '/catalog/hooks?brand=Drops'],
  ])('reads the whole list at once when the address %s: no first card, no picture to wait for', async (_case, address) => {
    pictureWait.endless = true;
    void handFirstScreen(Promise.resolve({ goods: firstFour, complete: false }));
    const { result } = render(address);
    await waitFor(() => expect(result.current).toEqual({ status: 'ready', goods: whole, partial: false }));
    expect(useFirstPicture.getState().settled).toBe(false);
  });

  it("reads the whole list at once when the first screen's goods are all archived", async () => {
    pictureWait.endless = true;
    void handFirstScreen(Promise.resolve({ goods: [], complete: false }));
    const { result } = render();
    await waitFor(() => expect(result.current).toEqual({ status: 'ready', goods: whole, partial: false }));
    expect(useFirstPicture.getState().settled).toBe(false);
  });

  it('does not read the whole list when the first screen held all of it', async () => {
    void handFirstScreen(Promise.resolve({ goods: whole.slice(0, 2), complete: true }));
    const { result } = render();
    await waitFor(() => expect(result.current).toEqual({ status: 'ready', goods: whole.slice(0, 2), partial: false }));
    act(() => useFirstPicture.getState().settle());
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(reads.getGoods).not.toHaveBeenCalled();
  });

  it('reads the whole list once a first screen that held all of it has gone stale', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    useFirstPicture.setState({ settled: true });
    await handFirstScreen(Promise.resolve({ goods: whole.slice(0, 2), complete: true }));
    vi.setSystemTime(Date.now() + CATALOG_STALE_TIME + 1000);
    const { result } = render();
    await waitFor(() => expect(result.current).toEqual({ status: 'ready', goods: whole, partial: false }));
    expect(reads.getGoods).toHaveBeenCalledOnce();
  });

  it('reads the whole list at once when the first screen failed', async () => {
    await handFirstScreen(Promise.reject(new Error('offline')));
    const { result } = render();
    await waitFor(() => expect(result.current).toEqual({ status: 'ready', goods: whole, partial: false }));
  });

  it('reports a failed whole list, with a retry that reads it again, even with the first screen shown', async () => {
    reads.getGoods.mockRejectedValueOnce(new Error('offline'));
    void handFirstScreen(Promise.resolve({ goods: firstFour, complete: false }));
    const { result } = render();
    await waitFor(() => expect(result.current).toMatchObject({ partial: true }));
    act(() => useFirstPicture.getState().settle());
    await waitFor(() => expect(result.current.status).toBe('error'));
    act(() => (result.current as { retry: () => void }).retry());
    await waitFor(() => expect(result.current).toEqual({ status: 'ready', goods: whole, partial: false }));
    expect(reads.getGoods).toHaveBeenCalledTimes(2);
  });
});
