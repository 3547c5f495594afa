import type { Language } from '@/types/language';

/** The locale react-intl formats with; Ukrainian uses the Ukrainian region's conventions. */
export function intlLocale(language: Language): string {
  return language === 'ua' ? 'uk-UA' : 'en';
}

/** BCP 47 tag for `<html lang>`: the shop's `ua` is the country code, the language is `uk`. */
export function htmlLang(language: Language): string {
  return language === 'ua' ? 'uk' : 'en';
}

let warmed = false;

/**
 * Loads the locale data Intl needs, ahead of the first render. The first Intl call of a page
 * pays for it (30 to 50 ms on these machines in Chromium, measured; four times that on a phone),
 * and the first render makes such calls: react-intl checks the locale with both
 * `supportedLocalesOf` below, and prices are formatted. index.html's first script calls this while
 * React and the app's code are still downloading (start-page-reads.ts), so that it costs the way
 * to the first paint nothing. main.tsx calls it too, for a visit whose scripts all come from the
 * cache, where main.tsx runs before that script's timer. Only the first call does anything.
 */
export function warmUpIntl(language: Language): void {
  if (warmed) return;
  warmed = true;
  const locales = [intlLocale(language), 'uk-UA'];
  Intl.NumberFormat.supportedLocalesOf(locales);
  Intl.DateTimeFormat.supportedLocalesOf(locales);
}
