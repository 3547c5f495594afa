import type { CardWaybill } from '@domain/shipping';
import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/testing/render-with-providers';
import { WaybillPanel } from '../waybill-panel';
import { adminCard, jsonFetch } from './admin-card-fixture';

afterEach(() => {
  vi.unstubAllGlobals();
});

const made = { carrier: 'novaposhta', ref: 'doc-ref', trackingNumber: '20450000000001', cashOnDelivery: 'paymentControl', manual: false, createdAt: '2025-01-03T10:00:00.000Z' } as const;

const sentWith = (waybill: CardWaybill) => adminCard('SENT', { delivery: { ...adminCard('SENT').delivery, waybill } });

describe('WaybillPanel', () => {
  it('offers to create the waybill only on a CONFIRMED card whose branch came from the directory', () => {
    const { unmount } = renderWithProviders(<WaybillPanel card={adminCard('RESERVED')} />);
    expect(screen.queryByRole('button', { name: 'Створити накладну' })).toBeNull();
    unmount();
    const typed = renderWithProviders(<WaybillPanel card={adminCard('CONFIRMED', { delivery: { carrier: 'novaposhta', city: 'Київ', branch: '12', trackingNumber: null } })} />);
    expect(screen.queryByRole('button', { name: 'Створити накладну' })).toBeNull();
    expect(screen.getByText(/Адресу доставки введено вручну/)).toBeInTheDocument();
    typed.unmount();
    renderWithProviders(<WaybillPanel card={adminCard('CONFIRMED')} />);
    expect(screen.getByRole('button', { name: 'Створити накладну' })).toBeEnabled();
  });

  it('is pending while the carrier is asked, and sends the card id once', async () => {
    let answer!: (value: Response) => void;
    const fetchMock = vi.fn(() => new Promise<Response>((resolve) => (answer = resolve)));
    vi.stubGlobal('fetch', fetchMock);
    const { user } = renderWithProviders(<WaybillPanel card={adminCard('CONFIRMED')} />);
    await user.click(screen.getByRole('button', { name: 'Створити накладну' }));
    const pending = screen.getByRole('button', { name: 'Створюємо накладну…' });
    expect(pending).toBeDisabled();
    expect(pending).toHaveAttribute('aria-busy', 'true');
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect((fetchMock.mock.calls[0] as unknown as [string, RequestInit])[0]).toBe('/api/createwaybill');
    expect(JSON.parse(String((fetchMock.mock.calls[0] as unknown as [string, RequestInit])[1].body))).toEqual({ shoppingCardId: 'card-CONFIRMED' });
    answer(new Response(JSON.stringify({ data: adminCard('SENT') }), { status: 201 }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Створити накладну' })).toBeEnabled());
  });

  it("shows a carrier's refusal with the carrier's code and text", async () => {
    vi.stubGlobal('fetch', jsonFetch({ error: { code: 'CARRIER_REJECTED', message: 'Служба доставки відхилила запит. Нічого не змінено.', details: { carrierCodes: ['20000200004'], carrierMessages: ['Відділення одержувача не працює'] } } }, 502));
    const { user } = renderWithProviders(<WaybillPanel card={adminCard('CONFIRMED')} />);
    await user.click(screen.getByRole('button', { name: 'Створити накладну' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Служба доставки відхилила запит. Нічого не змінено.');
    expect(alert).toHaveTextContent('Перевізник відповів: 20000200004: Відділення одержувача не працює');
  });

  it('shows the waybill made: number, the cash-on-delivery form, and the label to print', () => {
    renderWithProviders(<WaybillPanel card={sentWith(made)} />);
    expect(screen.getByText('20450000000001')).toBeInTheDocument();
    expect(screen.getByText('контроль оплати')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Друкувати етикетку (PDF)' })).toBeEnabled();
    expect(screen.queryByText('введено вручну')).toBeNull();
  });

  it('marks a number typed by hand, which has no label', () => {
    renderWithProviders(<WaybillPanel card={sentWith({ ...made, ref: null, manual: true, cashOnDelivery: null })} />);
    expect(screen.getByText('введено вручну')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Друкувати етикетку (PDF)' })).toBeNull();
  });
});
