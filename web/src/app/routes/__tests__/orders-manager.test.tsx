import { act, screen } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { adminCard, jsonFetch } from '@/features/admin-orders/components/__tests__/admin-card-fixture';
import { useSessionStore } from '@/stores/session-store';
import { renderWithProviders } from '@/testing/render-with-providers';
import { OrdersManagerRoute } from '../orders-manager';

vi.mock('@/features/auth/api/session', () => ({ restoreSession: vi.fn(async () => {}) }));

function App() {
  return (
    <Routes>
      <Route path="/" element={<p>home page</p>} />
      <Route path="/ordersmanager" element={<OrdersManagerRoute />} />
    </Routes>
  );
}

const someone = { userId: 'u1', name: 'olena', email: 'olena@yarnshop.test', phone: null, shoppingCards: [] };

afterEach(() => {
  act(() => useSessionStore.getState().signOut());
  localStorage.clear();
  vi.unstubAllGlobals();
});

describe('/ordersmanager', () => {
  it('sends a guest to the home page', async () => {
    renderWithProviders(<App />, { route: '/ordersmanager' });
    expect(await screen.findByText('home page')).toBeInTheDocument();
  });

  it('sends a signed-in user who is not an ADMIN to the home page, without asking for orders', async () => {
    const fetchMock = jsonFetch({ data: [] });
    vi.stubGlobal('fetch', fetchMock);
    act(() => useSessionStore.getState().signIn(someone, 'USER'));
    renderWithProviders(<App />, { route: '/ordersmanager' });
    expect(await screen.findByText('home page')).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('shows the active orders to an ADMIN and opens one', async () => {
    vi.stubGlobal('fetch', jsonFetch({ data: [adminCard('UNCONFIRMED')] }));
    act(() => useSessionStore.getState().signIn(someone, 'ADMIN'));
    const { user } = renderWithProviders(<App />, { route: '/ordersmanager' });
    expect(screen.getByRole('heading', { level: 1, name: 'Менеджер замовлень' })).toBeInTheDocument();
    const order = await screen.findByRole('article', { name: 'Замовлення №42' });
    await user.click(screen.getByRole('button', { name: /Замовлення №42/ }));
    expect(order).toHaveTextContent('Пряжа Тестова');
    expect(order).toHaveTextContent('Подзвоніть');
    expect(screen.getByRole('link', { name: '+38 (067) 123-45-67' })).toHaveAttribute('href', 'tel:+380671234567');
    expect(screen.getByRole('button', { name: 'Перевести в стан «Зарезервоване»' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Додавати товари до цього замовлення' }));
    expect(localStorage.getItem('idToAddGoods')).toContain('card-UNCONFIRMED');
  });
});
