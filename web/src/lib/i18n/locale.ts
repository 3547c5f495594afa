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
 * and the first render makes such calls (react-intl checks the locale; prices are formatted).
 * main.tsx calls it while the messages and the page's code download. Only the first call works.
 */
export function warmUpIntl(language: Language): void {
  if (warmed) return;
  warmed = true;
  const locales = [intlLocale(language), 'uk-UA'];
  Intl.NumberFormat.supportedLocalesOf(locales);
  Intl.DateTimeFormat.supportedLocalesOf(locales);
}
