import { afterEach, describe, expect, it, vi } from 'vitest';
import { reloadPage } from '@/utils/page-location';
import { LANGUAGE_COOKIE } from '@domain/language';
import { languageFromUrl, readLanguage, setLanguage } from '../language-cookie';
import { htmlLang, intlLocale } from '../locale';

vi.mock('@/utils/page-location', () => ({ reloadPage: vi.fn(), loadPage: vi.fn() }));

function clearLanguageCookie() {
  document.cookie = `${LANGUAGE_COOKIE}=; max-age=0; path=/`;
}

describe('language cookie', () => {
  afterEach(clearLanguageCookie);

  it('defaults to ua without a cookie', () => {
    expect(readLanguage('')).toBe('ua');
    expect(readLanguage('other=1')).toBe('ua');
  });

  it('reads ua or en among other cookies', () => {
    expect(readLanguage('a=1; __session=en; b=2')).toBe('en');
    expect(readLanguage('__session=ua')).toBe('ua');
    // __session, the only cookie Firebase Hosting passes to the server renderer; the old name is not read.
    expect(readLanguage('language=en')).toBe('ua');
  });

  it('falls back to ua for an unknown value', () => {
    expect(readLanguage('__session=de')).toBe('ua');
  });

  it('setLanguage writes a one-year cookie for the whole site and reloads', () => {
    const cookieSetter = vi.spyOn(document, 'cookie', 'set');
    setLanguage('en');
    expect(cookieSetter).toHaveBeenCalledWith(expect.stringMatching(/^__session=en; max-age=31536000; path=\/(;|$)/));
    expect(readLanguage()).toBe('en');
    expect(reloadPage).toHaveBeenCalledTimes(1);
  });
});

describe('the language of the address', () => {
  afterEach(() => {
    clearLanguageCookie();
    window.history.replaceState(null, '', '/');
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
