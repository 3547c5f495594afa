import { afterEach, describe, expect, it, vi } from 'vitest';
import { reloadPage } from '@/utils/page-location';
import { languageFromUrl, peekLanguage, readLanguage, setLanguage } from '../language-cookie';
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

describe('the language of the address', () => {
  afterEach(() => {
    clearLanguageCookie();
    window.history.replaceState(null, '', '/');
  });

  it('peekLanguage reads ?lang= first, then the cookie, and changes nothing', () => {
    window.history.replaceState(null, '', '/contacts?lang=en&x=1');
    expect(peekLanguage()).toBe('en');
    expect(window.location.search).toBe('?lang=en&x=1');
    expect(readLanguage()).toBe('ua');
    window.history.replaceState(null, '', '/contacts?lang=de');
    document.cookie = 'language=en; path=/';
    expect(peekLanguage()).toBe('en');
  });

  it('languageFromUrl saves ?lang= and takes it out of the address', () => {
    window.history.replaceState(null, '', '/contacts?lang=en&x=1#top');
    expect(languageFromUrl()).toBe('en');
    expect(`${window.location.pathname}${window.location.search}${window.location.hash}`).toBe('/contacts?x=1#top');
    expect(readLanguage()).toBe('en');
    window.history.replaceState(null, '', '/contacts?lang=de');
    expect(languageFromUrl()).toBeNull();
    expect(window.location.search).toBe('?lang=de');
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
