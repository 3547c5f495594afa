import { screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import { renderWithProviders } from '@/testing/render-with-providers';
import { loadPage } from '@/utils/page-location';
import { RootErrorBoundary } from '../root-error-boundary';
import { WidgetErrorBoundary } from '../widget-error-boundary';

vi.mock('@/utils/page-location', () => ({ reloadPage: vi.fn(), loadPage: vi.fn() }));

function Thrower({ error }: { error: unknown }): never {
  throw error;
}

let consoleError: MockInstance;
beforeEach(() => {
  // React and the boundary log caught errors; keep the test output readable.
  consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => consoleError.mockRestore());

describe('RootErrorBoundary', () => {
  it("shows 'oops', the error message and a way back to the main page that reloads", async () => {
    const { user } = renderWithProviders(
      <RootErrorBoundary>
        <Thrower error={new Error('Cannot read the catalogue')} />
      </RootErrorBoundary>,
    );
    expect(screen.getByRole('heading', { name: 'Ой! Щось пішло не так' })).toBeInTheDocument();
    expect(screen.getByText('Cannot read the catalogue')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'На головну' }));
    expect(loadPage).toHaveBeenCalledWith('/');
  });

  it('says the error is unknown when it carries no message, in English too', () => {
    renderWithProviders(
      <RootErrorBoundary>
        <Thrower error={{ code: 1 }} />
      </RootErrorBoundary>,
      { language: 'en' },
    );
    expect(screen.getByRole('heading', { name: 'Oops! Something went wrong' })).toBeInTheDocument();
    expect(screen.getByText('Unknown error. Please reload the page.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Go to main page' })).toBeInTheDocument();
  });

  it('renders its children when nothing throws', () => {
    renderWithProviders(<RootErrorBoundary>fine</RootErrorBoundary>);
    expect(screen.getByText('fine')).toBeInTheDocument();
  });
});

describe('WidgetErrorBoundary', () => {
  function Flaky() {
    const [broken, setBroken] = useState(true);
    return (
      <>
        <button type="button" onClick={() => setBroken(false)}>
          fix
        </button>
        <WidgetErrorBoundary>{broken ? <Thrower error={new Error('boom')} /> : <p>widget</p>}</WidgetErrorBoundary>
      </>
    );
  }

  it('keeps the rest of the page and can try again', async () => {
    const { user } = renderWithProviders(<Flaky />);
    expect(screen.getByRole('alert')).toHaveTextContent('Цю частину сторінки не вдалося показати.');
    await user.click(screen.getByRole('button', { name: 'fix' }));
    await user.click(screen.getByRole('button', { name: 'Спробувати ще раз' }));
    expect(screen.getByText('widget')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
