// The language a page is rendered in: a ?lang= in the address (the site map's English pages),
// else the __session cookie, the only cookie Hosting passes to a function, and part of its CDN
// cache key, so a cached page is never served in the other language.
import { DEFAULT_LANGUAGE, isLanguage, languageFromCookies, type Language } from '@domain/language';

export function pageLanguage(query: URLSearchParams, cookieHeader: string | undefined): Language {
  const fromQuery = query.get('lang');
  if (isLanguage(fromQuery)) return fromQuery;
  return languageFromCookies(cookieHeader) ?? DEFAULT_LANGUAGE;
}
