import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { makeGood } from '@/testing/good-fixtures';
import { renderWithProviders } from '@/testing/render-with-providers';
import { CARDS_PER_PAGE } from '@/config/listing';
import { GoodsGrid } from '../goods-grid';

const goods = Array.from({ length: CARDS_PER_PAGE * 2 + 5 }, (_, i) => makeGood({ id: `g${i}`, title: { ua: `Товар ${i}`, en: `Good ${i}` } }));

describe('GoodsGrid', () => {
  it('shows a page of cards, then the next page on "show more", until all are shown', async () => {
    renderWithProviders(<GoodsGrid goods={goods} />);
    expect(screen.getAllByRole('article')).toHaveLength(CARDS_PER_PAGE);
    const more = screen.getByRole('button', { name: 'Показати ще' });
    await userEvent.click(more);
    expect(screen.getAllByRole('article')).toHaveLength(CARDS_PER_PAGE * 2);
    await userEvent.click(screen.getByRole('button', { name: 'Показати ще' }));
    expect(screen.getAllByRole('article')).toHaveLength(goods.length);
    expect(screen.queryByRole('button', { name: 'Показати ще' })).toBeNull();
  });

  it('loads the first screen\'s pictures at once and first, and the rest lazily', () => {
    const { container } = renderWithProviders(<GoodsGrid goods={goods.slice(0, 8)} />);
    const priorities = [...container.querySelectorAll('img')].map((img) => img.getAttribute('fetchpriority'));
    expect(priorities).toEqual(['high', 'high', 'high', 'high', 'auto', 'auto', 'auto', 'auto']);
  });
});
