import type { Language, Localized } from '@/types/language';

/** The text in `language`, falling back to Ukrainian when that translation is missing. */
export function localize(text: Localized, language: Language): string {
  return text[language] || text.ua;
}
