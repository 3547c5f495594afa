import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/testing/render-with-providers';
import { SiteActions } from '../site-actions';

afterEach(() => {
  vi.useRealTimers();
});

describe('SiteActions', () => {
  it('builds the site map and shows the success note for 4 seconds (docs/product.md, Numbers and limits)', async () => {
    const fetchMock = vi.fn(async () => new Response(JSON.stringify({ urlCount: 812 }), { status: 200, headers: { 'Content-Type': 'application/json' } }));
    vi.stubGlobal('fetch', fetchMock);
    // Fake timers that still move with real time, so the user events and the request go on as usual.
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { user } = renderWithProviders(<SiteActions />);
    await user.click(screen.getByRole('button', { name: 'Створити карту сайту' }));
    expect(await screen.findByText('Карту сайту створено: адрес — 812.')).toBeInTheDocument();
    expect((fetchMock.mock.calls[0] as unknown[])[0]).toBe('/api/buildsitemap');

    act(() => vi.advanceTimersByTime(3800));
    expect(screen.getByText('Карту сайту створено: адрес — 812.')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(200));
    expect(screen.queryByText('Карту сайту створено: адрес — 812.')).toBeNull();
  });

  it('shows the server error when building fails', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => new Response(JSON.stringify({ error: { code: 'FORBIDDEN', message: 'Недостатньо прав.' } }), { status: 403 })));
    const { user } = renderWithProviders(<SiteActions />);
    await user.click(screen.getByRole('button', { name: 'Створити карту сайту' }));
    expect(await screen.findByText('Недостатньо прав.')).toBeInTheDocument();
  });
});
