import { createIntl } from 'react-intl';
import { describe, expect, it } from 'vitest';
import { en } from '@/config/messages/en';
import { ua } from '@/config/messages/ua';
import { ApiError } from '@/lib/api-client';
import { rateLimitText } from '../error-text';

const uaIntl = createIntl({ locale: 'uk-UA', messages: ua });
const enIntl = createIntl({ locale: 'en', messages: en });
const refusal = (retryAfterSeconds?: unknown) => new ApiError(429, 'RATE_LIMITED', 'Забагато запитів.', { retryAfterSeconds });

describe('rateLimitText', () => {
  it('names the wait in minutes, with Ukrainian plural forms', () => {
    expect(rateLimitText(uaIntl, refusal(30))).toBe('Забагато запитів. Спробуйте знову через 1 хвилину.');
    expect(rateLimitText(uaIntl, refusal(3 * 60))).toBe('Забагато запитів. Спробуйте знову через 3 хвилини.');
    expect(rateLimitText(uaIntl, refusal(25 * 60 - 10))).toBe('Забагато запитів. Спробуйте знову через 25 хвилин.');
    expect(rateLimitText(enIntl, refusal(61))).toBe('Too many requests. Please try again in 2 minutes.');
  });

  it('names a long wait in hours', () => {
    expect(rateLimitText(uaIntl, refusal(5 * 3600))).toBe('Забагато запитів. Спробуйте знову через 5 годин.');
    expect(rateLimitText(uaIntl, refusal(21 * 3600))).toBe('Забагато запитів. Спробуйте знову через 21 годину.');
    expect(rateLimitText(enIntl, refusal(2 * 3600))).toBe('Too many requests. Please try again in 2 hours.');
  });

  it('says "later" when the answer names no wait', () => {
    expect(rateLimitText(enIntl, refusal(undefined))).toBe('Too many requests. Please try again later.');
    expect(rateLimitText(uaIntl, refusal('soon'))).toBe('Забагато запитів. Спробуйте знову пізніше.');
  });

  it('is null for any other failure', () => {
    expect(rateLimitText(uaIntl, new ApiError(400, 'VALIDATION_FAILED', 'x'))).toBeNull();
    expect(rateLimitText(uaIntl, new ApiError(429, 'TOO_MANY_ATTEMPTS', 'x'))).toBeNull();
    expect(rateLimitText(uaIntl, new Error('boom'))).toBeNull();
  });
});
