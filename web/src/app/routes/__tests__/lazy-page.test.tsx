import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/testing/render-with-providers';
import { lazyPage, preloadPage } from '../lazy-page';

const page = (text: string) => async () => () => <p>{text}</p>;

describe('lazyPage', () => {
  it('shows the spinner while the code loads, then the page', async () => {
    renderWithProviders(lazyPage(page('Сторінка')));
    expect(screen.queryByText('Сторінка')).not.toBeInTheDocument();
    expect(await screen.findByText('Сторінка')).toBeInTheDocument();
  });

  it('renders a page whose code has arrived at once, without suspending', async () => {
    const element = lazyPage(page('Вже тут'));
    await preloadPage(element);
    renderWithProviders(element);
    // In the first commit: a suspended page would show only after React retried it.
    expect(screen.getByText('Вже тут')).toBeInTheDocument();
  });

  it('lets preloading settle when the code fails to load; the page then shows the error', async () => {
    const element = lazyPage(() => Promise.reject(new Error('chunk failed')));
    await expect(preloadPage(element)).resolves.toBeUndefined();
  });
});
