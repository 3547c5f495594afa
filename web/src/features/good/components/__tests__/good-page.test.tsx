import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { makeGood } from '@/testing/good-fixtures';
import { renderWithProviders } from '@/testing/render-with-providers';
import { GoodPage } from '../good-page';

const good = makeGood({ mainImage: '/img/ya-1001.webp', images: ['/img/ya-1001.webp', '/img/ya-1001-2.webp'] });
vi.mock('../../api/get-good', () => ({
  useGood: () => ({ data: good, isPending: false, isError: false, isSuccess: true }),
}));

describe('GoodPage', () => {
  it("loads the good's picture at once and first, and the other pictures lazily", async () => {
    renderWithProviders(<GoodPage goodId="ya-1001" />);
    const picture = await screen.findByRole('img', { name: 'Пряжа YarnArt Merino, колір бежевий' });
    expect(picture).toHaveAttribute('src', '/img/ya-1001.webp');
    expect(picture).toHaveAttribute('loading', 'eager');
    expect(picture).toHaveAttribute('fetchpriority', 'high');
    for (const name of ['Пряжа YarnArt Merino, колір бежевий 2', 'Пряжа YarnArt Merino, колір бежевий 3']) {
      const thumb = screen.getByRole('img', { name });
      expect(thumb).toHaveAttribute('loading', 'lazy');
      expect(thumb).toHaveAttribute('fetchpriority', 'auto');
    }
  });
});
