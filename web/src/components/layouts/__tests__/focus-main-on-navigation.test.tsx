import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/testing/render-with-providers';
import { TwoPages } from './two-pages';
import { FocusMainOnNavigation } from '../focus-main-on-navigation';

function renderShell() {
  return renderWithProviders(
    <>
      <main id="main" tabIndex={-1}>
        <TwoPages />
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
