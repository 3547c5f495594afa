import type { Language } from '@/types/language';

/** The locale react-intl formats with; Ukrainian uses the Ukrainian region's conventions. */
export function intlLocale(language: Language): string {
  return language === 'ua' ? 'uk-UA' : 'en';
}

/** BCP 47 tag for `<html lang>`: the shop's `ua` is the country code, the language is `uk`. */
export function htmlLang(language: Language): string {
  return language === 'ua' ? 'uk' : 'en';
}
