import { afterEach, describe, expect, it, vi } from 'vitest';
import { htmlLang, intlLocale, warmUpIntl } from '../locale';

describe('locales', () => {
  afterEach(() => vi.restoreAllMocks());

  it('maps the shop language to the Intl locale and the html lang', () => {
    expect([intlLocale('ua'), intlLocale('en')]).toEqual(['uk-UA', 'en']);
    expect([htmlLang('ua'), htmlLang('en')]).toEqual(['uk', 'en']);
  });

  it('warms Intl up for the page language and for prices, which are always Ukrainian', () => {
    const supported = vi.spyOn(Intl.NumberFormat, 'supportedLocalesOf');
    warmUpIntl('en');
    expect(supported).toHaveBeenCalledWith(['en', 'uk-UA']);
  });
});
