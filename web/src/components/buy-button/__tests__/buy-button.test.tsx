import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { shoppingCardKeys } from '@/order/query-keys';
import { cardLine, presentedCard } from '@/testing/card-fixtures';
import { renderWithProviders } from '@/testing/render-with-providers';
import { useCartStore } from '@/stores/cart-store';
import { useTargetOrderStore } from '@/order/stores/target-order-store';
import { useUiStore } from '@/stores/ui-store';
import { BuyButton } from '../buy-button';
import { buyButtonState } from '../buy-button-state';

const apiRequest = vi.fn<(path: string, body: unknown) => Promise<unknown>>();
// callApi is the typed way in to the same request.
vi.mock('@/lib/api-client', () => ({
  apiRequest: (path: string, body: unknown) => apiRequest(path, body),
  callApi: (path: string, body: unknown) => apiRequest(path, body),
}));

beforeEach(() => {
  useCartStore.getState().clear();
  useTargetOrderStore.getState().cancel();
  useUiStore.getState().closeCartPreview();
  apiRequest.mockReset();
});

describe('buyButtonState', () => {
  it.each([
    [{ quantity: 5, inCart: false, hasTarget: false, inTargetOrder: false }, 'buy', true, 'addToCart'],
    [{ quantity: 5, inCart: true, hasTarget: false, inTargetOrder: false }, 'goodInShoppingCard', false, 'openCartPreview'],
    [{ quantity: 5, inCart: true, hasTarget: true, inTargetOrder: false }, 'addToOrder', true, 'addToTargetOrder'],
    [{ quantity: 5, inCart: false, hasTarget: true, inTargetOrder: true }, 'goodInOrder', false, 'none'],
    [{ quantity: 0, inCart: false, hasTarget: false, inTargetOrder: false }, 'notAvailable', false, 'none'],
    [{ quantity: 0, inCart: false, hasTarget: true, inTargetOrder: false }, 'notAvailable', false, 'none'],
  ] as const)('%o → %s', (input, label, active, action) => {
    expect(buyButtonState(input)).toEqual({ label, active, action });
  });
});

describe('BuyButton', () => {
  it("says 'Купити', adds the good to the local cart once, then says it is in the cart", async () => {
    const { user } = renderWithProviders(<BuyButton goodId="g1" quantity={3} />);
    await user.click(screen.getByRole('button', { name: 'Купити' }));
    expect(useCartStore.getState().lines).toEqual([{ goodId: 'g1', quantity: 1 }]);
    const inCart = screen.getByRole('button', { name: 'У кошику' });
    expect(useUiStore.getState().cartPreviewOpen).toBe(false);
    // Inactive with no target order: the click opens the cart preview and adds nothing.
    await user.click(inCart);
    expect(useUiStore.getState().cartPreviewOpen).toBe(true);
    expect(useCartStore.getState().lines).toHaveLength(1);
  });

  it('is not available and does nothing for a good out of stock', async () => {
    const { user } = renderWithProviders(<BuyButton goodId="g1" quantity={0} />, { language: 'en' });
    const button = screen.getByRole('button', { name: 'Not available' });
    expect(button).toBeDisabled();
    await user.click(button);
    expect(useCartStore.getState().lines).toEqual([]);
    expect(useUiStore.getState().cartPreviewOpen).toBe(false);
  });

  it("with a target order says 'addToOrder', posts the good to it, then says 'goodInOrder'", async () => {
    useTargetOrderStore.getState().choose({ id: 'card-1', shoppingCardId: 7 });
    apiRequest.mockResolvedValue({ ok: true });
    const { user } = renderWithProviders(<BuyButton goodId="g1" quantity={3} />);
    await user.click(screen.getByRole('button', { name: 'Додати до замовлення' }));
    expect(apiRequest).toHaveBeenCalledWith('/api/addgoodtoshoppingcard', { goodId: 'g1', shoppingCardId: 'card-1' });
    expect(await screen.findByRole('button', { name: 'Уже в замовленні' })).toBeDisabled();
    expect(useCartStore.getState().lines).toEqual([]);
  });

  it('reads the goods of the target order from the shoppingCards query cache', () => {
    useTargetOrderStore.getState().choose({ id: 'card-1', shoppingCardId: 7 });
    const { queryClient, rerender } = renderWithProviders(<BuyButton goodId="g1" quantity={3} />);
    expect(screen.getByRole('button', { name: 'Додати до замовлення' })).toBeEnabled();
    queryClient.setQueryData(shoppingCardKeys.one('card-1'), presentedCard({ goods: [cardLine({ goodId: 'g1', quantityToSell: 1 })] }));
    rerender(<BuyButton goodId="g1" quantity={3} />);
    return expect(screen.findByRole('button', { name: 'Уже в замовленні' })).resolves.toBeDisabled();
  });

  it('takes the goods of the target order as a prop too', () => {
    useTargetOrderStore.getState().choose({ id: 'card-1', shoppingCardId: 7 });
    renderWithProviders(<BuyButton goodId="g1" quantity={3} goodIdsInTargetOrder={['g1']} />, { language: 'en' });
    expect(screen.getByRole('button', { name: 'In the order' })).toBeDisabled();
  });

  it('shows an error when adding to the order fails, and stays active', async () => {
    useTargetOrderStore.getState().choose({ id: 'card-1', shoppingCardId: 7 });
    apiRequest.mockRejectedValue(new Error('boom'));
    const { user } = renderWithProviders(<BuyButton goodId="g1" quantity={3} />);
    await user.click(screen.getByRole('button', { name: 'Додати до замовлення' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Не вдалося додати товар до замовлення');
    expect(screen.getByRole('button', { name: 'Додати до замовлення' })).toBeEnabled();
  });
});
