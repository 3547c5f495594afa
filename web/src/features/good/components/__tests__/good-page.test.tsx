import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { makeGood } from '@/testing/good-fixtures';
import { renderWithProviders } from '@/testing/render-with-providers';
import { GoodPage } from '../good-page';

const main = '/api/images/goods/ya-1001.webp';
const good = makeGood({ mainImage: main, images: [main, '/api/images/goods/ya-1001-closeup.webp', '/api/images/goods/ya-1001-swatch.webp'] });
vi.mock('../../api/get-good', () => ({
  useGood: () => ({ data: good, isPending: false, isError: false, isSuccess: true }),
}));
const title = 'Пряжа YarnArt Merino, колір бежевий';

describe('GoodPage', () => {
  it("loads the good's first picture at once and first, the thumbnails lazily, and the other pictures once the gallery is reached for", async () => {
    renderWithProviders(<GoodPage goodId="ya-1001" />);
    const picture = await screen.findByRole('img', { name: title });
    expect(picture).toHaveAttribute('src', main);
    expect(picture).toHaveAttribute('loading', 'eager');
    expect(picture).toHaveAttribute('fetchpriority', 'high');
    expect(screen.queryByRole('img', { name: `${title}, Фото 2 з 3` })).toBeNull();
    act(() => screen.getByRole('button', { name: 'Фото 2 з 3' }).focus());
    for (const name of [`${title}, Фото 2 з 3`, `${title}, Фото 3 з 3`]) {
      const slide = screen.getByRole('img', { name });
      expect(slide).toHaveAttribute('loading', 'lazy');
      expect(slide).toHaveAttribute('fetchpriority', 'auto');
    }
    // The main picture saved among the further ones too is shown once.
    const thumbs = within(screen.getByRole('list', { name: 'Вибрати фото' })).getAllByRole('button');
    expect(thumbs.map((thumb) => thumb.getAttribute('aria-label'))).toEqual(['Фото 1 з 3', 'Фото 2 з 3', 'Фото 3 з 3']);
    for (const thumb of thumbs) expect(thumb.querySelector('img')).toHaveAttribute('loading', 'lazy');
  });

  it('asks for the largest stored width only when the zoom opens', async () => {
    renderWithProviders(<GoodPage goodId="ya-1001" />);
    await screen.findByRole('img', { name: title });
    const large = () => [...document.querySelectorAll('img')].filter((img) => img.getAttribute('src')?.includes('.w810.'));
    expect(large()).toEqual([]);
    await userEvent.click(screen.getByRole('button', { name: 'Збільшити: Фото 1 з 3' }));
    const dialog = await screen.findByRole('dialog', { name: `${title}: Фото 1 з 3` });
    expect(within(dialog).getByRole('img')).toHaveAttribute('src', '/api/images/goods/ya-1001.w810.webp');
  });
});
