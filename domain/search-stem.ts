// The stem of a typed word, so that a search finds every form of it: 'мериносова', 'мериносу'
// and 'меринос' all give 'меринос'; 'червона' and 'червоний' give 'червон'. A small
// suffix-stripping rule rather than a dictionary: the search matches the stem at the start of an
// indexed word (domain/search.ts), so a stem only has to be a prefix that all forms share.

/** Inflection endings of Ukrainian nouns and adjectives, longest first so 'ого' wins over 'о'. */
const ENDINGS = [
  'ями', 'ами', 'ими', 'ого', 'ому', 'ьої', 'ього', 'ьому', 'ові', 'еві', 'єві',
  'ах', 'ях', 'ам', 'ям', 'ом', 'ем', 'ою', 'ею', 'єю', 'ів', 'їв', 'ий', 'ій', 'ої', 'их', 'іх', 'им', 'ім', 'ей',
  'а', 'я', 'о', 'е', 'є', 'у', 'ю', 'і', 'ї', 'и', 'й', 'ь',
].sort((a, b) => b.length - a.length);

/** Suffixes that make an adjective of a noun: шовк-ов-ий, бавовн-ян-ий, беж-ев-ий. */
const ADJECTIVE_SUFFIXES = ['ов', 'ев', 'єв', 'ян'];

/** A stem keeps at least this many letters, so that 'синя' still means blue and not every 'с…'. */
const MIN_STEM = 3;

function stripFirst(word: string, suffixes: readonly string[]): string {
  for (const suffix of suffixes) {
    if (word.endsWith(suffix) && word.length - suffix.length >= MIN_STEM) return word.slice(0, -suffix.length);
  }
  return word;
}

function isCyrillic(word: string): boolean {
  return /[\u0400-\u04ff]/.test(word);
}

/**
 * The stem of one lower-cased word. Cyrillic loses its inflection ending and then an adjective
 * suffix; a Latin word loses a plural 's' ('socks' → 'sock'). Short words and codes stay whole.
 */
export function stemWord(word: string): string {
  if (word.length <= MIN_STEM || /\d/.test(word)) return word;
  if (isCyrillic(word)) return stripFirst(stripFirst(word, ENDINGS), ADJECTIVE_SUFFIXES);
  return /[^s]s$/.test(word) ? word.slice(0, -1) : word;
}

/** Nouns that drop an 'о' or 'е' before their last 'к' when inflected: гачок / гачки, клубок / клубка. */
const FLEETING_VOWEL = /([^аеєиіїоуюяь])к$/;

/**
 * The stems a typed word is looked for by: its stem, and for a stem such as 'гачк' also 'гачок',
 * the form whose vowel the inflection dropped.
 */
export function stemForms(word: string): string[] {
  const stem = stemWord(word);
  if (stem === word || !isCyrillic(stem) || !FLEETING_VOWEL.test(stem)) return [stem];
  return [stem, stem.replace(FLEETING_VOWEL, '$1ок')];
}
