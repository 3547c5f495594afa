// An editable order tells the customer when a good costs another price now, because raising
// the line's quantity re-prices the whole line at it (docs/api.md, changegoodquantityinshoppingcard).
import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { cardLine } from '@/testing/card-fixtures';
import { renderWithProviders } from '@/testing/render-with-providers';
import { fromCardLine } from '../../utils/view-line';
import { ShoppingCardView } from '../shopping-card-view';

/** A card's lines as the API answers them: one agreed at 33 % off, and one whose price has not moved. */
const goods = [
  cardLine({ goodId: 'a', quantityToSell: 2, price: 199, discount: { hasDiscount: true, amount: 33 }, title: { ua: 'Меринос', en: 'Merino' }, currentUnitPrice: 199 }),
  cardLine({ goodId: 'b', quantityToSell: 1, price: 80, discount: { hasDiscount: false, amount: 0 }, title: { ua: 'Бавовна', en: 'Cotton' }, currentUnitPrice: 80 }),
];
const lines = goods.map(fromCardLine);
const editing = { onQuantity: vi.fn(), onRemove: vi.fn(), pending: false };
const text = (node: HTMLElement) => node.textContent!.replace(/\s/g, ' ');

describe('the price of now on an order that can be changed', () => {
  it('a line agreed at a discount that has ended shows the price of now and what raising the quantity does', () => {
    renderWithProviders(<ShoppingCardView variant="orderInfo" lines={lines} editing={editing} />);
    const notes = screen.getAllByText(/Ціна зараз/);
    expect(notes.map(text)).toEqual(['Ціна зараз: 199 ₴. Якщо збільшити кількість, увесь рядок буде за цією ціною.']);
    // The agreed price still counts until the quantity is raised.
    expect(text(screen.getByText(/^Разом/).parentElement!)).toContain('346 ₴');
  });

  it('says it in English too', () => {
    renderWithProviders(<ShoppingCardView variant="orderInfo" lines={lines} editing={editing} />, { language: 'en' });
    expect(screen.getAllByText(/Price now/).map(text)).toEqual(['Price now: 199 ₴. If you raise the quantity, the whole line is priced at it.']);
  });

  it('an order that can no longer be changed shows no such note', () => {
    renderWithProviders(<ShoppingCardView variant="orderInfo" lines={lines} />);
    expect(screen.queryByText(/Ціна зараз/)).not.toBeInTheDocument();
  });

  it('a good that is gone (no price of now) shows no note', () => {
    const gone = [{ ...goods[0]!, currentUnitPrice: null }].map(fromCardLine);
    renderWithProviders(<ShoppingCardView variant="orderInfo" lines={gone} editing={editing} />);
    expect(screen.queryByText(/Ціна зараз/)).not.toBeInTheDocument();
  });
});
