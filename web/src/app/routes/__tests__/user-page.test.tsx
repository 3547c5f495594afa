import { act, screen } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/testing/render-with-providers';
import { useSessionStore } from '@/stores/session-store';
import { UserPageRoute } from '../user-page';

const { logout } = vi.hoisted(() => ({ logout: vi.fn(async () => {}) }));
vi.mock('@/features/auth/api/session', () => ({ logout, restoreSession: vi.fn(async () => {}) }));

function App() {
  return (
    <Routes>
      <Route path="/" element={<p>home page</p>} />
      <Route path="/userpage" element={<UserPageRoute />} />
    </Routes>
  );
}

afterEach(() => {
  act(() => useSessionStore.getState().signOut());
  localStorage.clear();
});

describe('/userpage', () => {
  it('sends a guest to the home page and remembers to come back after login', async () => {
    renderWithProviders(<App />, { route: '/userpage' });
    expect(await screen.findByText('home page')).toBeInTheDocument();
    expect(localStorage.getItem('lastVisitedBeforeAuth')).toBe('/userpage');
  });

  it('shows the profile of the signed-in user and a logout button', async () => {
    act(() => useSessionStore.getState().signIn({ userId: 'u1', name: 'olena', email: 'olena@yarnshop.test', phone: null, shoppingCards: [] }, 'USER'));
    const { user } = renderWithProviders(<App />, { route: '/userpage' });
    expect(screen.getByRole('heading', { level: 1, name: 'Особистий кабінет' })).toBeInTheDocument();
    const profile = screen.getByRole('region', { name: 'Профіль' });
    expect(profile).toHaveTextContent('olena@yarnshop.test');
    expect(profile).toHaveTextContent('не вказано');
    await user.click(screen.getByRole('button', { name: 'Вийти' }));
    expect(logout).toHaveBeenCalled();
  });
});
