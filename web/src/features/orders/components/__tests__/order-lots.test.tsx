import type { LotTake } from '@domain/yarn-line';
import { cardLine, presentedCard } from '@/testing/card-fixtures';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/testing/render-with-providers';
import { fromCardLine } from '../../utils/view-line';
import { ShoppingCardView } from '../shopping-card-view';

const line = (goodId: string, lots?: LotTake[]) =>
  cardLine({
    goodId,
    quantityToSell: 6,
    price: 100,
    discount: { hasDiscount: false, amount: 0 },
    title: { ua: `Пряжа ${goodId}`, en: `Yarn ${goodId}` },
    currentUnitPrice: 100,
    ...(lots !== undefined && { lots }),
  });

describe('the customer’s order view of dye lots', () => {
  it('shows a reserved line’s lot, says plainly when it comes from two, and nothing for plain stock', () => {
    const card = presentedCard({
      _id: 'c1',
      shoppingCardId: 1020,
      status: 'RESERVED',
      goods: [line('one', [{ lot: '2024-17', quantity: 6 }]), line('two', [{ lot: 'A', quantity: 4 }, { lot: 'B', quantity: 2 }]), line('plain')],
      sameLotAsOrder: 1017,
    });
    expect(card.sameLotAsOrder).toBe(1017);
    renderWithProviders(<ShoppingCardView variant="orderInfo" lines={card.goods.map(fromCardLine)} />);
    const [one, two, plain] = screen.getAllByRole('listitem');
    expect(one).toHaveTextContent('Партія фарбування: 2024-17');
    expect(two).toHaveTextContent('Ця пряжа з двох партій фарбування: A (4 мотки) і B (2 мотки).');
    expect(plain).not.toHaveTextContent('Партія');
  });
});
