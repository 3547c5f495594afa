import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/testing/render-with-providers';
import { TwoPages } from './two-pages';
import { ScrollToTop } from '../scroll-to-top';

function renderPages() {
  return renderWithProviders(
    <>
      <TwoPages />
      <ScrollToTop />
    </>,
  );
}

describe('ScrollToTop', () => {
  afterEach(() => vi.restoreAllMocks());

  it('leaves the first page where the browser put it and scrolls to the top after a move', async () => {
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
    const { user } = renderPages();
    expect(scrollTo).not.toHaveBeenCalled();
    await user.click(screen.getByRole('link', { name: 'to the other page' }));
    expect(await screen.findByRole('button', { name: 'sort other' })).toBeInTheDocument();
    expect(scrollTo).toHaveBeenCalledWith(0, 0);
  });

  it('does not scroll when only the query changes', async () => {
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
    const { user } = renderPages();
    await user.click(screen.getByRole('button', { name: 'sort first' }));
    expect(scrollTo).not.toHaveBeenCalled();
  });
});
