import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/testing/render-with-providers';
import { CheckoutForm } from '../checkout-form';

afterEach(() => {
  vi.unstubAllGlobals();
});

const goods = [{ goodId: 'a', quantity: 2 }];

async function fillValid(user: ReturnType<typeof renderWithProviders>['user']) {
  await user.type(screen.getByLabelText(/Ім’я та прізвище/), 'Олена Петренко');
  await user.type(screen.getByLabelText(/^Телефон/), '067 123 45 67');
  await user.type(screen.getByLabelText(/^Місто/), 'Київ');
  await user.type(screen.getByLabelText(/Номер відділення/), '12');
}

describe('checkout form', () => {
  it('shows what is wrong and sends nothing', async () => {
    const fetchMock = vi.fn();
    vi.stubGlobal('fetch', fetchMock);
    const { user } = renderWithProviders(<CheckoutForm goods={goods} blocked={false} user={null} onPlaced={vi.fn()} />);
    await user.type(screen.getByLabelText(/^Телефон/), '067abc');
    await user.click(screen.getByRole('button', { name: 'Підтвердити замовлення' }));
    expect(screen.getByText(/Вкажіть ім’я/)).toBeInTheDocument();
    expect(screen.getByText(/Вкажіть український номер/)).toBeInTheDocument();
    expect(screen.getByText('Вкажіть номер відділення Нової пошти.')).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('Ukrposhta asks for an index or address', async () => {
    const { user } = renderWithProviders(<CheckoutForm goods={goods} blocked={false} user={null} onPlaced={vi.fn()} />);
    await user.click(screen.getByRole('radio', { name: 'Укрпошта' }));
    expect(screen.getByLabelText(/Індекс відділення або адреса/)).toBeInTheDocument();
  });

  it('keeps the same idempotency key across retries and says clearly when the shop is down', async () => {
    const fetchMock = vi
      .fn()
      .mockRejectedValueOnce(new TypeError('Failed to fetch'))
      .mockResolvedValueOnce(new Response(JSON.stringify({ _id: 'card1', shoppingCardId: 42 }), { status: 201, headers: { 'content-type': 'application/json' } }));
    vi.stubGlobal('fetch', fetchMock);
    const onPlaced = vi.fn();
    const { user } = renderWithProviders(<CheckoutForm goods={goods} blocked={false} user={null} onPlaced={onPlaced} />);
    await fillValid(user);
    await user.click(screen.getByRole('button', { name: 'Підтвердити замовлення' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Не вдалося зв’язатися з магазином. Ваш кошик збережено');
    expect(onPlaced).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Підтвердити замовлення' }));
    await waitFor(() => expect(onPlaced).toHaveBeenCalledWith({ _id: 'card1', shoppingCardId: 42 }));
    const bodies = fetchMock.mock.calls.map(([, init]) => JSON.parse((init as RequestInit).body as string));
    expect(bodies[0].idempotencyKey).toBe(bodies[1].idempotencyKey);
    expect(bodies[0]).toMatchObject({ goods, payment: 'cod', customer: { name: 'Олена Петренко', phone: '067 123 45 67' }, delivery: { carrier: 'novaposhta', city: 'Київ', branch: '12' } });
  });

  it('is blocked while goods are unavailable, and pre-fills a signed-in user', () => {
    renderWithProviders(<CheckoutForm goods={goods} blocked user={{ name: 'olena', email: 'o@x.ua', phone: '380671234567' }} onPlaced={vi.fn()} />);
    expect(screen.getByRole('button', { name: 'Підтвердити замовлення' })).toBeDisabled();
    expect(screen.getByLabelText(/^Телефон/)).toHaveValue('380671234567');
    expect(screen.getByLabelText(/Email/)).toHaveValue('o@x.ua');
  });
});
