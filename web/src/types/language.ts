/** Languages of the shop; `ua` is the default and the fallback (SPEC.md section 9). */
export const LANGUAGES = ['ua', 'en'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'ua';

/** A text of the content in every language, as stored next to what it translates. */
export type Localized = Record<Language, string>;

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}
