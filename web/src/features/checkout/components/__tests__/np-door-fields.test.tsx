import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/testing/render-with-providers';
import { CheckoutForm } from '../checkout-form';
import { json, withDirectory } from './checkout-fixtures';

afterEach(() => {
  vi.unstubAllGlobals();
});

const goods = [{ goodId: 'a', quantity: 1 }];
const STREET = { ref: 'st-1', name: 'Хрещатик', type: 'вул.', display: 'вул. Хрещатик' };
const bodyOf = (init?: RequestInit) => JSON.parse(String(init?.body ?? '{}')) as Record<string, unknown>;
const placedCard = () => vi.fn(async (_url: string, _init?: RequestInit) => json({ _id: 'card1', shoppingCardId: 7 }, 201));

/** The directory as the API answers it, streets too (or a failing street directory). */
function withStreets(placed = placedCard(), streetsDown = false) {
  return withDirectory(async (url, init) => {
    if (url.endsWith('/api/getnpstreets')) {
      return streetsDown ? json({ error: { code: 'CARRIER_UNAVAILABLE', message: 'down' } }, 504) : json({ streets: [STREET] });
    }
    return placed(url, init);
  });
}

async function courierInKyiv(user: ReturnType<typeof renderWithProviders>['user']) {
  await user.type(screen.getByLabelText(/Ім’я та прізвище/), 'Олена Петренко');
  await user.type(screen.getByLabelText(/^Телефон/), '067 123 45 67');
  await user.click(screen.getByRole('radio', { name: 'Кур’єром за адресою' }));
  await user.type(screen.getByRole('combobox', { name: /^Місто або село/ }), 'Київ');
  await user.click(await screen.findByRole('option', { name: 'Київ, Київська обл.' }));
}

describe('Nova Poshta courier at checkout', () => {
  it('states the extra cost, asks for a street from the list and a house, and sends the door delivery', async () => {
    const placed = placedCard();
    vi.stubGlobal('fetch', withStreets(placed));
    const onPlaced = vi.fn();
    const { user } = renderWithProviders(<CheckoutForm goods={goods} blocked={false} user={null} onPlaced={onPlaced} />);
    await courierInKyiv(user);
    expect(screen.getByText(/Доставка кур’єром дорожча, ніж до відділення: \+35 ₴ за тарифом Нової пошти/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Підтвердити замовлення' }));
    expect(screen.getByText('Оберіть вулицю зі списку.')).toBeInTheDocument();
    expect(screen.getByText('Вкажіть номер будинку, наприклад 5, 12а або 7/2.')).toBeInTheDocument();
    expect(placed).not.toHaveBeenCalled();
    await user.type(screen.getByRole('combobox', { name: /^Вулиця/ }), 'хре');
    await user.click(await screen.findByRole('option', { name: 'вул. Хрещатик' }));
    await user.type(screen.getByLabelText(/^Будинок/), '5а');
    await user.type(screen.getByLabelText(/^Квартира/), '12');
    await user.click(screen.getByRole('button', { name: 'Підтвердити замовлення' }));
    await waitFor(() => expect(onPlaced).toHaveBeenCalled());
    expect(bodyOf(placed.mock.calls[0]![1] as RequestInit).delivery).toEqual({
      carrier: 'novaposhta',
      city: 'Київ, Київська обл.',
      branch: 'вул. Хрещатик, 5а, кв. 12',
      novaPoshtaDoor: { settlementRef: 's-kyiv', cityRef: 'c-kyiv', streetRef: 'st-1', street: 'Хрещатик', house: '5а', flat: '12' },
    });
  });

  it('says when the street directory does not answer, and switches to a branch of the same town', async () => {
    vi.stubGlobal('fetch', withStreets(placedCard(), true));
    const { user } = renderWithProviders(<CheckoutForm goods={goods} blocked={false} user={null} onPlaced={vi.fn()} />);
    await courierInKyiv(user);
    await user.type(screen.getByRole('combobox', { name: /^Вулиця/ }), 'хре');
    const down = await screen.findByRole('alert', {}, { timeout: 5000 });
    expect(down).toHaveTextContent('Довідник вулиць Нової пошти зараз не відповідає');
    await user.click(screen.getByRole('button', { name: 'Обрати відділення або поштомат' }));
    expect(screen.getByRole('radio', { name: 'У відділенні або поштоматі' })).toBeChecked();
    expect(screen.getByRole('combobox', { name: /^Місто або село/ })).toHaveValue('Київ, Київська обл.');
    expect(screen.getByRole('combobox', { name: /Номер відділення/ })).toBeEnabled();
  });
});
