import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { CardParcelStatus } from '@domain/shipping';
import type { OrderStatus } from '@domain/order-status';
import { renderWithProviders } from '@/testing/render-with-providers';
import { CardItem } from '../card-item';
import { adminCard } from './admin-card-fixture';

const refused: CardParcelStatus = {
  phase: 'refused',
  statusCode: 102,
  statusText: 'Відмова одержувача',
  date: null,
  checkedAt: '2026-11-24T12:00:00.000Z',
  needsAttention: true,
};

function cardWith(status: OrderStatus, parcel: CardParcelStatus | null) {
  return adminCard(status, { delivery: { carrier: 'novaposhta', city: 'Київ', branch: '12', trackingNumber: '20450000000001', ...(parcel && { parcel }) } });
}

describe('the parcel in the orders manager', () => {
  it('a refused parcel of a SENT card is flagged in the summary and explained in the details', () => {
    renderWithProviders(<CardItem card={cardWith('SENT', refused)} open onToggle={() => {}} />);
    expect(screen.getByRole('button', { name: /Посилка потребує уваги/ })).toBeInTheDocument();
    expect(screen.getByText(/Посилка:/).textContent).toMatch(/^Посилка: одержувач відмовився · Відмова одержувача · перевірено /);
    expect(screen.getByText(/Посилку не отримали/)).toBeInTheDocument();
  });

  it('shows the carrier status and date, in English too, without a flag once nothing is wrong', () => {
    const received: CardParcelStatus = { ...refused, phase: 'received', statusCode: 9, statusText: 'Відправлення отримано', date: '25.11.2026 14:10:00', needsAttention: false };
    renderWithProviders(<CardItem card={cardWith('COMPLETED', received)} open onToggle={() => {}} />, { language: 'en' });
    expect(screen.getByText(/Parcel:/).textContent).toBe("Parcel: received · Відправлення отримано · carrier's date 25.11.2026 14:10");
    expect(screen.queryByText(/needs attention/)).toBeNull();
  });

  it('a cancelled card keeps its parcel status but asks for nothing more', () => {
    renderWithProviders(<CardItem card={cardWith('CANCELLED', refused)} open onToggle={() => {}} />);
    expect(screen.getByText(/Посилка:/)).toBeInTheDocument();
    expect(screen.queryByText(/Посилка потребує уваги/)).toBeNull();
    expect(screen.queryByText(/Посилку не отримали/)).toBeNull();
  });

  it('a card the tracking run has not seen shows no parcel line', () => {
    renderWithProviders(<CardItem card={cardWith('SENT', null)} open onToggle={() => {}} />);
    expect(screen.queryByText(/Посилка/)).toBeNull();
  });
});
