import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/testing/render-with-providers';
import { HOVER_CLOSE_DELAY_MS, HOVER_OPEN_DELAY_MS } from '@/hooks/use-hover-menu';
import { NavBar } from '../nav-bar';
import { makeMenu } from './menu-fixtures';

const advance = (ms: number) => act(() => vi.advanceTimersByTime(ms));

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('hover menus', () => {
  it('open a top-menu drop-down 300 ms after the pointer enters and hide it 500 ms after it leaves', () => {
    renderWithProviders(<NavBar menu={makeMenu()} />);
    const trigger = screen.getByRole('link', { name: 'Спиці' });
    const item = trigger.closest('li')!;
    expect(trigger).toHaveAttribute('aria-expanded', 'false');

    fireEvent.mouseEnter(item);
    advance(HOVER_OPEN_DELAY_MS - 1);
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
    advance(1);
    expect(trigger).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('link', { name: 'Кругові спиці' })).toHaveAttribute('href', '/catalog/needles/CircularNeedles');

    fireEvent.mouseLeave(item);
    advance(HOVER_CLOSE_DELAY_MS - 1);
    expect(trigger).toHaveAttribute('aria-expanded', 'true');
    // Coming back in time keeps it open.
    fireEvent.mouseEnter(item);
    advance(HOVER_CLOSE_DELAY_MS);
    expect(trigger).toHaveAttribute('aria-expanded', 'true');
    fireEvent.mouseLeave(item);
    advance(HOVER_CLOSE_DELAY_MS);
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
  });

  it('opens nothing when the pointer only passes over', () => {
    renderWithProviders(<NavBar menu={makeMenu()} />);
    const trigger = screen.getByRole('link', { name: 'Спиці' });
    fireEvent.mouseEnter(trigger.closest('li')!);
    advance(200);
    fireEvent.mouseLeave(trigger.closest('li')!);
    advance(1000);
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
  });

  it('open on keyboard focus and close on Escape, giving focus back', () => {
    renderWithProviders(<NavBar menu={makeMenu()} />);
    const trigger = screen.getByRole('link', { name: 'Спиці' });
    act(() => trigger.focus());
    expect(trigger).toHaveAttribute('aria-expanded', 'true');
    const sub = screen.getByRole('link', { name: 'Кругові спиці' });
    act(() => sub.focus());
    fireEvent.keyDown(sub, { key: 'Escape' });
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
    expect(trigger).toHaveFocus();
  });

  it('the catalog button opens on Enter or click at once and shows outer categories, categories and sub-category cards', async () => {
    // No hover delay is involved here, and the lazily loaded drop-down needs real timers to arrive.
    vi.useRealTimers();
    const menu = makeMenu();
    renderWithProviders(<NavBar menu={menu} />);
    const button = screen.getByRole('button', { name: 'Каталог' });
    fireEvent.click(button);
    expect(menu.request).toHaveBeenCalled();
    expect(button).toHaveAttribute('aria-expanded', 'true');
    // The drop-down's code loads with the first intent to open it.
    expect(await screen.findByRole('link', { name: 'Пряжа у мотках' })).toHaveAttribute('href', '/outercategory/yarn');
    expect(screen.getByRole('link', { name: 'Меринос' })).toHaveAttribute('href', '/outercategory/yarn/merino');
    const card = screen.getByRole('link', { name: 'Дропс Бебі Меринос' });
    expect(card).toHaveAttribute('href', '/outercategory/yarn/merino/DropsBabyMerino');
    expect(card.querySelector('img')).toHaveAttribute('loading', 'lazy');
    fireEvent.keyDown(card, { key: 'Escape' });
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(button).toHaveFocus();
  });

  it('the catalog button also opens by hover after the delay, and asks for the catalogue at once', () => {
    const menu = makeMenu();
    renderWithProviders(<NavBar menu={menu} />);
    const button = screen.getByRole('button', { name: 'Каталог' });
    fireEvent.mouseEnter(button.parentElement!);
    expect(menu.request).toHaveBeenCalled();
    advance(HOVER_OPEN_DELAY_MS);
    expect(button).toHaveAttribute('aria-expanded', 'true');
  });

  it('links discounts, payment and delivery and contacts', () => {
    renderWithProviders(<NavBar menu={makeMenu()} />);
    expect(screen.getByRole('link', { name: 'Знижки' })).toHaveAttribute('href', '/goods/discountgoods');
    expect(screen.getByRole('link', { name: 'Оплата і доставка' })).toHaveAttribute('href', '/paymentanddelivery');
    expect(screen.getByRole('link', { name: 'Контакти' })).toHaveAttribute('href', '/contacts');
  });
});
