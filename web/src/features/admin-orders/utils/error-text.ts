// One place that turns an API failure into a sentence for the ADMIN: our own translation of a
// known code, else the server's message (already in the shop's language), else a generic one.
import type { IntlShape } from 'react-intl';
import { ApiError } from '@/lib/api-client';

const KNOWN_CODES = ['NOT_ENOUGH_STOCK', 'STATUS_TRANSITION_NOT_ALLOWED', 'TRACKING_NUMBER_REQUIRED', 'SHOPPING_CARD_NOT_FOUND'] as const;

export function adminErrorText(intl: IntlShape, error: unknown): string {
  if (error instanceof ApiError) {
    const known = KNOWN_CODES.find((code) => code === error.code);
    if (known) return intl.formatMessage({ id: `adminOrders.error.${known}` });
    if (error.status !== 0 && error.message) return error.message;
  }
  return intl.formatMessage({ id: 'adminOrders.error.unknown' });
}
