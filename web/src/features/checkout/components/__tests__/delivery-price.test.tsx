// The delivery price at checkout: asked of the shop for the chosen branch in the cart's bands, with
// cash on delivery's fee; what is left to free delivery; Ukrposhta's from its table with no call;
// and a carrier that does not answer leaves the order possible.
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/testing/render-with-providers';
import { CheckoutForm } from '../checkout-form';
import { fillValid, json, withDirectory } from './checkout-fixtures';

afterEach(() => vi.unstubAllGlobals());

const goods = [{ goodId: 'g1', quantity: 3, weightGrams: 100 }];
type Body = Record<string, unknown>;

function shop({ offer = null as number | null, quote = (body: Body): unknown => ({ priceUah: body.cashOnDelivery ? 100 : 70, cashOnDeliveryFeeUah: body.cashOnDelivery ? 30 : 0, deliveryDate: '2026-12-01' }) } = {}) {
  const asked: Body[] = [];
  const placed = vi.fn(async () => json({ _id: 'c1', shoppingCardId: 1, payment: null }, 201));
  // The directory's fixtures answer a silent carrier and no offer: these answers come first.
  const directory = withDirectory(placed);
  vi.stubGlobal('fetch', async (url: string, init?: RequestInit) => {
    if (url.endsWith('/api/getdeliveryoffer')) return json({ freeDeliveryFromUah: offer });
    if (!url.endsWith('/api/quotedelivery')) return directory(url, init);
    const body = JSON.parse(String(init?.body)) as Body;
    asked.push(body);
    return json(quote(body));
  });
  return { asked, placed };
}

describe('delivery price at checkout', () => {
  it("shows the carrier's price with the cash-on-delivery fee and the date, asked for the cart's bands", async () => {
    const { asked } = shop();
    const { user } = renderWithProviders(<CheckoutForm goods={goods} orderUah={430} blocked={false} user={null} onPlaced={vi.fn()} />);
    await fillValid(user);
    const price = await screen.findByTestId('delivery-price');
    // 3 × 100 g + 300 g for the box = 0.6 kg: the 1 kg band; 430 ₴: the 500 ₴ band.
    expect(asked).toEqual([{ cityRef: 'c-kyiv', service: 'branch', weightKg: 1, orderUah: 500, cashOnDelivery: true }]);
    expect(price).toHaveTextContent('Доставка Новою поштою: 100 ₴, сплачує отримувач. Разом із комісією перевізника за накладений платіж: 30 ₴.');
    expect(screen.getByTestId('delivery-date')).toHaveTextContent('Очікувана дата доставки: вівторок, 1 грудня.');
  });

  it('says what is left to free delivery, and that the carrier will tell the price when it does not answer; the order still goes', async () => {
    const { placed } = shop({ offer: 2000, quote: () => ({ priceUah: null, cashOnDeliveryFeeUah: 0, deliveryDate: null }) });
    const { user } = renderWithProviders(<CheckoutForm goods={goods} orderUah={1770} blocked={false} user={null} onPlaced={vi.fn()} />);
    expect(await screen.findByTestId('free-delivery-note')).toHaveTextContent('Ще 230 ₴ до безкоштовної доставки');
    await fillValid(user);
    expect(await screen.findByText('Вартість доставки повідомить перевізник. Оформити замовлення можна вже зараз.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Підтвердити замовлення' }));
    expect(placed).toHaveBeenCalledTimes(1);
  });

  it("gives Ukrposhta's tariff from its table without asking, and says a reached threshold makes it free", async () => {
    const { asked } = shop({ offer: 1000 });
    const { user } = renderWithProviders(<CheckoutForm goods={goods} orderUah={1200} blocked={false} user={null} onPlaced={vi.fn()} />);
    await user.click(screen.getByRole('radio', { name: 'Укрпошта' }));
    expect(await screen.findByTestId('free-delivery-note')).toHaveTextContent('Доставка безкоштовна.');
    // 0.6 kg is in the table's "up to 1 kg" row.
    expect(screen.getByTestId('delivery-price')).toHaveTextContent('Доставка Укрпоштою: безкоштовно (за тарифом 31 ₴).');
    expect(asked).toEqual([]);
  });
});
