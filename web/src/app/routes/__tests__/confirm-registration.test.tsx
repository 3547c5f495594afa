import { screen } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/testing/render-with-providers';
import { useSessionStore } from '@/stores/session-store';
import { ConfirmRegistrationRoute } from '../confirm-registration';

const confirmed = () => vi.fn(async () => new Response(JSON.stringify({ isEmailConfirmed: true }), { status: 200 }));

function renderRoute() {
  return renderWithProviders(
    <Routes>
      <Route path="/confirmregistration/:token" element={<ConfirmRegistrationRoute />} />
    </Routes>,
    { route: '/confirmregistration/token-1' },
  );
}

afterEach(() => {
  vi.unstubAllGlobals();
  useSessionStore.getState().signOut();
});

describe('the email confirmation page', () => {
  it('offers to log in when nobody is signed in', async () => {
    vi.stubGlobal('fetch', confirmed());
    renderRoute();
    expect(await screen.findByText('Email підтверджено. Тепер ви можете увійти.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Увійти' })).toBeInTheDocument();
  });

  it('says she is logged in once she is, and leads to her page instead', async () => {
    vi.stubGlobal('fetch', confirmed());
    useSessionStore.getState().signIn({ userId: 'u1', name: 'Марія', email: 'm@test.ua', phone: null, shoppingCards: [] }, 'USER');
    renderRoute();
    expect(await screen.findByText('Email підтверджено, і ви вже увійшли.')).toBeInTheDocument();
    expect(screen.queryByText(/Тепер ви можете увійти/)).toBeNull();
    expect(screen.getByRole('link', { name: 'Особистий кабінет' })).toHaveAttribute('href', '/userpage');
  });
});
