import { afterEach, describe, expect, it, vi } from 'vitest';
import { reloadPage } from '@/utils/page-location';
import { readLanguage, setLanguage } from '../language-cookie';
import { htmlLang, intlLocale } from '../locale';

vi.mock('@/utils/page-location', () => ({ reloadPage: vi.fn(), loadPage: vi.fn() }));

function clearLanguageCookie() {
  document.cookie = 'language=; max-age=0; path=/';
}

describe('language cookie', () => {
  afterEach(clearLanguageCookie);

  it('defaults to ua without a cookie', () => {
    expect(readLanguage('')).toBe('ua');
    expect(readLanguage('other=1')).toBe('ua');
  });

  it('reads ua or en among other cookies', () => {
    expect(readLanguage('a=1; language=en; b=2')).toBe('en');
    expect(readLanguage('language=ua')).toBe('ua');
  });

  it('falls back to ua for an unknown value', () => {
    expect(readLanguage('language=de')).toBe('ua');
  });

  it('setLanguage writes a one-year cookie for the whole site and reloads', () => {
    const cookieSetter = vi.spyOn(document, 'cookie', 'set');
    setLanguage('en');
    expect(cookieSetter).toHaveBeenCalledWith(expect.stringMatching(/^language=en; max-age=31536000; path=\/(;|$)/));
    expect(readLanguage()).toBe('en');
    expect(reloadPage).toHaveBeenCalledTimes(1);
  });
});

describe('locales', () => {
  it('uses uk for Ukrainian and en for English', () => {
    expect(htmlLang('ua')).toBe('uk');
    expect(htmlLang('en')).toBe('en');
    expect(intlLocale('ua')).toBe('uk-UA');
    expect(intlLocale('en')).toBe('en');
  });
});
