import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/testing/render-with-providers';
import { useIsAdmin, useSessionStore } from '@/stores/session-store';
import { AccountMenu } from '../account-menu';

const { logout } = vi.hoisted(() => ({ logout: vi.fn(async () => {}) }));
vi.mock('../../api/session', () => ({ logout, restoreSession: vi.fn(async () => {}), startSession: vi.fn() }));
vi.mock('../../api/firebase-auth', () => ({ loadFirebaseAuth: vi.fn(async () => ({})) }));

const olena = { userId: 'u1', name: 'olena', email: 'olena@yarnshop.test', phone: '380671234567', shoppingCards: [] };

afterEach(() => {
  act(() => useSessionStore.getState().signOut());
});

describe('AccountMenu for a guest', () => {
  it('opens the login panel as a dialog that keeps focus, switches views, closes on Escape and gives focus back', async () => {
    const { user } = renderWithProviders(<AccountMenu />);
    const opener = screen.getByRole('button', { name: 'Увійти' });
    await user.click(opener);
    const dialog = await screen.findByRole('dialog', { name: 'Вхід' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    // The dialog moves focus in an effect, which may run just after the dialog appears.
    await waitFor(() => expect(screen.getByLabelText('Email або ім’я користувача')).toHaveFocus());

    // Shift+Tab from the first control wraps to the last one, inside the dialog.
    await user.tab({ shift: true });
    await user.tab({ shift: true });
    expect(dialog).toContainElement(document.activeElement as HTMLElement);

    await user.click(screen.getByRole('button', { name: 'Немає акаунта? Зареєструйтеся' }));
    expect(screen.getByRole('dialog', { name: 'Реєстрація' })).toBeInTheDocument();
    await waitFor(() => expect(screen.getByLabelText('Email')).toHaveFocus());
    await user.click(screen.getByRole('button', { name: 'Вже маєте акаунт? Увійдіть' }));
    await user.click(screen.getByRole('button', { name: 'Забули пароль?' }));
    expect(screen.getByRole('dialog', { name: 'Відновлення пароля' })).toBeInTheDocument();

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
  });

  it('closes with the close button', async () => {
    const { user } = renderWithProviders(<AccountMenu />);
    await user.click(screen.getByRole('button', { name: 'Увійти' }));
    await user.click(await screen.findByRole('button', { name: 'Закрити' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});

describe('AccountMenu for a signed-in user', () => {
  // Runs first: the user menu's code is not loaded yet (the session flag was not set when the
  // module started). Once loaded, later renders show the menu at once.
  it('holds the account place while the user menu loads, then shows the name', async () => {
    act(() => useSessionStore.getState().signIn(olena, 'USER'));
    const { unmount } = renderWithProviders(<AccountMenu />);
    expect(screen.getByRole('status')).toHaveTextContent('Завантажуємо ваш акаунт…');
    expect(await screen.findByRole('button', { name: 'olena' })).toBeInTheDocument();
    unmount();
    renderWithProviders(<AccountMenu />);
    expect(screen.getByRole('button', { name: 'olena' })).toBeInTheDocument();
  });

  it('shows the user name with a menu of cabinet, cart and logout', async () => {
    act(() => useSessionStore.getState().signIn(olena, 'USER'));
    const { user } = renderWithProviders(<AccountMenu />);
    const trigger = screen.getByRole('button', { name: 'olena' });
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
    await user.click(trigger);
    expect(trigger).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('link', { name: 'Особистий кабінет' })).toHaveAttribute('href', '/userpage');
    expect(screen.getByRole('button', { name: 'Кошик' })).toBeVisible();
    await user.keyboard('{Escape}');
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
    await user.click(trigger);
    await user.click(screen.getByRole('button', { name: 'Вийти' }));
    expect(logout).toHaveBeenCalled();
  });

  it('opens on hover only after 300 ms and hides 500 ms after the pointer leaves', () => {
    vi.useFakeTimers();
    try {
      act(() => useSessionStore.getState().signIn(olena, 'USER'));
      renderWithProviders(<AccountMenu />);
      const trigger = screen.getByRole('button', { name: 'olena' });
      fireEvent.mouseEnter(trigger.parentElement!);
      act(() => vi.advanceTimersByTime(250));
      expect(trigger).toHaveAttribute('aria-expanded', 'false');
      act(() => vi.advanceTimersByTime(60));
      expect(trigger).toHaveAttribute('aria-expanded', 'true');
      fireEvent.mouseLeave(trigger.parentElement!);
      act(() => vi.advanceTimersByTime(450));
      expect(trigger).toHaveAttribute('aria-expanded', 'true');
      act(() => vi.advanceTimersByTime(60));
      expect(trigger).toHaveAttribute('aria-expanded', 'false');
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('useIsAdmin', () => {
  function Probe() {
    return <p>{useIsAdmin() ? 'admin' : 'not admin'}</p>;
  }
  it('is true only for a signed-in ADMIN, and follows a role change', () => {
    renderWithProviders(<Probe />);
    expect(screen.getByText('not admin')).toBeInTheDocument();
    act(() => useSessionStore.getState().signIn(olena, 'ADMIN'));
    expect(screen.getByText('admin')).toBeInTheDocument();
    act(() => useSessionStore.getState().setRole('USER'));
    expect(screen.getByText('not admin')).toBeInTheDocument();
    expect(localStorage.getItem('isLogged')).toBe('true');
    act(() => useSessionStore.getState().signOut());
    expect(localStorage.getItem('isLogged')).toBeNull();
  });
});
