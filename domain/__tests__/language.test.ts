import { describe, expect, it } from 'vitest';
import { languageFromCookies } from '../language';

describe('languageFromCookies', () => {
  it('reads ua or en from the __session cookie among others', () => {
    expect(languageFromCookies('a=1; __session=en; b=2')).toBe('en');
    expect(languageFromCookies('__session=ua')).toBe('ua');
    expect(languageFromCookies('__session=%65n')).toBe('en');
  });

  it('is null without the cookie, with an unknown value, or for the old cookie name', () => {
    expect(languageFromCookies(undefined)).toBeNull();
    expect(languageFromCookies('')).toBeNull();
    expect(languageFromCookies('__session=fr')).toBeNull();
    expect(languageFromCookies('language=en')).toBeNull();
  });

  it('is null for a cookie that cannot be decoded, instead of throwing (a page or call would answer 500)', () => {
    expect(languageFromCookies('__session=%')).toBeNull();
    expect(languageFromCookies('__session=%E0%A4%A')).toBeNull();
    expect(languageFromCookies('a=%; __session=en')).toBe('en');
  });
});
