// The shop's languages and where a visitor's choice is kept, for the SPA and the functions alike.
import { isOneOf } from './one-of';

/** `ua` is the default and the fallback. */
export const LANGUAGES = ['ua', 'en'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'ua';

/** A text of the content in every language, kept next to what it translates. */
export type Localized = Record<Language, string>;

export function isLanguage(value: unknown): value is Language {
  return isOneOf(LANGUAGES, value);
}

/**
 * The cookie that keeps the choice. Firebase Hosting passes only the cookie named __session to a
 * function, and keys its CDN cache on it: so the page renderer and the API both see the language,
 * and a cached page is never served in the other (docs/adr/0001-server-rendering.md).
 */
export const LANGUAGE_COOKIE = '__session';

/** A cookie's value decoded, or null when it cannot be (`%` alone would make decodeURIComponent throw). */
function decodedCookie(raw: string): string | null {
  try {
    return decodeURIComponent(raw);
  } catch {
    return null;
  }
}

/**
 * The language a Cookie header holds, or null when it holds none, an unknown one, or one that
 * cannot be decoded: such a cookie, set from a sibling subdomain, must not take the shop down.
 */
export function languageFromCookies(cookies: string | undefined): Language | null {
  for (const part of (cookies ?? '').split(';')) {
    const [name, ...rest] = part.trim().split('=');
    if (name !== LANGUAGE_COOKIE) continue;
    const value = decodedCookie(rest.join('='));
    return value !== null && isLanguage(value) ? value : null;
  }
  return null;
}
