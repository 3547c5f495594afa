import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/testing/render-with-providers';
import { PaymentSettingsSection } from '../payment-settings-section';

afterEach(() => {
  vi.unstubAllGlobals();
});

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

describe('the payment settings', () => {
  it('switches the card on with LiqPay and saves; both methods off cannot be saved', async () => {
    const fetchMock = vi.fn(async (url: string, init?: RequestInit) => {
      if (url.endsWith('/api/getpaymentsettings')) return json({ settings: { cashOnDelivery: true, card: false, provider: 'monobank' } });
      return json({ settings: JSON.parse(String(init?.body)) });
    });
    vi.stubGlobal('fetch', fetchMock);
    const { user } = renderWithProviders(<PaymentSettingsSection />);
    const cod = await screen.findByRole('checkbox', { name: 'Оплата при отриманні (накладений платіж)' });
    const card = screen.getByRole('checkbox', { name: /^Оплата карткою/ });
    expect(cod).toBeChecked();
    expect(card).not.toBeChecked();

    await user.click(cod);
    expect(screen.getByRole('alert')).toHaveTextContent('Увімкніть хоча б один спосіб оплати.');
    expect(screen.getByRole('button', { name: 'Зберегти оплату' })).toBeDisabled();

    await user.click(card);
    await user.selectOptions(screen.getByRole('combobox', { name: 'Платіжний сервіс' }), 'LiqPay');
    await user.click(screen.getByRole('button', { name: 'Зберегти оплату' }));
    expect(await screen.findByText('Налаштування оплати збережено.')).toBeInTheDocument();
    const saved = fetchMock.mock.calls.find(([url]) => url.endsWith('/api/savepaymentsettings'));
    expect(JSON.parse(String(saved![1]!.body))).toEqual({ cashOnDelivery: false, card: true, provider: 'liqpay' });
  });

  it('says when the settings cannot be loaded, and tries again', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => json({ error: { code: 'INTERNAL', message: '' } }, 500)));
    const { user } = renderWithProviders(<PaymentSettingsSection />);
    expect(await screen.findByText('Не вдалося завантажити налаштування оплати.')).toBeInTheDocument();
    vi.stubGlobal('fetch', vi.fn(async () => json({ settings: { cashOnDelivery: true, card: true, provider: 'monobank' } })));
    await user.click(screen.getByRole('button', { name: 'Спробувати ще раз' }));
    await waitFor(() => expect(screen.getByRole('checkbox', { name: /^Оплата карткою/ })).toBeChecked());
  });
});
