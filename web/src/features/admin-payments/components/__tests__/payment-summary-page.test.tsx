import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { PaymentSummary } from '@domain/api/payments';
import { renderWithProviders } from '@/testing/render-with-providers';
import { kyivDay } from '../../utils/kyiv-day';
import { PaymentSummaryPage } from '../payment-summary-page';

afterEach(() => {
  vi.unstubAllGlobals();
});

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const totals = (heldKop: number, finalizedKop = 0) => ({ heldKop, finalizedKop, releasedKop: 0, refundedKop: 0 });
const SUMMARY: PaymentSummary = {
  day: '2026-11-27',
  shop: totals(48000, 12000),
  provider: totals(24000, 12000),
  providerError: null,
  differences: [{ invoiceId: 'inv-9', shoppingCardId: 1044, shop: totals(24000), provider: totals(0) }],
  cashOnDeliveryToCome: { parcels: 3, totalKop: 75000 },
  receiptsPending: 2,
};

function api(summary: (day: string) => Response) {
  const fetchMock = vi.fn(async (url: string, init?: RequestInit) => {
    if (url.endsWith('/api/getpaymentsummary')) return summary((JSON.parse(String(init?.body)) as { day: string }).day);
    if (url.endsWith('/api/runpaymentchecks')) return json({ moneyMoves: 1, receiptsDone: 2, holdsFlagged: 0, holdsExpired: 0, failures: 0 });
    throw new Error(`unexpected ${url}`);
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

describe('the daily money summary', () => {
  it('asks for today in Kyiv, marks each difference, and says what is on its way and waiting', async () => {
    const fetchMock = api(() => json(SUMMARY));
    renderWithProviders(<PaymentSummaryPage />);
    const held = (await screen.findByRole('rowheader', { name: 'Заблоковано' })).closest('tr')!;
    expect(JSON.parse(String(fetchMock.mock.calls[0]![1]!.body))).toEqual({ day: kyivDay() });
    expect(held).toHaveAttribute('data-differs', 'true');
    expect(held).toHaveTextContent('480 ₴240 ₴');
    expect(screen.getByRole('rowheader', { name: 'Списано' }).closest('tr')).not.toHaveAttribute('data-differs');
    const difference = within(screen.getByRole('region', { name: 'Розбіжності' })).getAllByRole('listitem')[0]!;
    expect(difference).toHaveTextContent('Замовлення №1044');
    expect(difference).toHaveTextContent('Заблоковано: магазин 240 ₴, сервіс 0 ₴');
    expect(screen.getByText('Накладені платежі в дорозі: 3 посилки на 750 ₴')).toBeInTheDocument();
    expect(screen.getByText('Чеків, що очікують: 2')).toBeInTheDocument();
  });

  it('another day is asked for when picked; the provider’s error is said, its column unknown', async () => {
    const fetchMock = api((day) => json({ ...SUMMARY, day, provider: null, providerError: 'timeout', differences: [] }));
    renderWithProviders(<PaymentSummaryPage />);
    expect(await screen.findByRole('alert')).toHaveTextContent('Платіжний сервіс не вдалося запитати: timeout');
    expect(screen.getByRole('rowheader', { name: 'Повернено' }).closest('tr')).toHaveTextContent('не відомо');
    // A date input is set whole, as the browser's picker does.
    fireEvent.change(screen.getByLabelText('День'), { target: { value: '2026-11-20' } });
    await screen.findByText('Розбіжностей немає: магазин і платіжний сервіс бачать те саме.');
    expect(fetchMock.mock.calls.some(([, init]) => String(init?.body).includes('2026-11-20'))).toBe(true);
  });

  it('"Перевірити зараз" runs the checks and says their counts; a failed read offers to try again', async () => {
    api(() => json({ error: { code: 'INTERNAL', message: '' } }, 500));
    const { user } = renderWithProviders(<PaymentSummaryPage />);
    expect(await screen.findByText('Не вдалося отримати підсумок дня.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Перевірити зараз' }));
    expect(await screen.findByText(/Перевірено: рухів коштів 1, чеків 2/)).toBeInTheDocument();
  });
});
