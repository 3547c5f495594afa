// The language a page is rendered in: a ?lang= in the address (the site map's English pages),
// else the __session cookie, the only cookie Hosting passes to a function, and part of its CDN
// cache key, so a cached page is never served in the other language.
import type { PageLanguage } from '../../../domain/page-render';

const isLanguage = (value: unknown): value is PageLanguage => value === 'ua' || value === 'en';

export function sessionCookie(cookieHeader: string | undefined): string | null {
  for (const part of (cookieHeader ?? '').split(';')) {
    const [name, ...value] = part.trim().split('=');
    if (name === '__session') return decodeURIComponent(value.join('='));
  }
  return null;
}

export function pageLanguage(query: URLSearchParams, cookieHeader: string | undefined): PageLanguage {
  const fromQuery = query.get('lang');
  if (isLanguage(fromQuery)) return fromQuery;
  const fromCookie = sessionCookie(cookieHeader);
  return isLanguage(fromCookie) ? fromCookie : 'ua';
}
