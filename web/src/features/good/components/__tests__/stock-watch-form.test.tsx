import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useSessionStore } from '@/stores/session-store';
import { renderWithProviders } from '@/testing/render-with-providers';
import { StockWatchSection } from '../stock-watch-form';

function stubFetch(status: number, body: unknown) {
  const fetchMock = vi.fn(async () => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } }));
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

const sentBody = (fetchMock: ReturnType<typeof stubFetch>) => JSON.parse(String((fetchMock.mock.calls[0] as unknown as [string, RequestInit])[1].body)) as unknown;

afterEach(() => act(() => useSessionStore.getState().signOut()));

describe('StockWatchSection', () => {
  it('offers nothing on a plain good in stock, and only the folded lot form on a colour in stock', () => {
    const { unmount } = renderWithProviders(<StockWatchSection goodId="g1" soldOut={false} yarnColour={false} />);
    expect(screen.queryByRole('form')).toBeNull();
    unmount();
    renderWithProviders(<StockWatchSection goodId="g1" soldOut={false} yarnColour />);
    expect(screen.queryByRole('heading', { name: 'Повідомити, коли з’явиться' })).toBeNull();
    expect(screen.getByText('Повідомити про нову партію від N мотків')).toBeInTheDocument();
  });

  it('refuses a malformed address and sends nothing', async () => {
    const fetchMock = stubFetch(202, { ok: true, confirmationNeeded: true });
    const { user } = renderWithProviders(<StockWatchSection goodId="g1" soldOut yarnColour={false} />);
    await user.type(screen.getByLabelText('Ваша електронна пошта'), 'olena@');
    await user.click(screen.getByRole('button', { name: 'Повідомити мене' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Вкажіть адресу електронної пошти');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('sends a guest’s address and says to check the mail', async () => {
    const fetchMock = stubFetch(202, { ok: true, confirmationNeeded: true });
    const { user } = renderWithProviders(<StockWatchSection goodId="g1" soldOut yarnColour={false} />);
    await user.type(screen.getByLabelText('Ваша електронна пошта'), ' olena@example.com ');
    await user.click(screen.getByRole('button', { name: 'Повідомити мене' }));
    expect(await screen.findByRole('status')).toHaveTextContent(/^Перевірте пошту/);
    expect(sentBody(fetchMock)).toEqual({ goodId: 'g1', email: 'olena@example.com' });
  });

  it('uses a signed-in shopper’s account address, and sends the lot form’s skeins', async () => {
    act(() => useSessionStore.getState().signIn({ userId: 'u1', name: 'olena', email: 'olena@example.com', phone: null, shoppingCards: [] }, 'USER'));
    const fetchMock = stubFetch(202, { ok: true, confirmationNeeded: false });
    const { user } = renderWithProviders(<StockWatchSection goodId="g1" soldOut={false} yarnColour />);
    await user.click(screen.getByText('Повідомити про нову партію від N мотків'));
    expect(screen.queryByLabelText('Ваша електронна пошта')).toBeNull();
    expect(screen.getByText('Напишемо на olena@example.com.')).toBeInTheDocument();
    const skeins = screen.getByLabelText('Скільки мотків потрібно з однієї партії');
    await user.clear(skeins);
    await user.type(skeins, '14');
    await user.click(screen.getByRole('button', { name: 'Повідомити мене' }));
    expect(await screen.findByRole('status')).toHaveTextContent(/^Готово/);
    expect(sentBody(fetchMock)).toEqual({ goodId: 'g1', minSkeins: 14 });
  });
});
