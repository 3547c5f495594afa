import { beforeEach, describe, expect, it } from 'vitest';
import { CART_STORAGE_KEY, selectCartCount, selectIsInCart, useCartStore } from '../cart-store';

const cart = () => useCartStore.getState();

beforeEach(() => {
  localStorage.clear();
  useCartStore.setState({ lines: [] });
});

describe('cart store', () => {
  it('adds a good once, with quantity 1, and keeps it under the shoppingCard key', () => {
    cart().add('ya-1001');
    cart().add('ya-1001');
    expect(cart().lines).toEqual([{ goodId: 'ya-1001', quantity: 1 }]);
    expect(JSON.parse(localStorage.getItem(CART_STORAGE_KEY)!).state.lines).toEqual([{ goodId: 'ya-1001', quantity: 1 }]);
    expect(selectCartCount(cart())).toBe(1);
    expect(selectIsInCart('ya-1001')(cart())).toBe(true);
    expect(selectIsInCart('ya-9999')(cart())).toBe(false);
  });

  it('plus adds 1, minus subtracts 1 but never goes below 1', () => {
    cart().add('g');
    cart().increment('g');
    cart().increment('g');
    expect(cart().lines[0]!.quantity).toBe(3);
    cart().decrement('g');
    cart().decrement('g');
    cart().decrement('g');
    expect(cart().lines[0]!.quantity).toBe(1);
  });

  it.each([
    [7, 7],
    [0, 1],
    [-3, 1],
    [2.5, 1],
    [Number.NaN, 1],
  ])('a typed quantity %s becomes %s', (typed, stored) => {
    cart().add('g');
    cart().setQuantity('g', typed);
    expect(cart().lines[0]!.quantity).toBe(stored);
  });

  it('removing the last line deletes the storage key', () => {
    cart().add('a');
    cart().add('b');
    cart().remove('a');
    expect(localStorage.getItem(CART_STORAGE_KEY)).not.toBeNull();
    cart().remove('b');
    expect(cart().lines).toEqual([]);
    expect(localStorage.getItem(CART_STORAGE_KEY)).toBeNull();
  });

  it('clear empties the cart and deletes the key', () => {
    cart().add('a');
    cart().clear();
    expect(localStorage.getItem(CART_STORAGE_KEY)).toBeNull();
  });
});
