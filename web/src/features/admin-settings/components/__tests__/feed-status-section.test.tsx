import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { FeedStatus } from '@domain/feeds';
import { renderWithProviders } from '@/testing/render-with-providers';
import { FeedStatusSection } from '../feed-status-section';

afterEach(() => {
  vi.unstubAllGlobals();
});

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

const FEEDS: FeedStatus[] = [
  { channel: 'rozetka', url: 'https://yarn.example/feeds/rozetka.xml', lastBuild: { offers: 1234, builtAt: '2026-11-28T13:40:00.000Z' } },
  { channel: 'prom', url: 'https://yarn.example/feeds/prom.xml', lastBuild: { offers: 1234, builtAt: '2026-11-28T13:41:00.000Z' } },
  { channel: 'hotline', url: 'https://yarn.example/feeds/hotline.xml', lastBuild: { offers: 1100, builtAt: '2026-11-28T13:42:00.000Z' } },
  { channel: 'google', url: 'https://yarn.example/feeds/google.xml', lastBuild: null },
];

describe('the feeds’ status in the ADMIN’s settings, at 1366 px', () => {
  it('lists each channel’s address, its goods and when it was built, and a feed nobody asked for yet', async () => {
    vi.stubGlobal('innerWidth', 1366);
    const fetchMock = vi.fn(async (_url: string) => json({ feeds: FEEDS }));
    vi.stubGlobal('fetch', fetchMock);
    renderWithProviders(<FeedStatusSection />);

    const table = await screen.findByRole('table', { name: 'Фіди товарів' });
    expect(fetchMock.mock.calls[0]![0]).toMatch(/\/api\/getfeedstatus$/);
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => within(row).getByRole('rowheader').textContent)).toEqual(['Rozetka', 'Prom.ua', 'Hotline', 'Google Merchant Center']);

    const rozetka = rows[0]!;
    const link = within(rozetka).getByRole('link');
    expect(link).toHaveAttribute('href', 'https://yarn.example/feeds/rozetka.xml');
    // The address reads (and copies) whole; it may break only before the file's name.
    expect(link.textContent).toBe('https://yarn.example/feeds/rozetka.xml');
    expect(link.querySelector('wbr')?.previousSibling?.textContent).toBe('https://yarn.example/feeds/');
    // Counts in the Ukrainian form (a narrow space between thousands), times in Kyiv's.
    expect(rozetka.textContent?.replace(/\s/g, ' ')).toContain('1 234');
    expect(rozetka.textContent).toMatch(/28\.11\.26.*15:40/);
    expect(within(rows[3]!).getByText('ще не запитували')).toBeInTheDocument();
  });

  it('says when the status cannot be loaded, and tries again', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => json({ error: { code: 'INTERNAL', message: '' } }, 500)));
    const { user } = renderWithProviders(<FeedStatusSection />);
    expect(await screen.findByText('Не вдалося завантажити стан фідів.')).toBeInTheDocument();
    vi.stubGlobal('fetch', vi.fn(async () => json({ feeds: FEEDS })));
    await user.click(screen.getByRole('button', { name: 'Спробувати ще раз' }));
    expect(await screen.findByRole('table', { name: 'Фіди товарів' })).toBeInTheDocument();
  });
});
