import type { ErrorTextPolicy } from '@/lib/error-text';

/** How checkout words a failed order (the shared policy of lib/error-text): stock and goods in our words. */
export const CHECKOUT_ERRORS: ErrorTextPolicy = {
  fallback: 'checkout.checkoutApiDown',
  known: { NOT_ENOUGH_STOCK: 'checkout.checkoutNotEnoughStock', UNKNOWN_GOODS: 'checkout.checkoutUnknownGoods' },
};
