import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { COLLECTIONS } from '@/config/firestore-collections';
import { setCatalogReader } from '@/lib/catalog-reader';
import { useCartStore } from '@/stores/cart-store';
import { useUiStore } from '@/stores/ui-store';
import { memoryCatalogReader } from '@/testing/memory-catalog-reader';
import { renderWithProviders } from '@/testing/render-with-providers';
import { CartButton } from '../cart-button';

const good = (fields: Record<string, unknown>) => ({ category: 'yarn', measurement: 'skein', mainImage: null, archived: false, ...fields });
const reader = memoryCatalogReader({
  [COLLECTIONS.goods]: {
    a: good({ title: { ua: 'Меринос', en: 'Merino' }, price: 199, discount: { hasDiscount: true, amount: 33 }, quantity: 5 }),
    b: good({ title: { ua: 'Бавовна', en: 'Cotton' }, price: 80, discount: { hasDiscount: false, amount: 0 }, quantity: 1 }),
  },
});

beforeEach(() => {
  setCatalogReader(reader);
  localStorage.clear();
  useCartStore.setState({ lines: [] });
  useUiStore.setState({ cartPreviewOpen: false });
});

const money = (text: string) => text.replace(/\s/g, ' ');
afterEach(() => vi.unstubAllGlobals());

describe('cart preview', () => {
  it('an empty cart says so and ordering is impossible', async () => {
    const { user } = renderWithProviders(<CartButton />);
    await user.click(screen.getByRole('button', { name: 'Кошик, товарів: 0' }));
    // The preview's code loads when it first opens.
    const dialog = await screen.findByRole('dialog', { name: 'Кошик' });
    expect(within(dialog).getByText('У кошику немає товарів')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Оформити замовлення' })).toBeDisabled();
  });

  it('shows lines with discounted prices and the total; plus, minus (clamped at 1) and typed quantities', async () => {
    useCartStore.setState({ lines: [{ goodId: 'a', quantity: 1 }] });
    const { user } = renderWithProviders(<CartButton />);
    await user.click(screen.getByRole('button', { name: 'Кошик, товарів: 1' }));
    const dialog = await screen.findByRole('dialog');
    await within(dialog).findByText('Меринос');
    expect(money(within(dialog).getByText(/Разом/).textContent!)).toContain('133');
    await user.click(within(dialog).getByRole('button', { name: 'Збільшити кількість: Меринос' }));
    expect(useCartStore.getState().lines[0]!.quantity).toBe(2);
    expect(money(within(dialog).getByText(/Разом/).textContent!)).toContain('266');
    await user.click(within(dialog).getByRole('button', { name: 'Зменшити кількість: Меринос' }));
    expect(within(dialog).getByRole('button', { name: 'Зменшити кількість: Меринос' })).toBeDisabled();
    const input = within(dialog).getByRole('textbox', { name: 'Кількість' });
    await user.clear(input);
    await user.type(input, '4x');
    expect(input).toHaveValue('4');
    await user.tab();
    expect(useCartStore.getState().lines[0]!.quantity).toBe(4);
    await user.clear(input);
    await user.type(input, '0');
    await user.tab();
    expect(useCartStore.getState().lines[0]!.quantity).toBe(1);
    expect(within(dialog).getByRole('link', { name: 'Оформити замовлення' })).toHaveAttribute('href', '/makeorderpage');
  });

  it('a good short of stock says how many there are, stops the plus and blocks the order', async () => {
    useCartStore.setState({ lines: [{ goodId: 'b', quantity: 2 }] });
    const { user } = renderWithProviders(<CartButton />);
    await user.click(screen.getByRole('button', { name: 'Кошик, товарів: 1' }));
    const dialog = await screen.findByRole('dialog');
    expect(await within(dialog).findByText('У наявності лише 1. Зменште кількість, щоб оформити замовлення.')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Збільшити кількість: Бавовна' })).toBeDisabled();
    expect(within(dialog).getByRole('button', { name: 'Оформити замовлення' })).toBeDisabled();
    await user.click(within(dialog).getByRole('button', { name: 'Повернутися до покупок' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('says what is left to the free delivery the shop offers, following the total', async () => {
    vi.stubGlobal('fetch', async () => new Response(JSON.stringify({ freeDeliveryFromUah: 300 }), { status: 200, headers: { 'content-type': 'application/json' } }));
    useCartStore.setState({ lines: [{ goodId: 'a', quantity: 1 }] });
    const { user } = renderWithProviders(<CartButton />);
    await user.click(screen.getByRole('button', { name: 'Кошик, товарів: 1' }));
    const dialog = await screen.findByRole('dialog');
    const note = await within(dialog).findByTestId('free-delivery-note');
    expect(money(note.textContent!)).toBe('Ще 167 ₴ до безкоштовної доставки');
    await user.click(within(dialog).getByRole('button', { name: 'Збільшити кількість: Меринос' }));
    expect(money(note.textContent!)).toBe('Ще 34 ₴ до безкоштовної доставки');
    await user.click(within(dialog).getByRole('button', { name: 'Збільшити кількість: Меринос' }));
    expect(within(dialog).getByTestId('free-delivery-note')).toHaveTextContent('Доставка безкоштовна.');
  });
});
