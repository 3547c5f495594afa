import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makeGood } from '@/testing/good-fixtures';
import { renderWithProviders } from '@/testing/render-with-providers';
import { GoodCard } from '../good-card';

// Intl's currency output uses non-breaking spaces; compare on plain spaces.
const text = (element: HTMLElement) => element.textContent?.replace(/\s/g, ' ');

describe('GoodCard', () => {
  it('shows title, link by the good link rules, price and the short description', () => {
    renderWithProviders(<GoodCard good={makeGood()} />);
    const link = screen.getByRole('link', { name: 'Пряжа YarnArt Merino, колір бежевий' });
    expect(link).toHaveAttribute('href', '/outercategory/yarn/wool/MerinoWool/ya-1001');
    expect(link).toHaveAccessibleDescription('Склад: 50% меринос, 50% акрил');
    expect(text(screen.getByText(/98/))).toBe('98 ₴');
    expect(screen.getByRole('button', { name: 'Купити' })).toBeEnabled();
  });

  it('shows the floored discounted price, the old price struck out and the discount badge', () => {
    renderWithProviders(<GoodCard good={makeGood({ price: 99, discount: { hasDiscount: true, amount: 15 } })} />, { language: 'en' });
    // 99 - 99 * 15 / 100 = 84.15, floored to 84.
    expect(text(screen.getByText(/Discounted price/).parentElement!)).toBe('Discounted price: 84 ₴');
    expect(screen.getByRole('deletion')).toHaveTextContent(/99/);
    expect(screen.getByText('Discount 15%')).toBeInTheDocument();
  });

  it('shows New and Popular badges, and links in the English title', () => {
    renderWithProviders(<GoodCard good={makeGood({ newGoodState: true, popular: true, outerCategory: 'noOuterCategory', category: 'Goodsmadefromyarn', subcategory: 'allgoods' })} />, { language: 'en' });
    expect(screen.getByText('New')).toBeInTheDocument();
    expect(screen.getByText('Popular')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'YarnArt Merino yarn, beige' })).toHaveAttribute('href', '/goods/Goodsmadefromyarn/ya-1001');
  });

  it('uses the placeholder when the image is missing or fails to load', () => {
    const { container, rerender } = renderWithProviders(<GoodCard good={makeGood({ mainImage: null })} />);
    const img = () => container.querySelector('img')!;
    expect(img().getAttribute('src')).toMatch(/placeholder-card\.svg$/);
    expect(img()).toHaveAttribute('loading', 'lazy');
    expect(img()).toHaveAttribute('width', '270');
    expect(img()).toHaveAttribute('height', '274');
    rerender(<GoodCard good={makeGood()} />);
    expect(img()).toHaveAttribute('src', 'https://img.example/ya-1001.jpg');
    fireEvent.error(img());
    expect(img().getAttribute('src')).toMatch(/placeholder-card\.svg$/);
  });

  it('says not available for a sold-out good', () => {
    renderWithProviders(<GoodCard good={makeGood({ quantity: 0 })} />);
    expect(screen.getByRole('button', { name: 'Немає в наявності' })).toBeDisabled();
  });
});
