// In-browser search over the compact search index (docs/product.md, "Search"; docs/adr/0009-search-in-the-browser.md):
// a good matches when its title contains every word of the query, case-insensitively, or when
// its articul matches; a colour of a yarn line also by its line's name, its colour's name (ua or
// en) and its colour code. Shoppers type Ukrainian titles in Latin letters and Latin brand names in
// Cyrillic, so each word is also compared by its transliterated skeleton; when nothing matches,
// the query is tried once more as if typed in the other keyboard layout.
import { skeleton, switchKeyboardLayout } from './transliterate';
import { compactCode, join, markHits, normalizeText } from './search-text';

/** docs/product.md, "Search": shorter queries are ignored. */
export const SEARCH_MIN_LENGTH = 2;
/** docs/product.md, "Search": the dropdown shows at most this many goods. */
export const SEARCH_DROPDOWN_LIMIT = 8;

/** One good of the index: [goodId, articul, title ua, title en, category, subcategory, outerCategory]. */
export type PlainSearchEntry = readonly [string, string, string, string, string, string, string];
/** A colour of a yarn line adds [yarnLineId, line (brand + name), colour code, colour ua, colour en]. */
export type YarnSearchEntry = readonly [...PlainSearchEntry, string, string, string, string, string];
export type SearchEntry = PlainSearchEntry | YarnSearchEntry;

/** Seven strings, or twelve for a colour of a line: shards written before lines still read. */
export function isSearchEntry(value: unknown): value is SearchEntry {
  return Array.isArray(value) && (value.length === 7 || value.length === 12) && value.every((field) => typeof field === 'string');
}

export interface SearchDocument {
  id: string;
  articul: string;
  titleUa: string;
  titleEn: string;
  category: string;
  subcategory: string;
  outerCategory: string;
  /** '' unless the good is a colour of a yarn line. */
  yarnLineId: string;
  line: string;
  colourCode: string;
  colourUa: string;
  colourEn: string;
}

/**
 * An index prepared once, so that each keystroke only runs native substring searches: the
 * titles (and a colour's line and colour names) of all goods are joined into one long string
 * per form (text and sound), and a hit's position tells which good it belongs to.
 */
export interface SearchIndex {
  readonly size: number;
  readonly docs: readonly SearchDocument[];
  /** Lower-cased titles, line and colour names of every good, separated by SEPARATOR. */
  readonly text: string;
  /** Their skeletons, likewise. */
  readonly sound: string;
  readonly textStarts: Int32Array;
  readonly soundStarts: Int32Array;
  readonly articuls: readonly string[];
  /** The goods that have a colour code, and those codes compacted, side by side. */
  readonly coded: Int32Array;
  readonly codes: readonly string[];
}

function toDocument(entry: SearchEntry): SearchDocument {
  const [id, articul, titleUa, titleEn, category, subcategory, outerCategory, yarnLineId = '', line = '', colourCode = '', colourUa = '', colourEn = ''] =
    entry as readonly string[];
  return { id: id!, articul: articul!, titleUa: titleUa!, titleEn: titleEn!, category: category!, subcategory: subcategory!, outerCategory: outerCategory!, yarnLineId, line, colourCode, colourUa, colourEn };
}

const searchable = (doc: SearchDocument) => [doc.titleUa, doc.titleEn, doc.line, doc.colourUa, doc.colourEn].filter((part) => part !== '');

export function prepareSearchIndex(entries: readonly SearchEntry[]): SearchIndex {
  const docs = entries.map(toDocument);
  const text = join(docs.map((doc) => searchable(doc).map(normalizeText).join('\n')));
  const sound = join(docs.map((doc) => searchable(doc).map(skeleton).join('\n')));
  const coded = docs.flatMap((doc, i) => (doc.colourCode === '' ? [] : [i]));
  return {
    size: docs.length,
    docs,
    text: text.joined,
    sound: sound.joined,
    textStarts: text.starts,
    soundStarts: sound.starts,
    articuls: docs.map((doc) => compactCode(doc.articul)),
    coded: Int32Array.from(coded),
    codes: coded.map((i) => compactCode(docs[i]!.colourCode)),
  };
}

