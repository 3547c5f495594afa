import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/testing/render-with-providers';
import { CheckoutForm } from '../checkout-form';
import { BRANCH_12, fillValid, json, withDirectory } from './checkout-fixtures';

afterEach(() => {
  vi.unstubAllGlobals();
});

const goods = [{ goodId: 'a', quantity: 2 }];

describe('checkout form', () => {
  it('shows what is wrong and sends nothing', async () => {
    const fetchMock = withDirectory(vi.fn());
    vi.stubGlobal('fetch', fetchMock);
    const { user } = renderWithProviders(<CheckoutForm goods={goods} blocked={false} user={null} onPlaced={vi.fn()} />);
    await user.type(screen.getByLabelText(/^Телефон/), '067abc');
    await user.click(screen.getByRole('button', { name: 'Підтвердити замовлення' }));
    expect(screen.getByText(/Вкажіть ім’я/)).toBeInTheDocument();
    expect(screen.getByText(/Вкажіть український номер/)).toBeInTheDocument();
    expect(screen.getByText('Почніть вводити назву й оберіть населений пункт зі списку.')).toBeInTheDocument();
    expect(screen.getByText('Оберіть відділення або поштомат зі списку.')).toBeInTheDocument();
    expect(fetchMock.mock.calls.filter(([url]) => url.endsWith('/api/createshoppingcard'))).toEqual([]);
  });

  it('Ukrposhta asks for an office from the list, or for an address', async () => {
    const { user } = renderWithProviders(<CheckoutForm goods={goods} blocked={false} user={null} onPlaced={vi.fn()} />);
    await user.click(screen.getByRole('radio', { name: 'Укрпошта' }));
    expect(screen.getByRole('combobox', { name: /^Відділення: індекс або вулиця/ })).toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: 'До дверей (за адресою)' }));
    expect(screen.getByLabelText(/^Вулиця/)).toBeInTheDocument();
  });

  it('keeps the same idempotency key across retries and says clearly when the shop is down', async () => {
    const orders = vi
      .fn()
      .mockRejectedValueOnce(new TypeError('Failed to fetch'))
      .mockResolvedValueOnce(json({ _id: 'card1', shoppingCardId: 42 }, 201));
    vi.stubGlobal('fetch', withDirectory(orders));
    const onPlaced = vi.fn();
    const { user } = renderWithProviders(<CheckoutForm goods={goods} blocked={false} user={null} onPlaced={onPlaced} />);
    await fillValid(user);
    await user.click(screen.getByRole('button', { name: 'Підтвердити замовлення' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Не вдалося зв’язатися з магазином. Ваш кошик збережено');
    expect(onPlaced).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Підтвердити замовлення' }));
    await waitFor(() => expect(onPlaced).toHaveBeenCalledWith({ _id: 'card1', shoppingCardId: 42 }));
    const bodies = orders.mock.calls.map(([, init]) => JSON.parse((init as RequestInit).body as string));
    expect(bodies[0].idempotencyKey).toBe(bodies[1].idempotencyKey);
    expect(bodies[0]).toMatchObject({
      goods,
      payment: 'cod',
      customer: { name: 'Олена Петренко', phone: '+38 (067) 123-45-67' },
      delivery: { carrier: 'novaposhta', city: 'Київ, Київська обл.', branch: BRANCH_12.description, novaPoshta: { settlementRef: 's-kyiv', cityRef: 'c-kyiv', warehouseRef: 'w-12' } },
    });
  });

  it('offers a settlement’s branches with type, weight limit and hours, and marks a locker too small for the parcel', async () => {
    vi.stubGlobal('fetch', withDirectory(async () => json({})));
    const { user } = renderWithProviders(<CheckoutForm goods={goods} blocked={false} user={null} onPlaced={vi.fn()} />);
    const branch = screen.getByRole('combobox', { name: /Номер відділення/ });
    expect(branch).toBeDisabled();
    await user.type(screen.getByRole('combobox', { name: /^Місто або село/ }), 'Ки');
    await screen.findByRole('option', { name: 'Київ, Київська обл.' });
    await user.keyboard('{ArrowDown}{Enter}');
    await user.click(branch);
    const locker = await screen.findByRole('option', { name: /№120/ });
    expect(locker).toHaveAttribute('aria-disabled', 'true');
    expect(locker).toHaveTextContent('Поштомат · до 0.5 кг · не вмістить посилку (≈0.7 кг) · Пн–Пт 08:00-20:00, Сб 09:00-18:00, Нд вихідний');
    expect(screen.getByRole('option', { name: /№12:/ })).toHaveTextContent('Відділення · до 30 кг');
    await user.click(locker);
    expect(branch).toHaveValue('');
  });

  it('says when no settlement matches, and when the directory cannot be reached', async () => {
    let answer = () => json({ settlements: [] });
    vi.stubGlobal('fetch', vi.fn(async () => answer()));
    const { user } = renderWithProviders(<CheckoutForm goods={goods} blocked={false} user={null} onPlaced={vi.fn()} />);
    const town = screen.getByRole('combobox', { name: /^Місто або село/ });
    await user.type(town, 'Жм');
    expect(await screen.findByText('Нічого не знайдено. Перевірте назву.')).toBeInTheDocument();
    expect(town).toHaveAttribute('aria-expanded', 'false');
    answer = () => json({ error: { code: 'INTERNAL', message: 'x' } }, 500);
    await user.type(town, 'е');
    expect(await screen.findByText('Не вдалося завантажити довідник Нової пошти. Спробуйте ще раз.', {}, { timeout: 5_000 })).toBeInTheDocument();
  });

  it('is blocked while goods are unavailable, and pre-fills a signed-in user', () => {
    renderWithProviders(<CheckoutForm goods={goods} blocked user={{ realName: null, email: 'o@x.ua', phone: '380671234567' }} onPlaced={vi.fn()} />);
    expect(screen.getByRole('button', { name: 'Підтвердити замовлення' })).toBeDisabled();
    expect(screen.getByLabelText(/^Телефон/)).toHaveValue('+38 (067) 123-45-67');
    expect(screen.getByLabelText(/Email/)).toHaveValue('o@x.ua');
  });
});
