import { useQuery } from '@tanstack/react-query';
import { act, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/testing/render-with-providers';
import type { Good } from '@/types/good';
import { toGood } from '@/utils/good-document';
import { useFirstPicture } from '@/stores/first-picture-store';
import { SpecialStrip, STRIP_WAIT_MS } from '../special-strip';

let goods: Good[] | Error = [];

vi.mock('../../api/get-special-goods', () => ({
  useSpecialGoods: ({ enabled = true }: { enabled?: boolean } = {}) =>
    useQuery({
      queryKey: ['goods', { special: true }],
      queryFn: async () => {
        if (goods instanceof Error) throw goods;
        return goods;
      },
      enabled,
    }),
}));

// The carousel above has its first picture, unless a test says otherwise.
beforeEach(() => useFirstPicture.setState({ settled: true }));

const good = (n: number) =>
  toGood(`g${n}`, { title: { ua: `Пряжа ${n}`, en: `Yarn ${n}` }, price: 100, quantity: 5, category: 'merino', discount: { hasDiscount: true, amount: 10 } });

function resize(width: number) {
  act(() => {
    window.innerWidth = width;
    window.dispatchEvent(new Event('resize'));
  });
}

describe('SpecialStrip', () => {
  it.each([
    [1440, '4'],
    [1100, '3'],
    [800, '2'],
    [375, '1'],
  ])('at %i px shows %s goods at a time', async (width, visible) => {
    goods = [good(1), good(2), good(3), good(4), good(5)];
    window.innerWidth = width;
    renderWithProviders(<SpecialStrip />);
    const list = await screen.findByRole('list', { name: 'Спеціальні пропозиції' });
    expect(list).toHaveAttribute('data-visible', visible);
    expect(list.style.getPropertyValue('--visible')).toBe(visible);
    expect(screen.getAllByRole('article').length).toBeGreaterThanOrEqual(Number(visible));
    // The cards beyond the visible ones follow in a transition.
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(5));
  });

  it('follows the window as it is resized', async () => {
    goods = [good(1), good(2)];
    window.innerWidth = 1440;
    renderWithProviders(<SpecialStrip />);
    const list = await screen.findByRole('list', { name: 'Спеціальні пропозиції' });
    resize(700);
    expect(list).toHaveAttribute('data-visible', '2');
  });

  it("reads once the carousel's first picture is in, or after a while without it", async () => {
    goods = [good(1)];
    useFirstPicture.setState({ settled: false });
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      const first = renderWithProviders(<SpecialStrip />);
      await act(async () => vi.advanceTimersByTime(STRIP_WAIT_MS - 100));
      expect(screen.queryByRole('article')).not.toBeInTheDocument();
      act(() => useFirstPicture.getState().settle());
      expect(await screen.findByRole('article')).toBeInTheDocument();
      first.unmount();

      useFirstPicture.setState({ settled: false });
      renderWithProviders(<SpecialStrip />);
      await act(async () => vi.advanceTimersByTime(STRIP_WAIT_MS));
      expect(await screen.findByRole('article')).toBeInTheDocument();
    } finally {
      vi.useRealTimers();
    }
  });

  it("says 'Немає товарів' when there are none", async () => {
    goods = [];
    renderWithProviders(<SpecialStrip />);
    expect(await screen.findByText('Немає товарів')).toBeInTheDocument();
  });

  it('offers a retry when loading fails', async () => {
    goods = new Error('offline');
    renderWithProviders(<SpecialStrip />);
    expect(await screen.findByRole('alert')).toHaveTextContent('Не вдалося завантажити пропозиції.');
  });
});
