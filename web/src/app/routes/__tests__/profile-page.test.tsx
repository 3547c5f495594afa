import { act, screen } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/testing/render-with-providers';
import { useSessionStore } from '@/stores/session-store';
import { ConfirmEmailChangeRoute } from '../confirm-email-change';
import { ProfilePageRoute } from '../profile-page';

vi.mock('@/features/auth/api/session', () => ({ startSession: vi.fn(async () => {}), restoreSession: vi.fn(async () => {}) }));

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const signIn = () =>
  act(() => useSessionStore.getState().signIn({ userId: 'u1', name: 'olena', realName: 'Олена Коваль', email: 'olena@yarnshop.test', phone: '+380671234567', shoppingCards: [], savedPlaces: [] }, 'USER'));

function App() {
  return (
    <Routes>
      <Route path="/" element={<p>home page</p>} />
      <Route path="/userpage/profile" element={<ProfilePageRoute />} />
      <Route path="/confirmemailchange/:token" element={<ConfirmEmailChangeRoute />} />
    </Routes>
  );
}

afterEach(() => {
  act(() => useSessionStore.getState().signOut());
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('/userpage/profile', () => {
  it('sends a guest to the home page and remembers to come back after login', async () => {
    renderWithProviders(<App />, { route: '/userpage/profile' });
    expect(await screen.findByText('home page')).toBeInTheDocument();
    expect(localStorage.getItem('lastVisitedBeforeAuth')).toBe('/userpage/profile');
  });

  it('shows her details to edit, her places (none yet), and the way back', () => {
    signIn();
    renderWithProviders(<App />, { route: '/userpage/profile' });
    expect(screen.getByRole('heading', { level: 1, name: 'Мій профіль' })).toBeInTheDocument();
    expect(screen.getByLabelText(/^Ім’я та прізвище/)).toHaveValue('Олена Коваль');
    expect(screen.getByLabelText(/^Телефон/)).toHaveValue('+38 (067) 123-45-67');
    expect(screen.getByText('Зараз: olena@yarnshop.test')).toBeInTheDocument();
    expect(screen.getByText(/Ще немає збережених місць/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'До кабінету' })).toHaveAttribute('href', '/userpage');
  });
});

describe('/confirmemailchange/{token}', () => {
  it('moves her session to the new address', async () => {
    signIn();
    vi.stubGlobal('fetch', vi.fn(async () => json({ email: 'new@yarnshop.test' })));
    renderWithProviders(<App />, { route: '/confirmemailchange/token-1' });
    expect(await screen.findByText('Готово: тепер ваш email — new@yarnshop.test.')).toBeInTheDocument();
    expect(useSessionStore.getState().user?.email).toBe('new@yarnshop.test');
    expect(screen.getByRole('link', { name: 'Мій профіль' })).toHaveAttribute('href', '/userpage/profile');
  });

  it('says when the link is used or expired, in English too', async () => {
    const message = 'This link is invalid or has expired. Please request a new one.';
    vi.stubGlobal('fetch', vi.fn(async () => json({ error: { code: 'INVALID_OR_EXPIRED_TOKEN', message } }, 400)));
    renderWithProviders(<App />, { route: '/confirmemailchange/token-1', language: 'en' });
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
  });
});
