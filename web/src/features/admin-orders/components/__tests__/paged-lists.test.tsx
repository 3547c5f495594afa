// The ADMIN's active orders and callback requests come a page at a time: "Show more" asks for
// the page after the last item shown (startAfterId), and disappears after the last page.
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/testing/render-with-providers';
import { CallbackRequests } from '../callback-requests';
import { OrdersManager } from '../orders-manager';
import { adminCard } from './admin-card-fixture';

afterEach(() => {
  vi.unstubAllGlobals();
});

/** A fetch that answers the first page, or the second when the body names the first's last id. */
function pagedFetch(firstPage: unknown[], lastIdOfFirst: string, secondPage: unknown[]) {
  const fetchMock = vi.fn(async (_path: string, init: RequestInit) => {
    const body = JSON.parse(String(init.body)) as { startAfterId?: string };
    const answer = body.startAfterId === lastIdOfFirst ? { data: secondPage, hasMore: false } : { data: firstPage, hasMore: true };
    return new Response(JSON.stringify({ ...answer, pageSize: firstPage.length }), { status: 200, headers: { 'content-type': 'application/json' } });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

const bodies = (fetchMock: ReturnType<typeof pagedFetch>) => fetchMock.mock.calls.map(([, init]) => JSON.parse(String(init.body)) as unknown);

describe('paged ADMIN lists', () => {
  it('active orders: "Show more" loads the page after the last card, then is gone', async () => {
    const first = adminCard('UNCONFIRMED', { _id: 'newer', shoppingCardId: 2, customer: { name: 'Нова Покупчиня', phone: '380671234567', email: null } });
    const second = adminCard('RESERVED', { _id: 'older', shoppingCardId: 1, customer: { name: 'Давня Покупчиня', phone: '380671234568', email: null } });
    const fetchMock = pagedFetch([first], 'newer', [second]);
    const { user } = renderWithProviders(<OrdersManager />);
    expect(await screen.findByText('Нова Покупчиня')).toBeInTheDocument();
    expect(screen.queryByText('Давня Покупчиня')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Показати ще' }));
    expect(await screen.findByText('Давня Покупчиня')).toBeInTheDocument();
    expect(bodies(fetchMock)).toEqual([{}, { startAfterId: 'newer' }]);
    expect(screen.queryByRole('button', { name: 'Показати ще' })).toBeNull();
  });

  it('callback requests: "Show more" loads the page after the last request, then is gone', async () => {
    const request = (id: string, name: string) => ({ _id: id, clientName: name, clientPhone: '380671234567', done: false, createdAt: null });
    const fetchMock = pagedFetch([request('r2', 'Свіжий')], 'r2', [request('r1', 'Давній')]);
    const { user } = renderWithProviders(<CallbackRequests />);
    expect(await screen.findByText('Свіжий')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Показати ще' }));
    expect(await screen.findByText('Давній')).toBeInTheDocument();
    expect(bodies(fetchMock)).toEqual([{ onlyOpen: true }, { onlyOpen: true, startAfterId: 'r2' }]);
    expect(screen.queryByRole('button', { name: 'Показати ще' })).toBeNull();
  });
});
