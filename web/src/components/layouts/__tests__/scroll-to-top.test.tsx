import { screen } from '@testing-library/react';
import { Link, Route, Routes } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/testing/render-with-providers';
import { TwoPages } from './two-pages';
import { ScrollToTop } from '../scroll-to-top';
import { samePageState } from '../use-after-page-move';

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

  it('keeps the place between two paths of one page group (a yarn line\'s colours), and not when leaving it', async () => {
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
    const group = samePageState('yarnLine:x');
    const { user } = renderWithProviders(
      <>
        <Routes>
          <Route path="/a" element={<Link to="/b" state={group}>colour b</Link>} />
          <Route path="/b" element={<Link to="/c">elsewhere</Link>} />
          <Route path="/c" element={<p>other page</p>} />
        </Routes>
        <ScrollToTop />
      </>,
      { route: { pathname: '/a', state: group } as unknown as string },
    );
    await user.click(screen.getByRole('link', { name: 'colour b' }));
    await user.click(await screen.findByRole('link', { name: 'elsewhere' }));
    expect(await screen.findByText('other page')).toBeInTheDocument();
    expect(scrollTo).toHaveBeenCalledTimes(1);
  });
});
