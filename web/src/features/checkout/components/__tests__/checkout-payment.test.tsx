import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/testing/render-with-providers';
import { CheckoutForm } from '../checkout-form';
import { fillValid, json, withDirectory } from './checkout-fixtures';

afterEach(() => {
  vi.unstubAllGlobals();
});

const goods = [{ goodId: 'a', quantity: 1 }];
const BOTH = { cashOnDelivery: true, card: true };

describe('payment at checkout', () => {
  it('offers only cash on delivery while the shop takes no cards', async () => {
    vi.stubGlobal('fetch', withDirectory(vi.fn()));
    renderWithProviders(<CheckoutForm goods={goods} blocked={false} user={null} onPlaced={vi.fn()} />);
    const group = screen.getByRole('group', { name: 'Оплата' });
    await waitFor(() => expect(group.querySelectorAll('input[type=radio]')).toHaveLength(1));
    expect(screen.getByRole('radio', { name: /^Оплата при отриманні/ })).toBeChecked();
    expect(screen.queryByRole('radio', { name: 'Оплатити карткою' })).toBeNull();
  });

  it('offers the card with its wallets when the shop takes cards, cash on delivery still the default, and sends the choice', async () => {
    const orders = vi.fn(async () => json({ _id: 'card1', shoppingCardId: 42, payment: { pageUrl: 'https://pay.test/p/1' } }, 201));
    vi.stubGlobal('fetch', withDirectory(orders, BOTH));
    const onPlaced = vi.fn();
    const { user } = renderWithProviders(<CheckoutForm goods={goods} blocked={false} user={null} onPlaced={onPlaced} />);
    const card = await screen.findByRole('radio', { name: 'Оплатити карткою' });
    expect(card).toHaveAccessibleDescription('Apple Pay і Google Pay — на сторінці оплати');
    expect(screen.getByRole('radio', { name: /^Оплата при отриманні/ })).toBeChecked();
    await user.click(card);
    await fillValid(user);
    await user.click(screen.getByRole('button', { name: 'Підтвердити замовлення' }));
    await waitFor(() => expect(onPlaced).toHaveBeenCalledWith(expect.objectContaining({ _id: 'card1', payment: { pageUrl: 'https://pay.test/p/1' } })));
    expect(JSON.parse(String((orders.mock.calls[0] as unknown as [string, RequestInit])[1].body))).toMatchObject({ payment: 'card' });
  });

  it('chooses the card when it is the only method', async () => {
    vi.stubGlobal('fetch', withDirectory(vi.fn(), { cashOnDelivery: false, card: true }));
    renderWithProviders(<CheckoutForm goods={goods} blocked={false} user={null} onPlaced={vi.fn()} />);
    expect(await screen.findByRole('radio', { name: 'Оплатити карткою' })).toBeChecked();
    expect(screen.queryByRole('radio', { name: /^Оплата при отриманні/ })).toBeNull();
  });
});
