// One address per page and language: the Ukrainian page is the plain path, the English one the
// same path with ?lang=en (the site map's form). Canonical links, hreflang alternates, og:url and
// JSON-LD all use it, on the server and in the browser.
import type { Language } from './language';

export function canonicalUrl(origin: string, pathname: string, language: Language): string {
  return `${origin}${pathname}${language === 'en' ? '?lang=en' : ''}`;
}
