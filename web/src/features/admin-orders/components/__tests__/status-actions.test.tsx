import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/testing/render-with-providers';
import { StatusActions } from '../status-actions';
import { adminCard, jsonFetch } from './admin-card-fixture';

afterEach(() => {
  vi.unstubAllGlobals();
});

const moveButtons = () => screen.queryAllByRole('button', { name: /^Перевести в стан/ }).map((b) => b.textContent);
const sentBodies = (fetchMock: ReturnType<typeof jsonFetch>) =>
  fetchMock.mock.calls.map((call) => JSON.parse(String((call as unknown as [string, RequestInit])[1].body)) as Record<string, unknown>);

describe('StatusActions', () => {
  it.each([
    ['UNCONFIRMED', ['Перевести в стан «Зарезервоване»', 'Перевести в стан «Скасоване»']],
    ['RESERVED', ['Перевести в стан «Підтверджене»', 'Перевести в стан «Скасоване»']],
    ['CONFIRMED', ['Перевести в стан «Відправлене»', 'Перевести в стан «Скасоване»']],
    ['SENT', ['Перевести в стан «Виконане»', 'Перевести в стан «Скасоване»']],
    ['COMPLETED', []],
    ['CANCELLED', []],
  ] as const)('offers only the moves allowed from %s', (status, expected) => {
    renderWithProviders(<StatusActions card={adminCard(status)} />);
    expect(moveButtons()).toEqual(expected);
    expect(screen.queryByLabelText('Номер відправлення (ТТН)')).toBe(status === 'CONFIRMED' ? screen.getByLabelText('Номер відправлення (ТТН)') : null);
  });

  it('moves UNCONFIRMED to RESERVED with one click', async () => {
    const fetchMock = jsonFetch({ data: adminCard('RESERVED') });
    vi.stubGlobal('fetch', fetchMock);
    const { user } = renderWithProviders(<StatusActions card={adminCard('UNCONFIRMED')} />);
    await user.click(screen.getByRole('button', { name: 'Перевести в стан «Зарезервоване»' }));
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    expect((fetchMock.mock.calls[0] as unknown[])[0]).toBe('/api/changeshoppingcardstatus');
    expect(sentBodies(fetchMock)[0]).toEqual({ shoppingCardId: 'card-UNCONFIRMED', status: 'RESERVED' });
  });

  it('requires the tracking number before sending', async () => {
    const fetchMock = jsonFetch({ data: adminCard('SENT') });
    vi.stubGlobal('fetch', fetchMock);
    const { user } = renderWithProviders(<StatusActions card={adminCard('CONFIRMED')} />);
    await user.click(screen.getByRole('button', { name: 'Перевести в стан «Відправлене»' }));
    expect(screen.getByText('Щоб відправити замовлення, вкажіть номер відправлення.')).toBeInTheDocument();
    expect(screen.getByLabelText('Номер відправлення (ТТН)')).toHaveAttribute('aria-invalid', 'true');
    expect(fetchMock).not.toHaveBeenCalled();

    await user.type(screen.getByLabelText('Номер відправлення (ТТН)'), ' 20450000111222 {Enter}');
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    expect(sentBodies(fetchMock)[0]).toEqual({ shoppingCardId: 'card-CONFIRMED', status: 'SENT', trackingNumber: '20450000111222' });
  });

  it('asks before cancelling, and does nothing on "no"', async () => {
    const fetchMock = jsonFetch({ data: adminCard('CANCELLED') });
    vi.stubGlobal('fetch', fetchMock);
    const { user } = renderWithProviders(<StatusActions card={adminCard('RESERVED')} />);
    await user.click(screen.getByRole('button', { name: 'Перевести в стан «Скасоване»' }));
    const question = screen.getByRole('alertdialog', { name: /Скасувати замовлення №42\?/ });
    expect(question).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Ні' }));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(fetchMock).not.toHaveBeenCalled();

    await user.click(screen.getByRole('button', { name: 'Перевести в стан «Скасоване»' }));
    await user.click(screen.getByRole('button', { name: 'Так, скасувати' }));
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    expect(sentBodies(fetchMock)[0]).toEqual({ shoppingCardId: 'card-RESERVED', status: 'CANCELLED' });
  });

  it('shows a refused move translated', async () => {
    vi.stubGlobal('fetch', jsonFetch({ error: { code: 'NOT_ENOUGH_STOCK', message: 'server text' } }, 409));
    const { user } = renderWithProviders(<StatusActions card={adminCard('UNCONFIRMED')} />);
    await user.click(screen.getByRole('button', { name: 'Перевести в стан «Зарезервоване»' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Недостатньо товару на складі, щоб зарезервувати це замовлення.');
  });

  it('says the shop is busy while a 503 with Retry-After waits to be sent again, and stops saying it once done', async () => {
    const busy = new Response(JSON.stringify({ error: { code: 'SERVICE_BUSY', message: 'busy' } }), { status: 503, headers: { 'Content-Type': 'application/json', 'Retry-After': '1' } });
    const done = new Response(JSON.stringify({ data: adminCard('RESERVED') }), { status: 200, headers: { 'Content-Type': 'application/json' } });
    const fetchMock = vi.fn<typeof fetch>().mockResolvedValueOnce(busy).mockResolvedValueOnce(done);
    vi.stubGlobal('fetch', fetchMock);
    const { user } = renderWithProviders(<StatusActions card={adminCard('UNCONFIRMED')} />);
    await user.click(screen.getByRole('button', { name: 'Перевести в стан «Зарезервоване»' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Магазин зараз дуже зайнятий, пробуємо ще раз…');
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(2), { timeout: 3000 });
    await waitFor(() => expect(screen.queryByRole('status')).toBeNull());
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
