import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { Route, Routes } from 'react-router-dom';
import { renderWithProviders } from '@/testing/render-with-providers';
import { reloadPage } from '@/utils/page-location';
import { readLanguage } from '@/lib/i18n/language-cookie';
import type { LayoutSlots } from '../layout-slots';
import { MainLayout } from '../main-layout';

vi.mock('@/utils/page-location', () => ({ reloadPage: vi.fn(), loadPage: vi.fn() }));

function renderLayout(language: 'ua' | 'en' = 'ua', slots?: LayoutSlots) {
  // ScrollRestoration needs a data router, so the test builds one instead of using MemoryRouter.
  return renderWithProviders(
    <Routes>
      <Route path="/" element={<MainLayout slots={slots} />}>
        <Route index element={<p>page</p>} />
      </Route>
    </Routes>,
    { language },
  );
}

describe('MainLayout', () => {
  it('has a header with a home link, the page and a footer', () => {
    renderLayout();
    expect(screen.getByRole('link', { name: /Крамниця пряжі/ })).toHaveAttribute('href', '/');
    expect(screen.getByRole('main')).toHaveTextContent('page');
    expect(screen.getByRole('contentinfo')).toHaveTextContent('Новою поштою');
  });

  it('has the social links in the header’s top bar, beside the phones (not on a nav row of their own)', () => {
    renderLayout();
    const header = screen.getByRole('banner');
    expect(within(header).getByRole('link', { name: 'Наш Instagram' }).closest('ul')?.parentElement).toBe(
      within(header).getByRole('link', { name: /^\+38 \(067\)/ }).closest('ul')?.parentElement,
    );
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

  it('shows the two phone numbers as tel: links in the top bar', () => {
    renderLayout();
    const header = within(screen.getByRole('banner'));
    expect(header.getByRole('link', { name: '+38 (067) 123-45-67' })).toHaveAttribute('href', 'tel:+380671234567');
    expect(header.getByRole('link', { name: '+38 (050) 765-43-21' })).toHaveAttribute('href', 'tel:+380507654321');
  });

  it("puts the features' widgets in the middle bar in the shop's order, and the menus around them", () => {
    renderLayout('ua', {
      search: <input aria-label="search" />,
      callback: <button type="button">callback</button>,
      account: <button type="button">account</button>,
      orders: <button type="button">orders</button>,
      cart: <button type="button">cart</button>,
      navigation: <nav aria-label="nav" />,
      burger: <button type="button">burger</button>,
    });
    const names = screen.getAllByRole('button').map((b) => b.textContent);
    expect(names.filter((n) => ['burger', 'callback', 'account', 'orders', 'cart'].includes(n ?? ''))).toEqual(['burger', 'callback', 'account', 'orders', 'cart']);
    expect(screen.getByRole('textbox', { name: 'search' }).closest('header')).not.toBeNull();
    expect(screen.getByRole('navigation', { name: 'nav' }).closest('header')).not.toBeNull();
  });

  it('links the static pages and the social networks from the footer', () => {
    renderLayout('en');
    const footer = screen.getByRole('contentinfo');
    const links = [...footer.querySelectorAll('a')].map((a) => [a.textContent || a.getAttribute('aria-label'), a.getAttribute('href')]);
    expect(links).toEqual(
      expect.arrayContaining([
        ['About us', '/aboutuspage'],
        ['Contacts', '/contacts'],
        ['Payment and delivery', '/paymentanddelivery'],
        ['Public offer', '/publicoffer'],
        ['Privacy policy', '/privacypolicy'],
        ['Our Instagram', 'https://www.instagram.com/yarnshop.ua/'],
        ['Write to us in Viber', 'viber://chat?number=%2B380671234567'],
        ['Write to us in Telegram', 'https://t.me/yarnshop_ua'],
        ['Write to us in Facebook Messenger', 'https://m.me/yarnshop.ua'],
      ]),
    );
  });

  it('offers a skip link to the page content', () => {
    renderLayout();
    expect(screen.getByRole('link', { name: 'Перейти до вмісту' })).toHaveAttribute('href', '#main-content');
    expect(screen.getByRole('main')).toHaveAttribute('id', 'main-content');
  });
});
