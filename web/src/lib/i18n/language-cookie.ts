import { LANGUAGE_COOKIE, languageFromCookies } from '@domain/language';
import { DEFAULT_LANGUAGE, isLanguage, type Language } from '@/types/language';
import { reloadPage } from '@/utils/page-location';

/** One year (docs/product.md, "Languages"). */
const COOKIE_MAX_AGE_SECONDS = 31536000;

/** The language chosen earlier, or the default when the cookie is missing or unknown. */
export function readLanguage(cookies: string = document.cookie): Language {
  return languageFromCookies(cookies) ?? DEFAULT_LANGUAGE;
}

function writeLanguageCookie(language: Language): void {
  document.cookie = `${LANGUAGE_COOKIE}=${language}; max-age=${COOKIE_MAX_AGE_SECONDS}; path=/; SameSite=Lax`;
}

/** Saves the choice and reloads, so every part of the page, fetched content included, switches at once. */
export function setLanguage(language: Language): void {
  writeLanguageCookie(language);
  reloadPage();
}

/** The language a `?lang=` parameter names, if any; changes nothing. */
function languageParameter(location: Location): Language | null {
  const value = new URLSearchParams(location.search).get('lang');
  return value && isLanguage(value) ? value : null;
}

/**
 * The language named by a `?lang=` parameter (the site map gives English pages as `?lang=en`).
 * It is saved like a button choice and taken out of the address, so links stay clean.
 */
export function languageFromUrl(location: Location = window.location): Language | null {
  const value = languageParameter(location);
  if (!value) return null;
  writeLanguageCookie(value);
  const params = new URLSearchParams(location.search);
  params.delete('lang');
  const search = params.toString();
  window.history.replaceState(window.history.state, '', `${location.pathname}${search ? `?${search}` : ''}${location.hash}`);
  return value;
}
