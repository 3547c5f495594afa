import type { ErrorTextPolicy } from '@/lib/error-text';

const OWN_WORDS = ['NOT_ENOUGH_STOCK', 'STATUS_TRANSITION_NOT_ALLOWED', 'TRACKING_NUMBER_REQUIRED', 'SHOPPING_CARD_NOT_FOUND'] as const;

/** How the orders manager words a failed call (the shared policy of lib/error-text): a few codes in our words. */
export const ADMIN_ORDER_ERRORS: ErrorTextPolicy = {
  fallback: 'adminOrders.error.unknown',
  known: Object.fromEntries(OWN_WORDS.map((code) => [code, `adminOrders.error.${code}`])),
};
