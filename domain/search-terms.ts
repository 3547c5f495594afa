// How the search turns text into words, on both sides: the functions make a good's names and
// traits with these when they build the index, and the browser splits titles and the typed query
// with the same tokenizer, so that an indexed word and a typed word always compare alike.
import type { Localized } from './language';
import { normalizeText } from './search-text';
import { TRAIT_WORDS } from './search-vocabulary';
import type { ColourFamily } from './yarn-line';
import type { YarnWeightClass } from './yarn-weight-classes';

const WORD_BREAK = /[^\p{L}\p{N}]+/u;

/** The words of a text, lower-cased, without apostrophes, split at anything but letters and digits. */
export function tokenize(text: string): string[] {
  return normalizeText(text)
    .split(WORD_BREAK)
    .filter((word) => word !== '');
}

/** The distinct words of several texts, in first-seen order, as one space-separated string. */
export function termWords(texts: readonly string[]): string {
  return [...new Set(texts.flatMap(tokenize))].join(' ');
}

/** What the index needs to know about a good beyond its titles. */
export interface GoodTermSources {
  /** The good's category and sub-category titles, when known. */
  place: readonly Localized[];
  /** A yarn's fibre keys, its weight class and its colour's family. */
  fibres: readonly string[];
  weightClass: YarnWeightClass | null;
  family: ColourFamily | null;
}

/**
 * A good's names (where it sits in the catalogue, matched as strongly as its title), as words, and
 * its traits (fibres, weight class and colour family, matched more weakly) as keys: the browser
 * turns the keys into words (traitWords), so the index stays small and new words need no rebuild.
 */
export function goodTerms({ place, fibres, weightClass, family }: GoodTermSources): { names: string; traits: string } {
  const traits = [...fibres, ...(weightClass ? [weightClass] : []), ...(family ? [family] : [])];
  return { names: termWords(place.flatMap((title) => [title.ua, title.en])), traits: [...new Set(traits)].join(' ') };
}

/** The words of a good's trait keys, in both languages; an unknown key is its own word. */
export function traitWords(traits: string): string[] {
  return traits
    .split(' ')
    .filter((key) => key !== '')
    .flatMap((key) => tokenize(TRAIT_WORDS.get(key) ?? key));
}