/** The query trimmed; '' when it is too short to search (under 2 characters). */
export function searchableQuery(query: string): string {
  const trimmed = query.trim();
  return trimmed.length >= SEARCH_MIN_LENGTH ? trimmed : '';
}

interface Word {
  text: string;
  sound: string;
  /** The word as a colour code when it holds a digit ('21', '7650'), else ''. */
  code: string;
}

function toWords(query: string): Word[] {
  return normalizeText(query)
    .split(/\s+/)
    .filter((word) => word !== '')
    .map((word) => ({ text: word, sound: skeleton(word), code: /\d/.test(word) ? compactCode(word) : '' }));
}

/** Marks the colours whose code starts with the word's: typing '76' already shows colour 7650. */
function markCodes(index: SearchIndex, code: string, hits: Uint8Array, exact: Uint8Array): void {
  for (let i = 0; i < index.coded.length; i += 1) {
    const own = index.codes[i]!;
    if (!own.startsWith(code)) continue;
    hits[index.coded[i]!] = 1;
    if (own.length === code.length) exact[index.coded[i]!] = 1;
  }
}

/** How many words each good matched; a good matches when the count reaches the number of words. */
function countTitleMatches(index: SearchIndex, words: readonly Word[], bySound: boolean, exact: Uint8Array): Uint8Array {
  const counts = new Uint8Array(index.size);
  const hits = new Uint8Array(index.size);
  for (const word of words) {
    hits.fill(0);
    markHits(index.text, index.textStarts, word.text, hits);
    if (bySound && word.sound.length >= SEARCH_MIN_LENGTH) markHits(index.sound, index.soundStarts, word.sound, hits);
    if (word.code !== '') markCodes(index, word.code, hits, exact);
    for (let i = 0; i < hits.length; i += 1) counts[i]! += hits[i]!;
  }
  return counts;
}

/**
 * An articul query: with '#' any part of the articul; without it, the start of the articul,
 * and only when the query holds a digit (else 'ya' would list every YarnArt good by its code).
 */
function articulMatcher(query: string): ((articul: string) => boolean) | null {
  const byHash = query.startsWith('#');
  const code = compactCode(query);
  if (code.length < SEARCH_MIN_LENGTH - (byHash ? 1 : 0)) return null;
  if (byHash) return (articul) => articul.includes(code);
  if (!/\d/.test(code)) return null;
  return (articul) => articul.startsWith(code);
}

function run(index: SearchIndex, query: string, bySound: boolean): SearchDocument[] {
  const words = toWords(query.replace(/^#/, ''));
  const articul = articulMatcher(query);
  const exact = new Uint8Array(index.size);
  const counts = words.length > 0 ? countTitleMatches(index, words, bySound, exact) : null;
  const byArticul: SearchDocument[] = [];
  const byColourCode: SearchDocument[] = [];
  const byTitle: SearchDocument[] = [];
  for (let i = 0; i < index.size; i += 1) {
    if (articul?.(index.articuls[i]!)) byArticul.push(index.docs[i]!);
    else if (counts && counts[i] === words.length) (exact[i] ? byColourCode : byTitle).push(index.docs[i]!);
  }
  // A code match is what someone typing a code wants first: the articul, then a colour's own code.
  return byArticul.concat(byColourCode, byTitle);
}

/** Every matching good, articul matches first, then in index order; [] for a query under 2 characters. */
export function searchGoods(index: SearchIndex, query: string): SearchDocument[] {
  const searchable = searchableQuery(query);
  if (searchable === '') return [];
  const found = run(index, searchable, true);
  if (found.length > 0) return found;
  const switched = switchKeyboardLayout(searchable);
  // A guess about the layout is already one step from what was typed: no sound-alike on top of it.
  return switched === searchable.toLowerCase() ? [] : run(index, switched, false);
}
