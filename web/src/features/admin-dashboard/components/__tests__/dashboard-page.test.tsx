// The dashboard's states and sections in jsdom. The canvas chart is drawn in Chromium
// (tests/browser/admin-dashboard-journey.test.ts); here it is a stand-in that shows its data.
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { DayFigures, OwnerFigures } from '@domain/api/owner-figures';
import { renderWithProviders } from '@/testing/render-with-providers';
import { DashboardPage } from '../dashboard-page';

vi.mock('../sales-chart', () => ({
  SalesChart: ({ perDay }: { perDay: DayFigures[] }) => <div data-testid="sales-chart">{perDay.length} days</div>,
}));

afterEach(() => {
  vi.unstubAllGlobals();
});

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

function figures(days: 7 | 30 | 90, withOrders = true): OwnerFigures {
  const perDay = Array.from({ length: days }, (_, i) => ({ day: `2026-10-${String(i + 1).padStart(2, '0')}`, orders: withOrders && i === days - 1 ? 3 : 0, revenueKop: withOrders && i === days - 1 ? 125_000 : 0 }));
  return {
    days,
    perDay,
    statuses: { UNCONFIRMED: 2, RESERVED: 1, CONFIRMED: 4, SENT: 5, COMPLETED: 20, CANCELLED: 3 },
    waiting: { toConfirm: 3, toSend: 4, refusedParcels: 1, holdsExpiring: 0 },
    topColours: withOrders ? [{ id: 'g1', title: { ua: 'Alize Cotton Gold 55 червоний', en: 'Alize Cotton Gold 55 red' }, units: 6, kop: 72_000 }] : [],
    topLines: withOrders ? [{ id: 'l1', title: { ua: 'Alize Cotton Gold', en: 'Alize Cotton Gold' }, units: 9, kop: 99_000 }] : [],
    money: { codToCome: { parcels: 2, kop: 50_000 }, cardHeldKop: 30_000, cardTakenKop: 75_000 },
    carriers: [
      { carrier: 'novaposhta', sent: 8, refused: 1 },
      { carrier: 'ukrposhta', sent: 0, refused: 0 },
    ],
    lowStock: withOrders ? [{ goodId: 'g2', title: { ua: 'Мохер синій', en: 'Mohair blue' }, lot: 'L7', quantity: 2 }] : [],
  };
}

function api(answer: (days: 7 | 30 | 90) => Response) {
  const fetchMock = vi.fn(async (url: string, init?: RequestInit) => {
    if (url.endsWith('/api/getownerfigures')) return answer((JSON.parse(String(init?.body)) as { days: 7 | 30 | 90 }).days);
    throw new Error(`unexpected ${url}`);
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

const section = (name: string) => screen.getByRole('region', { name });

describe('the dashboard', () => {
  it('shows 30 days first, with what waits, the money, the best-sellers, refusals and low lots', async () => {
    api((days) => json(figures(days)));
    renderWithProviders(<DashboardPage />);
    expect(await screen.findByTestId('sales-chart')).toHaveTextContent('30 days');
    expect(screen.getByRole('heading', { level: 1, name: 'Огляд' })).toBeInTheDocument();
    expect(screen.getByText('Разом: 3 замовлення на 1 250 ₴')).toBeInTheDocument();
    expect(within(section('Чекає на вас')).getByText('Підтвердити').parentElement).toHaveTextContent('3');
    expect(within(section('Гроші')).getByText('Накладений платіж у дорозі').parentElement).toHaveTextContent('500 ₴ 2 посилки');
    expect(within(section('Найкращі кольори')).getByRole('listitem')).toHaveTextContent('Alize Cotton Gold 55 червоний6 од. · 720 ₴');
    expect(within(section('Відмови за перевізником')).getByText('Нова пошта').parentElement).toHaveTextContent('1 із 8 · 13%');
    expect(within(section('Відмови за перевізником')).getByText('Укрпошта').parentElement).toHaveTextContent('посилок не було');
    expect(within(section('Закінчуються партії')).getByRole('listitem')).toHaveTextContent('Мохер синій партія L7лишилось 2');
    expect(screen.getByRole('button', { name: '30 днів' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('another period is asked for when chosen', async () => {
    const fetchMock = api((days) => json(figures(days)));
    const { user } = renderWithProviders(<DashboardPage />);
    await screen.findByTestId('sales-chart');
    await user.click(screen.getByRole('button', { name: '7 днів' }));
    await expect.poll(() => screen.getByTestId('sales-chart').textContent).toBe('7 days');
    expect(fetchMock.mock.calls.map(([, init]) => JSON.parse(String(init?.body)) as unknown)).toEqual([{ days: 30 }, { days: 7 }]);
  });

  it('a period without orders says so, draws no chart, and the empty parts say they are empty', async () => {
    api((days) => json(figures(days, false)));
    renderWithProviders(<DashboardPage />);
    expect(await screen.findByText('За цей період замовлень ще немає.')).toBeInTheDocument();
    expect(screen.queryByTestId('sales-chart')).not.toBeInTheDocument();
    expect(within(section('Найкращі кольори')).getByText('За цей період нічого не продано.')).toBeInTheDocument();
    expect(within(section('Закінчуються партії')).getByText('Жодна партія не закінчується.')).toBeInTheDocument();
  });

  it('a failed read says so and offers to try again', async () => {
    let fail = true;
    api((days) => (fail ? json({ error: { code: 'INTERNAL', message: '' } }, 500) : json(figures(days))));
    const { user } = renderWithProviders(<DashboardPage />);
    expect(await screen.findByText('Не вдалося завантажити огляд.')).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Спробувати ще раз' }));
    expect(await screen.findByTestId('sales-chart')).toBeInTheDocument();
  });
});
