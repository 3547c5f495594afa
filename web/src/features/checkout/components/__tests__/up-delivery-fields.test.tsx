import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/testing/render-with-providers';
import { CheckoutForm } from '../checkout-form';
import { paymentMethodsAnswer } from './checkout-fixtures';

afterEach(() => {
  vi.unstubAllGlobals();
});

const goods = [{ goodId: 'a', quantity: 1 }];
const OFFICE = { id: '1257', postcode: '79000', name: 'Львів 79000', address: 'вул. Городоцька, 16', city: 'Львів' };
const LVIV = { cityId: '2148', name: 'Львів', region: 'Львівська', district: '', cityType: 'місто', display: 'Львів, Львівська обл.' };
const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const bodyOf = (init?: RequestInit) => JSON.parse(String(init?.body ?? '{}')) as Record<string, unknown>;

/** Answers the office calls as the API does (79000 has one office, other postcodes none); orders get `placed`. */
function withOffices(placed = vi.fn(async (_url: string, _init?: RequestInit) => json({ _id: 'card1', shoppingCardId: 7 }, 201))) {
  return vi.fn(async (url: string, init?: RequestInit) => {
    const offered = paymentMethodsAnswer(url);
    if (offered) return offered;
    if (url.endsWith('/api/getupofficesbypostcode')) return json({ offices: bodyOf(init).postcode === '79000' ? [OFFICE] : [] });
    if (url.endsWith('/api/searchupcities')) return json({ cities: [LVIV] });
    if (url.endsWith('/api/getupofficesbycity')) return json({ offices: [OFFICE], total: 1 });
    return placed(url, init);
  });
}

async function contacts(user: ReturnType<typeof renderWithProviders>['user']) {
  await user.type(screen.getByLabelText(/Ім’я та прізвище/), 'Олена Петренко');
  await user.type(screen.getByLabelText(/^Телефон/), '067 123 45 67');
  await user.click(screen.getByRole('radio', { name: 'Укрпошта' }));
}

describe('Ukrposhta at checkout', () => {
  it('finds an office by postcode, says when a postcode has none, and sends the office', async () => {
    const placed = vi.fn(async (_url: string, _init?: RequestInit) => json({ _id: 'card1', shoppingCardId: 7 }, 201));
    vi.stubGlobal('fetch', withOffices(placed));
    const onPlaced = vi.fn();
    const { user } = renderWithProviders(<CheckoutForm goods={goods} blocked={false} user={null} onPlaced={onPlaced} />);
    await contacts(user);
    await user.click(screen.getByRole('button', { name: 'Підтвердити замовлення' }));
    expect(screen.getByText('Оберіть відділення зі списку: за індексом або в обраному місті.')).toBeInTheDocument();
    const office = screen.getByRole('combobox', { name: /^Відділення: індекс або вулиця/ });
    await user.type(office, '04210');
    expect(await screen.findByText('Немає відкритого відділення з таким індексом чи вулицею.')).toBeInTheDocument();
    await user.clear(office);
    await user.type(office, '79000');
    await screen.findByRole('option', { name: /^79000: вул. Городоцька, 16/ });
    await user.keyboard('{ArrowDown}{Enter}');
    expect(office).toHaveValue('79000: вул. Городоцька, 16');
    await user.click(screen.getByRole('button', { name: 'Підтвердити замовлення' }));
    await waitFor(() => expect(onPlaced).toHaveBeenCalled());
    expect(bodyOf(placed.mock.calls[0]![1] as RequestInit).delivery).toEqual({
      carrier: 'ukrposhta', city: 'Львів', branch: '79000: вул. Городоцька, 16', ukrposhta: { postOfficeId: '1257', postcode: '79000' },
    });
  });

  it("offers a chosen town's offices", async () => {
    vi.stubGlobal('fetch', withOffices());
    const { user } = renderWithProviders(<CheckoutForm goods={goods} blocked={false} user={null} onPlaced={vi.fn()} />);
    await contacts(user);
    await user.type(screen.getByRole('combobox', { name: /^Місто або село/ }), 'льв');
    await user.click(await screen.findByRole('option', { name: 'Львів, Львівська обл.' }));
    await user.click(screen.getByRole('combobox', { name: /^Відділення: індекс або вулиця/ }));
    expect(await screen.findByRole('option', { name: /^79000: / })).toHaveTextContent('Львів 79000');
  });

  it('says when the directory cannot be reached', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => json({ error: { code: 'CARRIER_UNAVAILABLE', message: 'x' } }, 504)));
    const { user } = renderWithProviders(<CheckoutForm goods={goods} blocked={false} user={null} onPlaced={vi.fn()} />);
    await contacts(user);
    await user.type(screen.getByRole('combobox', { name: /^Відділення: індекс або вулиця/ }), '79000');
    expect(await screen.findByText('Не вдалося завантажити довідник Укрпошти. Спробуйте ще раз.', {}, { timeout: 5_000 })).toBeInTheDocument();
  });

  it('takes an address in parts, checks each, and sends it as one line', async () => {
    const placed = vi.fn(async (_url: string, _init?: RequestInit) => json({ _id: 'card1', shoppingCardId: 7 }, 201));
    vi.stubGlobal('fetch', withOffices(placed));
    const onPlaced = vi.fn();
    const { user } = renderWithProviders(<CheckoutForm goods={goods} blocked={false} user={null} onPlaced={onPlaced} />);
    await contacts(user);
    await user.click(screen.getByRole('radio', { name: 'До дверей (за адресою)' }));
    await user.type(screen.getByLabelText(/^Індекс/), '790');
    await user.click(screen.getByRole('button', { name: 'Підтвердити замовлення' }));
    for (const text of ['Вкажіть місто.', 'Вкажіть вулицю.', 'Вкажіть номер будинку.', 'Вкажіть п’ятизначний індекс.']) expect(screen.getByText(text)).toBeInTheDocument();
    expect(placed).not.toHaveBeenCalled();
    await user.type(screen.getByLabelText(/^Місто або село/), 'Львів');
    await user.type(screen.getByLabelText(/^Вулиця/), 'вул. Шевченка');
    await user.type(screen.getByLabelText(/^Будинок/), '5');
    await user.type(screen.getByLabelText(/^Квартира/), '12');
    await user.type(screen.getByLabelText(/^Індекс/), '00');
    await user.click(screen.getByRole('button', { name: 'Підтвердити замовлення' }));
    await waitFor(() => expect(onPlaced).toHaveBeenCalled());
    expect(bodyOf(placed.mock.calls[0]![1] as RequestInit).delivery).toEqual({ carrier: 'ukrposhta', city: 'Львів', branch: 'вул. Шевченка, 5, кв. 12, 79000' });
  });
});
