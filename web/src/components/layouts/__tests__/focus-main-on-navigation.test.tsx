import { screen, waitFor } from '@testing-library/react';
import { Link, Route, Routes, useSearchParams } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/testing/render-with-providers';
import { FocusMainOnNavigation } from '../focus-main-on-navigation';

function Page({ name }: { name: string }) {
  const [, setParams] = useSearchParams();
  return (
    <>
      <Link to="/other">to the other page</Link>
      <button type="button" onClick={() => setParams({ sort: 'price' })}>
        sort {name}
      </button>
    </>
  );
}

function renderShell() {
  return renderWithProviders(
    <>
      <main id="main" tabIndex={-1}>
        <Routes>
          <Route path="/" element={<Page name="first" />} />
          <Route path="/other" element={<Page name="other" />} />
        </Routes>
      </main>
      <FocusMainOnNavigation mainId="main" />
    </>,
  );
}

describe('FocusMainOnNavigation', () => {
  it('leaves the first page alone and focuses main after moving to another page', async () => {
    const { user } = renderShell();
    expect(screen.getByRole('main')).not.toHaveFocus();
    await user.click(screen.getByRole('link', { name: 'to the other page' }));
    expect(await screen.findByRole('button', { name: 'sort other' })).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('main')).toHaveFocus());
  });

  it('does not move focus when only the query changes', async () => {
    const { user } = renderShell();
    const sort = screen.getByRole('button', { name: 'sort first' });
    await user.click(sort);
    expect(sort).toHaveFocus();
  });
});
