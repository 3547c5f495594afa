// In-browser search over the compact search index (docs/product.md, "Search"; docs/adr/0009-search-in-the-browser.md):
// a good matches when its title contains every word of the query, case-insensitively, or when
// its articul matches. Shoppers type Ukrainian titles in Latin letters and Latin brand names in
// Cyrillic, so each word is also compared by its transliterated skeleton; when nothing matches,
// the query is tried once more as if typed in the other keyboard layout.
import { skeleton, switchKeyboardLayout } from './transliterate';

/** docs/product.md, "Search": shorter queries are ignored. */
export const SEARCH_MIN_LENGTH = 2;
/** docs/product.md, "Search": the dropdown shows at most this many goods. */
export const SEARCH_DROPDOWN_LIMIT = 8;

/** One good of the index: [goodId, articul, title ua, title en, category, subcategory, outerCategory]. */
export type SearchEntry = readonly [string, string, string, string, string, string, string];

export interface SearchDocument {
  id: string;
  articul: string;
  titleUa: string;
  titleEn: string;
  category: string;
  subcategory: string;
  outerCategory: string;
}

/**
 * An index prepared once, so that each keystroke only runs native substring searches: the
 * titles of all goods are joined into one long string per form (text and sound), and a hit's
 * position tells which good it belongs to.
 */
export interface SearchIndex {
  readonly size: number;
  readonly docs: readonly SearchDocument[];
  /** Lower-cased titles (ua, en) of every good, separated by SEPARATOR. */
  readonly text: string;
  /** Their skeletons, likewise. */
  readonly sound: string;
  readonly textStarts: Int32Array;
  readonly soundStarts: Int32Array;
  readonly articuls: readonly string[];
}

/** Never typed and never inside a title, so no word can match across two goods. */
const SEPARATOR = '\u0001';

function normalizeText(text: string): string {
  return text.toLowerCase().replace(/['’ʼ`]/g, '').replace(/ё/g, 'е');
}

/** Articul compared without case, '#', spaces and dashes: '#YA-1001' = 'ya1001'. */
function compactArticul(text: string): string {
  return text.toLowerCase().replace(/[#\s\-_./]/g, '');
}

function join(parts: readonly string[]): { joined: string; starts: Int32Array } {
  const starts = new Int32Array(parts.length + 1);
  let length = 0;
  parts.forEach((part, i) => {
    starts[i] = length;
    length += part.length + SEPARATOR.length;
  });
  starts[parts.length] = length;
  return { joined: parts.join(SEPARATOR) + SEPARATOR, starts };
}

export function prepareSearchIndex(entries: readonly SearchEntry[]): SearchIndex {
  const docs = entries.map(([id, articul, titleUa, titleEn, category, subcategory, outerCategory]) => ({
    id, articul, titleUa, titleEn, category, subcategory, outerCategory,
  }));
  const text = join(docs.map((doc) => `${normalizeText(doc.titleUa)}\n${normalizeText(doc.titleEn)}`));
  const sound = join(docs.map((doc) => `${skeleton(doc.titleUa)}\n${skeleton(doc.titleEn)}`));
  return {
    size: docs.length,
    docs,
    text: text.joined,
    sound: sound.joined,
    textStarts: text.starts,
    soundStarts: sound.starts,
    articuls: docs.map((doc) => compactArticul(doc.articul)),
  };
}

/** The good whose part of the joined string holds `position`. */
function owner(starts: Int32Array, position: number): number {
  let low = 0;
  let high = starts.length - 2;
  while (low < high) {
    const middle = (low + high + 1) >> 1;
    if (starts[middle]! <= position) low = middle;
    else high = middle - 1;
  }
  return low;
}

/** Marks every good whose part of `haystack` contains `needle`. */
function markHits(haystack: string, starts: Int32Array, needle: string, hits: Uint8Array): void {
  let from = 0;
  for (;;) {
    const found = haystack.indexOf(needle, from);
    if (found < 0) return;
    const good = owner(starts, found);
    hits[good] = 1;
    from = starts[good + 1]!; // one hit per good is enough: go on from the next one
  }
}

/** The query trimmed; '' when it is too short to search (under 2 characters). */
export function searchableQuery(query: string): string {
  const trimmed = query.trim();
  return trimmed.length >= SEARCH_MIN_LENGTH ? trimmed : '';
}

interface Word {
  text: string;
  sound: string;
}

function toWords(query: string): Word[] {
  return normalizeText(query)
    .split(/\s+/)
    .filter((word) => word !== '')
    .map((word) => ({ text: word, sound: skeleton(word) }));
}

/** How many words each good matched; a good matches when the count reaches the number of words. */
function countTitleMatches(index: SearchIndex, words: readonly Word[], bySound: boolean): Uint8Array {
  const counts = new Uint8Array(index.size);
  const hits = new Uint8Array(index.size);
  for (const word of words) {
    hits.fill(0);
    markHits(index.text, index.textStarts, word.text, hits);
    if (bySound && word.sound.length >= SEARCH_MIN_LENGTH) markHits(index.sound, index.soundStarts, word.sound, hits);
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
  const code = compactArticul(query);
  if (code.length < SEARCH_MIN_LENGTH - (byHash ? 1 : 0)) return null;
  if (byHash) return (articul) => articul.includes(code);
  if (!/\d/.test(code)) return null;
  return (articul) => articul.startsWith(code);
}

function run(index: SearchIndex, query: string, bySound: boolean): SearchDocument[] {
  const words = toWords(query.replace(/^#/, ''));
  const articul = articulMatcher(query);
  const counts = words.length > 0 ? countTitleMatches(index, words, bySound) : null;
  const byArticul: SearchDocument[] = [];
  const byTitle: SearchDocument[] = [];
  for (let i = 0; i < index.size; i += 1) {
    if (articul?.(index.articuls[i]!)) byArticul.push(index.docs[i]!);
    else if (counts && counts[i] === words.length) byTitle.push(index.docs[i]!);
  }
  // A code match is what someone typing a code wants first.
  return byArticul.concat(byTitle);
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
