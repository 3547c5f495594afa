import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/testing/render-with-providers';
import { makeYarnColourGood } from '@/testing/yarn-line-fixtures';
import type { Good } from '@/types/good';
import { toCartItems } from '../../utils/cart-items';
import { CartLineRow } from '../cart-line-row';

// Light grey, two dye lots of 8 and 6 skeins.
const good = makeYarnColourGood();
const row = (quantity: number, g: Good = good) => <CartLineRow item={toCartItems([{ goodId: g.id, quantity }], { [g.id]: g })[0]!} onNavigate={() => undefined} />;

describe('the cart’s dye-lot warning', () => {
  it('does not show while one lot holds the line', () => {
    renderWithProviders(row(8));
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('warns without blocking when the line is more than any one lot holds', () => {
    renderWithProviders(row(9));
    expect(screen.getByRole('status')).toHaveTextContent('Увага: Ця кількість буде з двох партій фарбування: в одній партії цього кольору щонайбільше 8 мотків.');
    // Still orderable: the line stays available and its quantity can change.
    expect(screen.queryByText('Немає в наявності')).toBeNull();
    expect(screen.getByRole('button', { name: /Збільшити кількість/ })).toBeEnabled();
  });

  it('leaves goods that are not counted by lot alone, and a line beyond the stock says only how many there are', () => {
    renderWithProviders(
      <>
        {row(10, { ...good, yarnColour: null })}
        {row(15)}
      </>,
    );
    expect(screen.getAllByRole('status').map((status) => status.textContent)).toEqual([`У наявності лише ${good.quantity}. Зменште кількість, щоб оформити замовлення.`]);
  });
});
