import { afterEach, describe, expect, it, vi } from 'vitest';
import { htmlLang, intlLocale, warmUpIntl } from '../locale';

describe('locales', () => {
  afterEach(() => vi.restoreAllMocks());

  it('maps the shop language to the Intl locale and the html lang', () => {
    expect([intlLocale('ua'), intlLocale('en')]).toEqual(['uk-UA', 'en']);
    expect([htmlLang('ua'), htmlLang('en')]).toEqual(['uk', 'en']);
  });

  it('warms Intl up once, for the page language and for prices, which are always Ukrainian', () => {
    const numbers = vi.spyOn(Intl.NumberFormat, 'supportedLocalesOf');
    const dates = vi.spyOn(Intl.DateTimeFormat, 'supportedLocalesOf');
    warmUpIntl('en');
    expect(numbers).toHaveBeenCalledWith(['en', 'uk-UA']);
    expect(dates).toHaveBeenCalledWith(['en', 'uk-UA']);
    // main.tsx calls it again after the first script has: nothing more is loaded.
    warmUpIntl('en');
    expect(numbers).toHaveBeenCalledTimes(1);
    expect(dates).toHaveBeenCalledTimes(1);
  });
});
