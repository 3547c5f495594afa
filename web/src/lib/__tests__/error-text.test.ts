import { createIntl } from 'react-intl';
import { describe, expect, it } from 'vitest';
import { en } from '@/config/messages/en';
import { ApiError, NETWORK_ERROR } from '../api-client';
import { apiErrorText, type ErrorTextPolicy } from '../error-text';

const intl = createIntl({ locale: 'en', messages: en });
const POLICY: ErrorTextPolicy = { fallback: 'checkout.checkoutApiDown', known: { NOT_ENOUGH_STOCK: 'checkout.checkoutNotEnoughStock' } };
const down = en['checkout.checkoutApiDown'];

describe('apiErrorText', () => {
  it('says a code the form words itself in its own words, not the server’s', () => {
    expect(apiErrorText(intl, new ApiError(409, 'NOT_ENOUGH_STOCK', 'Недостатньо товару'), POLICY)).toBe(en['checkout.checkoutNotEnoughStock']);
  });

  it('passes on the message of any other answer the API meant to give, unless the form keeps to its own words', () => {
    const refusal = new ApiError(400, 'VALIDATION_FAILED', 'The phone number is not valid.');
    expect(apiErrorText(intl, refusal, POLICY)).toBe('The phone number is not valid.');
    expect(apiErrorText(intl, new ApiError(502, 'CARRIER_REJECTED', 'The carrier refused.'), POLICY)).toBe('The carrier refused.');
    expect(apiErrorText(intl, refusal, { ...POLICY, serverMessage: false })).toBe(down);
  });

  it('names the wait of a rate limit', () => {
    expect(apiErrorText(intl, new ApiError(429, 'RATE_LIMITED', 'Too many requests.', { retryAfterSeconds: 120 }), POLICY)).toBe('Too many requests. Please try again in 2 minutes.');
  });

  it('falls back when the shop cannot be reached, fails unexpectedly or answers something that is not the API', () => {
    expect(apiErrorText(intl, new ApiError(0, NETWORK_ERROR, 'Failed to fetch'), POLICY)).toBe(down);
    expect(apiErrorText(intl, new ApiError(500, 'INTERNAL', 'Internal error'), POLICY)).toBe(down);
    expect(apiErrorText(intl, new ApiError(502, 'HTTP_502', 'Bad Gateway'), POLICY)).toBe(down);
    expect(apiErrorText(intl, new Error('boom'), POLICY)).toBe(down);
  });
});
