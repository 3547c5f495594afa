import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/testing/render-with-providers';
import { sameLotOrderNumber } from '../../utils/checkout-values';
import { CheckoutForm } from '../checkout-form';
import { fillValid, json, withDirectory } from './checkout-fixtures';

afterEach(() => {
  vi.unstubAllGlobals();
});

const goods = [{ goodId: 'grey', quantity: 6 }];
const field = () => screen.queryByRole('textbox', { name: /Та сама партія, що в моєму замовленні/ });

describe('"same lot as my order" at checkout', () => {
  it('is offered only when the cart holds yarn counted by lot, with a hint of what it does', () => {
    const { unmount } = renderWithProviders(<CheckoutForm goods={goods} blocked={false} user={null} onPlaced={vi.fn()} />);
    expect(field()).toBeNull();
    unmount();
    renderWithProviders(<CheckoutForm goods={goods} blocked={false} user={null} onPlaced={vi.fn()} offerSameLot />);
    expect(field()).toHaveAccessibleDescription(/Докуповуєте колір\?/);
  });

  it('sends the order number, read from "№ 1017", as a number', async () => {
    const orders = vi.fn(async (_url: string, _init?: RequestInit) => json({ _id: 'card1', shoppingCardId: 1020 }, 201));
    vi.stubGlobal('fetch', withDirectory(orders));
    const onPlaced = vi.fn();
    const { user } = renderWithProviders(<CheckoutForm goods={goods} blocked={false} user={null} onPlaced={onPlaced} offerSameLot />);
    await fillValid(user);
    await user.type(field()!, '№ 1017');
    await user.click(screen.getByRole('button', { name: 'Підтвердити замовлення' }));
    await waitFor(() => expect(onPlaced).toHaveBeenCalled());
    expect(JSON.parse(String(orders.mock.calls[0]![1]!.body))).toMatchObject({ goods, sameLotAsOrder: 1017 });
  });

  it('refuses what is not an order number, beside the field, and sends nothing', async () => {
    const orders = vi.fn(async (_url: string, _init?: RequestInit) => json({ _id: 'card1', shoppingCardId: 1020 }, 201));
    vi.stubGlobal('fetch', withDirectory(orders));
    const { user } = renderWithProviders(<CheckoutForm goods={goods} blocked={false} user={null} onPlaced={vi.fn()} offerSameLot />, { language: 'en' });
    await user.type(screen.getByRole('textbox', { name: /Same dye lot as my order/ }), 'last one');
    await user.click(screen.getByRole('button', { name: /Confirm/ }));
    expect(screen.getByRole('textbox', { name: /Same dye lot as my order/ })).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('textbox', { name: /Same dye lot as my order/ })).toHaveAccessibleDescription(/An order number is a whole number, such as 1024\./);
    expect(orders).not.toHaveBeenCalled();
  });

  it('reads the number the ways a customer writes it', () => {
    expect(['1017', ' №1017 ', '#1017', 'No. 1017'].map(sameLotOrderNumber)).toEqual([1017, 1017, 1017, 1017]);
    expect(['0', '-3', '12.5', 'abc', '1234567890'].map(sameLotOrderNumber)).toEqual([null, null, null, null, null]);
  });
});
