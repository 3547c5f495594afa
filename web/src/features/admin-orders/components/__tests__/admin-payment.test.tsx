import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { PresentedCardPayment } from '@domain/api/payments';
import { cardPayment } from '@/testing/card-fixtures';
import { renderWithProviders } from '@/testing/render-with-providers';
import { CardItem } from '../card-item';
import { adminCard } from './admin-card-fixture';

const held = (fields: Partial<PresentedCardPayment>) =>
  cardPayment('held', { amountKop: 27000, heldKop: 27000, holdExpiresAt: '2026-12-05T10:00:00.000Z', ...fields }, [
    { receiptId: 'r1', kind: 'sell', amountKop: 27000, state: 'pending', fiscalCode: null, htmlUrl: null },
  ]);

describe('the payment in the orders manager', () => {
  it('shows the state in the summary, the hold running out, the move waiting for the bank and the pending receipt', () => {
    renderWithProviders(<CardItem card={adminCard('CONFIRMED', { payment: held({ holdExpiresSoon: true, pending: 'finalize' }) })} open onToggle={() => {}} />);
    expect(screen.getByRole('button', { name: /Картка: заблоковано/ })).toBeInTheDocument();
    const payment = screen.getByRole('region', { name: 'Оплата' });
    expect(payment).toHaveTextContent('Заблоковано: 270 ₴');
    expect(within(payment).getByRole('status')).toHaveTextContent('Чекає банку: списання підтвердженої суми');
    expect(within(payment).getByRole('alert')).toHaveTextContent(/^Утримання спливає .+: підтвердьте або скасуйте замовлення/);
    expect(payment).toHaveTextContent('Чек продажу, 270 ₴ · чек очікує');
  });

  it('shows a top-up for goods added after the hold, with its page while it is open', () => {
    const topUp = { state: 'awaiting' as const, amountKop: 12000, pageUrl: 'http://pay.test/inv-2' };
    renderWithProviders(<CardItem card={adminCard('UNCONFIRMED', { payment: held({ topUp }) })} open onToggle={() => {}} />);
    const payment = screen.getByRole('region', { name: 'Оплата' });
    expect(payment).toHaveTextContent('Доплата за додані товари: 120 ₴');
    expect(within(payment).getByRole('link', { name: 'Доплатити карткою' })).toHaveAttribute('href', 'http://pay.test/inv-2');
  });

  it('lists the messages sent to the customer in the history, in time order among the status moves', () => {
    const card = adminCard('CONFIRMED', {
      history: [
        { status: 'UNCONFIRMED', at: '2025-01-02T10:00:00.000Z', actor: 'guest' },
        { status: 'CONFIRMED', at: '2025-01-03T10:00:00.000Z', actor: 'admin:a1' },
      ],
      sentMessages: [
        { kind: 'confirmed', at: '2025-01-03T10:00:05.000Z' },
        { kind: 'paid', at: '2025-01-02T10:05:00.000Z' },
        { kind: 'somethingNew', at: null },
      ],
    });
    renderWithProviders(<CardItem card={card} open onToggle={() => {}} />);
    const lines = within(screen.getByRole('heading', { name: 'Історія' }).nextElementSibling as HTMLElement).getAllByRole('listitem').map((li) => li.textContent);
    expect(lines.map((text) => text!.replace(/^.*? — /, ''))).toEqual([
      'Не підтверджене · Покупець',
      'Лист покупцеві: оплату отримано',
      'Підтверджене · Адміністратор',
      'Лист покупцеві: замовлення підтверджено',
      'Лист покупцеві: інше',
    ]);
  });

  it('a cash-on-delivery order shows its method and no card badge', () => {
    renderWithProviders(<CardItem card={adminCard('RESERVED')} open onToggle={() => {}} />);
    expect(screen.queryByText(/Картка:/)).toBeNull();
    expect(screen.getByRole('region', { name: 'Оплата' })).toHaveTextContent(/^Оплата при отриманні$/);
  });
});
