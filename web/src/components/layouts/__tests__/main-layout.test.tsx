import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { renderWithProviders } from '@/testing/render-with-providers';
import { reloadPage } from '@/utils/page-location';
import { readLanguage } from '@/lib/i18n/language-cookie';
import { MainLayout } from '../main-layout';

vi.mock('@/utils/page-location', () => ({ reloadPage: vi.fn(), loadPage: vi.fn() }));

function renderLayout(language: 'ua' | 'en' = 'ua') {
  // ScrollRestoration needs a data router, so the test builds one instead of using MemoryRouter.
  const router = createMemoryRouter([{ path: '/', Component: MainLayout, children: [{ index: true, element: <p>page</p> }] }]);
  return renderWithProviders(<RouterProvider router={router} />, { language, withRouter: false });
}

describe('MainLayout', () => {
  it('has a header with a home link, the page and a footer', () => {
    renderLayout();
    expect(screen.getByRole('link', { name: /Крамниця пряжі/ })).toHaveAttribute('href', '/');
    expect(screen.getByRole('main')).toHaveTextContent('page');
    expect(screen.getByRole('contentinfo')).toHaveTextContent('Новою поштою');
  });

  it('marks the current language and switches to the other one through the cookie and a reload', async () => {
    const { user } = renderLayout('ua');
    const group = screen.getByRole('group', { name: 'Мова сайту' });
    expect(group).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Укр' })).toHaveAttribute('aria-pressed', 'true');
    const english = screen.getByRole('button', { name: 'Eng' });
    expect(english).toHaveAttribute('aria-pressed', 'false');

    await user.click(screen.getByRole('button', { name: 'Укр' }));
    expect(reloadPage).not.toHaveBeenCalled();

    await user.click(english);
    expect(readLanguage()).toBe('en');
    expect(reloadPage).toHaveBeenCalledTimes(1);
    document.cookie = 'language=; max-age=0; path=/';
  });
});
