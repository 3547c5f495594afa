import { ApiError, NETWORK_ERROR } from '@/lib/api-client';

/** What to tell the shopper when placing the order failed: a message key, or the server's own text. */
export function checkoutErrorKey(error: unknown): { key: string | null; message: string } {
  if (!(error instanceof ApiError)) return { key: 'checkout.checkoutApiDown', message: '' };
  if (error.code === NETWORK_ERROR || error.status >= 500 || error.code.startsWith('HTTP_')) {
    return { key: 'checkout.checkoutApiDown', message: '' };
  }
  if (error.code === 'NOT_ENOUGH_STOCK') return { key: 'checkout.checkoutNotEnoughStock', message: '' };
  if (error.code === 'UNKNOWN_GOODS') return { key: 'checkout.checkoutUnknownGoods', message: '' };
  return { key: null, message: error.message };
}
