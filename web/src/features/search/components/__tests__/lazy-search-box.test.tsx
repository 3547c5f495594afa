import { act, fireEvent, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { prepareSearchIndex } from '@domain/search';
import { useFirstPicture } from '@/stores/first-picture-store';
import { renderWithProviders } from '@/testing/render-with-providers';
import { LazySearchBox, SEARCH_WAIT_MS } from '../lazy-search-box';

vi.mock('../../api/get-search-index', () => ({
  useSearchIndex: () => ({ data: prepareSearchIndex([]), isSuccess: true, isError: false, isPending: false }),
}));
vi.mock('../../api/get-goods-by-ids', () => ({ useGoodsByIds: () => ({ data: undefined }) }));

beforeEach(() => useFirstPicture.setState({ settled: false }));

const placeholderInput = () => screen.queryByRole('searchbox', { name: 'Пошук товарів' });

describe('LazySearchBox', () => {
  it("shows the look-alike until the page's first picture is in, then the search", async () => {
    renderWithProviders(<LazySearchBox />);
    // Given time to load, the search still does not come while the picture is awaited.
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(screen.queryByRole('combobox')).toBeNull();
    expect(placeholderInput()).toHaveAttribute('placeholder', 'пошук за # або назвою');
    act(() => useFirstPicture.getState().settle());
    expect(await screen.findByRole('combobox', { name: 'Пошук товарів' })).toBeInTheDocument();
    expect(placeholderInput()).toBeNull();
  });

  it('comes after SEARCH_WAIT_MS when the picture does not', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      renderWithProviders(<LazySearchBox />);
      expect(screen.queryByRole('combobox')).toBeNull();
      await act(async () => vi.advanceTimersByTime(SEARCH_WAIT_MS));
      expect(await screen.findByRole('combobox')).toBeInTheDocument();
    } finally {
      vi.useRealTimers();
    }
  });

  it('loads at once when the keyboard reaches the look-alike field, and hands it the focus', async () => {
    const { user } = renderWithProviders(<LazySearchBox />);
    // First the phone's search button (hidden by CSS on a wide screen, not in jsdom): focus alone
    // does not open it.
    await user.tab();
    expect(screen.getByRole('button', { name: 'Відкрити пошук' })).toHaveFocus();
    expect(placeholderInput()).not.toBeNull();
    await user.tab();
    const input = await screen.findByRole('combobox');
    expect(input).toHaveFocus();
    await user.keyboard('пряжа');
    expect(input).toHaveValue('пряжа');
    expect(useFirstPicture.getState().settled).toBe(false);
  });

  it('loads at once when a pointer reaches for the look-alike field', async () => {
    renderWithProviders(<LazySearchBox />);
    fireEvent.focus(placeholderInput()!);
    expect(await screen.findByRole('combobox')).toHaveFocus();
  });

  it("opens on a phone's look-alike search button", async () => {
    renderWithProviders(<LazySearchBox />);
    fireEvent.pointerDown(screen.getByRole('button', { name: 'Відкрити пошук' }));
    const input = await screen.findByRole('combobox');
    expect(input).toHaveFocus();
    expect(screen.getByRole('button', { name: 'Закрити пошук' })).toBeInTheDocument();
  });
});
