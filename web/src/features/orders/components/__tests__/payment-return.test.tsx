// The return page's states against the API's answers (the HTTP boundary stubbed, the page real).
import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { PresentedPayment } from '@domain/api/payments';
import { renderWithProviders } from '@/testing/render-with-providers';
import { PaymentReturn } from '../payment-return';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const card = (state: NonNullable<PresentedPayment['card']>['state'], fields: Partial<NonNullable<PresentedPayment['card']>> = {}): PresentedPayment => ({
  method: 'card',
  card: { provider: 'monobank', state, amountKop: 24000, heldKop: 0, finalizedKop: 0, refundedKop: 0, pageUrl: null, canRetry: false, pending: null, holdExpiresAt: null, holdExpiresSoon: false, topUp: null, ...fields },
  receipts: [],
});
const COD: PresentedPayment = { method: 'cod', card: null, receipts: [] };

/** Answers each getpaymentstatus with the next payment (the last one repeats); other calls by `other`. */
function statusAnswers(payments: PresentedPayment[], other: (url: string) => Response = () => json({}, 404)) {
  let next = 0;
  return vi.fn(async (url: string) => {
    if (url.endsWith('/api/getpaymentstatus')) return json({ payment: payments[Math.min(next++, payments.length - 1)] });
    return other(url);
  });
}

const show = (providerDown = false) => renderWithProviders(<PaymentReturn cardId="card1" ordersHref="/unregistereduserpage" providerDown={providerDown} />);

describe('the payment return page', () => {
  it('says the money is held once the bank has decided, and links to the order', async () => {
    vi.stubGlobal('fetch', statusAnswers([card('processing'), card('held', { heldKop: 24000 })]));
    show();
    expect(await screen.findByText('Банк ще обробляє оплату. Сторінка оновиться сама.')).toBeInTheDocument();
    expect(await screen.findByText('Оплату отримано: кошти заблоковано до підтвердження замовлення', {}, { timeout: 4000 })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Перейти до замовлення' })).toHaveAttribute('href', '/unregistereduserpage');
    expect(screen.queryByRole('button', { name: 'Спробувати ще раз' })).toBeNull();
  });

  it('a declined card offers trying again and paying on delivery; switching shows cash on delivery', async () => {
    // As the shop does: once switched, the status says cash on delivery too.
    const payments = [card('failed', { canRetry: true })];
    const fetchMock = statusAnswers(payments, (url) => {
      if (!url.endsWith('/api/switchtocashondelivery')) return json({}, 404);
      payments.splice(0, 1, COD);
      return json({ payment: COD });
    });
    vi.stubGlobal('fetch', fetchMock);
    const { user } = show();
    expect(await screen.findByText('Картку відхилено, кошти не списано.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Спробувати ще раз' })).toBeEnabled();
    await user.click(screen.getByRole('button', { name: 'Оплатити при отриманні' }));
    expect(await screen.findByText('Замовлення оплачується при отриманні.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Оплатити при отриманні' })).toBeNull();
    expect(fetchMock.mock.calls.some(([url]) => url.endsWith('/api/switchtocashondelivery'))).toBe(true);
  });

  it('an abandoned page and a provider that was down: explains, and offers both choices', async () => {
    vi.stubGlobal('fetch', statusAnswers([card('awaiting', { canRetry: true })]));
    show(true);
    expect(await screen.findByText('Оплату не завершено.')).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('платіжний сервіс не відповідає');
    expect(screen.getByRole('button', { name: 'Оплатити при отриманні' })).toBeInTheDocument();
  });

  it('trying again when the provider is still down says so instead of leaving', async () => {
    vi.stubGlobal('fetch', statusAnswers([card('expired', { canRetry: true })], (url) => (url.endsWith('/api/startcardpayment') ? json({ pageUrl: null, error: 'PAYMENT_PROVIDER_UNAVAILABLE' }) : json({}, 404))));
    const { user } = show();
    expect(await screen.findByText('Час на оплату минув, кошти не списано.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Спробувати ще раз' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('платіжний сервіс не відповідає');
  });

  it('an unknown order is said plainly; a failed read offers to try again', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => json({ error: { code: 'SHOPPING_CARD_NOT_FOUND', message: 'x' } }, 404)));
    const { unmount } = show();
    expect(await screen.findByText('Замовлення не знайдено. Можливо, посилання застаріло.')).toBeInTheDocument();
    unmount();
    vi.stubGlobal('fetch', vi.fn(async () => json({ error: { code: 'INTERNAL', message: '' } }, 500)));
    show();
    expect(await screen.findByText('Не вдалося дізнатися стан оплати.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Спробувати ще раз' })).toBeInTheDocument();
  });

  it('stops asking after a minute of "processing" and offers to check again', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const fetchMock = statusAnswers([card('processing')]);
    vi.stubGlobal('fetch', fetchMock);
    show();
    await screen.findByText('Банк ще обробляє оплату. Сторінка оновиться сама.');
    await vi.advanceTimersByTimeAsync(61_000);
    await waitFor(() => expect(screen.getByRole('button', { name: 'Перевірити ще раз' })).toBeInTheDocument());
    const asked = fetchMock.mock.calls.length;
    expect(asked).toBeGreaterThan(10);
    expect(asked).toBeLessThanOrEqual(32);
    await vi.advanceTimersByTimeAsync(10_000);
    expect(fetchMock.mock.calls.length).toBe(asked);
  });
});
