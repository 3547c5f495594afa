import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { COLLECTIONS } from '@/config/firestore-collections';
import { setCatalogReader } from '@/lib/catalog-reader';
import { useCartStore } from '@/stores/cart-store';
import { cardLine, presentedCard } from '@/testing/card-fixtures';
import { memoryCatalogReader } from '@/testing/memory-catalog-reader';
import { renderWithProviders } from '@/testing/render-with-providers';
import { RepeatOrder } from '../repeat-order';

const good = (fields: Record<string, unknown>) => ({ category: 'yarn', measurement: 'skein', mainImage: null, archived: false, price: 100, discount: { hasDiscount: false, amount: 0 }, ...fields });
const card = presentedCard({
  status: 'COMPLETED',
  goods: [
    cardLine({ goodId: 'merino', quantityToSell: 3, title: { ua: 'Меринос', en: 'Merino' } }),
    cardLine({ goodId: 'mohair', quantityToSell: 2, title: { ua: 'Мохер', en: 'Mohair' } }),
    cardLine({ goodId: 'alpaca', quantityToSell: 5, title: { ua: 'Альпака', en: 'Alpaca' } }),
    cardLine({ goodId: 'linen', quantityToSell: 1, title: { ua: 'Льон', en: 'Linen' } }),
  ],
});

beforeEach(() => {
  setCatalogReader(
    memoryCatalogReader({
      [COLLECTIONS.goods]: {
        merino: good({ title: { ua: 'Меринос', en: 'Merino' }, quantity: 10 }),
        mohair: good({ title: { ua: 'Мохер', en: 'Mohair' }, quantity: 0 }),
        alpaca: good({ title: { ua: 'Альпака', en: 'Alpaca' }, quantity: 2 }),
        linen: good({ title: { ua: 'Льон', en: 'Linen' }, quantity: 4, archived: true }),
      },
    }),
  );
  localStorage.clear();
  useCartStore.setState({ lines: [{ goodId: 'merino', quantity: 1 }] });
});

describe('repeating an order', () => {
  it('puts the goods on sale in the cart and names the rest with the reason', async () => {
    const { user } = renderWithProviders(<RepeatOrder card={card} />);
    await user.click(screen.getByRole('button', { name: 'Повторити замовлення' }));
    expect(await screen.findByText('До кошика додано 2 товари за сьогоднішньою ціною.')).toBeInTheDocument();
    expect(useCartStore.getState().lines).toEqual([
      { goodId: 'merino', quantity: 3 },
      { goodId: 'alpaca', quantity: 2 },
    ]);
    const missing = screen.getByRole('list', { name: 'Не додано' });
    expect(missing).toHaveTextContent('Мохер: розпродано.');
    expect(missing).toHaveTextContent('Альпака: у наявності лише 2 з 5, додано 2.');
    expect(missing).toHaveTextContent('Льон: більше не продається.');
    expect(screen.getByRole('link', { name: 'Оформити замовлення' })).toHaveAttribute('href', '/makeorderpage');
  });

  it('says so in English when nothing is on sale', async () => {
    const { user } = renderWithProviders(<RepeatOrder card={presentedCard({ goods: [cardLine({ goodId: 'mohair', title: { ua: 'Мохер', en: 'Mohair' } })] })} />, { language: 'en' });
    await user.click(screen.getByRole('button', { name: 'Repeat the order' }));
    expect(await screen.findByText('None of this order’s goods is on sale now.')).toBeInTheDocument();
    expect(screen.getByText('Mohair: sold out.')).toBeInTheDocument();
    expect(screen.queryByRole('link')).toBeNull();
  });
});
