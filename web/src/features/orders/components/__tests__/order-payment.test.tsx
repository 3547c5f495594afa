// The customer's order view shows how the order is paid: method, state in words, amounts in ₴,
// the receipts, and the two choices while the card can be tried again.
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { PresentedCardPayment, PresentedPayment } from '@domain/api/payments';
import type { CardPaymentState } from '@domain/payment';
import { presentedCard } from '@/testing/card-fixtures';
import { renderWithProviders } from '@/testing/render-with-providers';
import { OrderInfoCard } from '../order-info';

const cardWith = (payment: PresentedPayment) =>
  presentedCard({ _id: 'c1', shoppingCardId: 1030, status: 'CONFIRMED', goods: [], customer: { name: 'Олена', phone: '380671234567', email: null }, payment });
const cardState = (state: CardPaymentState, fields: Partial<PresentedCardPayment> = {}): PresentedCardPayment => ({
  provider: 'monobank', state, amountKop: 24050, heldKop: 0, finalizedKop: 0, refundedKop: 0, pageUrl: null, canRetry: false, pending: null, holdExpiresAt: null, holdExpiresSoon: false, topUp: null, ...fields,
});

describe('the order view’s payment', () => {
  it('a finalized card order: the amounts in hryvnias and each receipt, done or waiting', () => {
    renderWithProviders(
      <OrderInfoCard
        card={cardWith({
          method: 'card',
          card: cardState('finalized', { heldKop: 24050, finalizedKop: 12000 }),
          receipts: [
            { receiptId: 'r1', kind: 'sell', amountKop: 12000, state: 'done', fiscalCode: 'TEST-FN-77', htmlUrl: 'https://receipts.test/r1' },
            { receiptId: 'r2', kind: 'return', amountKop: 12000, state: 'pending', fiscalCode: null, htmlUrl: null },
          ],
        })}
      />,
    );
    const payment = screen.getByRole('region', { name: 'Оплата' });
    expect(payment).toHaveTextContent('Оплата карткою: Оплачено');
    expect(payment).toHaveTextContent('До сплати: 240,50 ₴');
    expect(payment).toHaveTextContent('Заблоковано: 240,50 ₴');
    expect(payment).toHaveTextContent('Списано: 120 ₴');
    const [done, waiting] = within(within(payment).getByRole('list', { name: 'Чеки' })).getAllByRole('listitem');
    expect(done).toHaveTextContent('Чек продажу, 120 ₴ · фіскальний номер TEST-FN-77 · Чек');
    expect(within(done!).getByRole('link', { name: 'Чек' })).toHaveAttribute('href', 'https://receipts.test/r1');
    expect(waiting).toHaveTextContent('Чек повернення, 120 ₴ · чек очікує');
    expect(screen.queryByRole('button', { name: 'Оплатити при отриманні' })).toBeNull();
  });

  it('a declined card offers both choices; cash on delivery says only its method', () => {
    const { unmount } = renderWithProviders(<OrderInfoCard card={cardWith({ method: 'card', card: cardState('failed', { canRetry: true }), receipts: [] })} />);
    expect(screen.getByRole('region', { name: 'Оплата' })).toHaveTextContent('Оплата карткою: Оплату відхилено');
    expect(screen.getByRole('button', { name: 'Спробувати ще раз' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Оплатити при отриманні' })).toBeInTheDocument();
    unmount();
    renderWithProviders(<OrderInfoCard card={cardWith({ method: 'cod', card: null, receipts: [] })} />);
    expect(screen.getByRole('region', { name: 'Оплата' })).toHaveTextContent(/^Оплата при отриманні$/);
  });
});
