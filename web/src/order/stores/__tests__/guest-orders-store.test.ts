import { beforeEach, describe, expect, it } from 'vitest';
import { GUEST_ORDERS_KEY, useGuestOrdersStore } from '../guest-orders-store';

beforeEach(() => {
  localStorage.clear();
  useGuestOrdersStore.setState({ entries: [] });
});

describe('guest orders in localStorage', () => {
  it('keeps entries { orderId } under `orders`, newest first, once each; the key goes when empty', () => {
    const store = useGuestOrdersStore.getState();
    store.add('a');
    store.add('b');
    store.add('a');
    expect(JSON.parse(localStorage.getItem(GUEST_ORDERS_KEY)!)).toEqual([{ orderId: 'b' }, { orderId: 'a' }]);
    store.remove('a');
    store.remove('b');
    expect(localStorage.getItem(GUEST_ORDERS_KEY)).toBeNull();
  });
});
