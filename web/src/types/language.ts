// The shop's languages are defined once, beside the functions' use of them.
export { DEFAULT_LANGUAGE, isLanguage, LANGUAGES, type Language, type Localized } from '@domain/language';
