import { fireEvent, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { useFirstPicture } from '@/stores/first-picture-store';
import { makeGood } from '@/testing/good-fixtures';
import { renderWithProviders } from '@/testing/render-with-providers';
import { GoodPage } from '../good-page';

const good = makeGood({ mainImage: '/img/ya-1001.webp', images: ['/img/ya-1001.webp', '/img/ya-1001-2.webp'] });
vi.mock('../../api/get-good', () => ({
  useGood: () => ({ data: good, isPending: false, isError: false, isSuccess: true }),
}));

beforeEach(() => useFirstPicture.setState({ settled: false }));

describe('GoodPage', () => {
  it.each(['load', 'error'] as const)("tells the page its first picture is in when the good's picture %ss", async (outcome) => {
    renderWithProviders(<GoodPage goodId="ya-1001" />);
    const picture = await screen.findByRole('img', { name: 'Пряжа YarnArt Merino, колір бежевий' });
    expect(picture).toHaveAttribute('fetchpriority', 'high');
    expect(useFirstPicture.getState().settled).toBe(false);
    fireEvent[outcome](picture);
    expect(useFirstPicture.getState().settled).toBe(true);
  });
});
