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
    // The phone's look-alike search button is not in the tab order: the field is the first stop.
    await user.tab();
    const input = await screen.findByRole('combobox');
    expect(input).toHaveFocus();
    await user.keyboard('пряжа');
    expect(input).toHaveValue('пряжа');
    expect(useFirstPicture.getState().settled).toBe(false);
  });

  it('takes over what was typed into the look-alike while it loaded, with the caret after it', async () => {
    renderWithProviders(<LazySearchBox />);
    // The keys land in the look-alike before its focus has brought the search.
    fireEvent.change(placeholderInput()!, { target: { value: 'мохер' } });
    fireEvent.focus(placeholderInput()!);
    const input = await screen.findByRole('combobox');
    expect(input).toHaveValue('мохер');
    expect(input).toHaveFocus();
    expect((input as HTMLInputElement).selectionStart).toBe('мохер'.length);
    expect(input).toHaveAttribute('aria-expanded', 'true');
  });

  it('keeps the focus where the keyboard took it while the search was loading', async () => {
    const { user } = renderWithProviders(<><LazySearchBox /><button type="button">Далі</button></>);
    await user.tab();
    await user.tab();
    const next = screen.getByRole('button', { name: 'Далі' });
    expect(next).toHaveFocus();
    expect(await screen.findByRole('combobox')).not.toHaveFocus();
    expect(next).toHaveFocus();
  });

  it('loads at once when a pointer reaches for the look-alike field', async () => {
    renderWithProviders(<LazySearchBox />);
    fireEvent.focus(placeholderInput()!);
    expect(await screen.findByRole('combobox')).toHaveFocus();
  });

  it("opens on a click of a phone's look-alike search button, not on its press", async () => {
    const { container } = renderWithProviders(<LazySearchBox />);
    const button = container.querySelector<HTMLElement>('span[aria-hidden="true"]')!;
    fireEvent.pointerDown(button);
    fireEvent.mouseDown(button);
    // The search's code is loaded by now (earlier tests), so a press that opened it would show it.
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(screen.queryByRole('combobox')).toBeNull();
    fireEvent.click(button);
    const input = await screen.findByRole('combobox');
    expect(input).toHaveFocus();
    expect(screen.getByRole('button', { name: 'Закрити пошук' })).toBeInTheDocument();
  });
});
