// In-browser search over the compact search index (docs/product.md, "Search"; docs/adr/0009-search-in-the-browser.md):
// a good matches when every typed word is found among its words: its titles, its articul, a
// colour's line, colour name and code, the catalogue places it sits in, and a yarn's fibres,
// weight class and colour family. A typed word is stemmed (domain/search-stem.ts), so any form of
// it finds any other; shoppers type Ukrainian titles in Latin letters and Latin brand names in
// Cyrillic, so each word is also compared by its transliterated skeleton; when nothing matches,
// the query is tried once more as if typed in the other keyboard layout. Yarn ranks above goods
// made of it or used with it; then a word's start above its middle, a name above the traits.
import { stemForms } from './search-stem';
import { markGroups, groupLevels, shareWords, spaced, type SharedWords } from './search-shared';
import { tokenize } from './search-terms';
import { BEST_HIT, compactCode, join, markHits, markHitsIn } from './search-text';
import { skeleton, switchKeyboardLayout } from './transliterate';

export { goodTerms, type GoodTermSources } from './search-terms';

/** docs/product.md, "Search": shorter queries are ignored. */
export const SEARCH_MIN_LENGTH = 2;
/** docs/product.md, "Search": the dropdown shows at most this many goods. */
export const SEARCH_DROPDOWN_LIMIT = 8;

/** One good of the index: [goodId, articul, title ua, title en, category, subcategory, outerCategory]. */
export type PlainSearchEntry = readonly [string, string, string, string, string, string, string];
/** A colour of a yarn line adds [yarnLineId, line (brand + name), colour code, colour ua, colour en]. */
export type YarnSearchEntry = readonly [...PlainSearchEntry, string, string, string, string, string];
/**
 * The entry every rebuild writes now: the line's five ('' for a good on no line), then the good's
 * kind, its names (catalogue places, as words) and its traits (fibre, weight class and colour
 * family keys), both made by goodTerms.
 */
export type TermedSearchEntry = readonly [...YarnSearchEntry, string, string, string];
export type SearchEntry = PlainSearchEntry | YarnSearchEntry | TermedSearchEntry;

/** Seven, twelve or fifteen strings: shards written before lines, or before terms, still read. */
export function isSearchEntry(value: unknown): value is SearchEntry {
  return Array.isArray(value) && (value.length === 7 || value.length === 12 || value.length === 15) && value.every((field) => typeof field === 'string');
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
  /** The good's kind (domain/good-kinds.ts); '' in entries written before it was indexed. */
  kind: string;
  names: string;
  traits: string;
}

/**
 * An index prepared once, so that each keystroke only runs native substring searches: each good's
 * own words (titles, line, colour) are joined into one long string per form (text and sound), and
 * a hit's position tells which good it belongs to. Words many goods share, their names and
 * traits, are searched once per group (search-shared.ts).
 */
export interface SearchIndex {
  readonly size: number;
  readonly docs: readonly SearchDocument[];
  /** Every good's own words, each after a space, goods separated by SEPARATOR. */
  readonly text: string;
  /** Their skeletons, likewise. */
  readonly sound: string;
  readonly textStarts: Int32Array;
  readonly soundStarts: Int32Array;
  readonly shared: SharedWords;
  /** 0 for yarn, 1 for tools, 2 for goods made of yarn: the first key of the order. */
  readonly tiers: Uint8Array;
  readonly articuls: readonly string[];
  /** The goods that have a colour code, and those codes compacted, side by side. */
  readonly coded: Int32Array;
  readonly codes: readonly string[];
}

function toDocument(entry: SearchEntry): SearchDocument {
  const [id, articul, titleUa, titleEn, category, subcategory, outerCategory, yarnLineId = '', line = '', colourCode = '', colourUa = '', colourEn = '', kind = '', names = '', traits = ''] =
    entry as readonly string[];
  return { id: id!, articul: articul!, titleUa: titleUa!, titleEn: titleEn!, category: category!, subcategory: subcategory!, outerCategory: outerCategory!, yarnLineId, line, colourCode, colourUa, colourEn, kind, names, traits };
}

/** Yarn first, then the tools to work it, then goods made of it. */
const TIERS: Readonly<Record<string, number>> = { skeinYarn: 0, bobbinYarn: 0, accessory: 1, finishedItem: 2 };
const TIER_COUNT = 3;

/** An entry from before kinds were indexed is yarn when it is a colour of a line, else in the middle. */
function tierOf(doc: SearchDocument): number {
  return TIERS[doc.kind] ?? (doc.yarnLineId !== '' ? 0 : 1);
}

function ownWords(doc: SearchDocument): string[] {
  return [doc.titleUa, doc.titleEn, doc.line, doc.colourUa, doc.colourEn].flatMap(tokenize);
}

export function prepareSearchIndex(entries: readonly SearchEntry[]): SearchIndex {
  const docs = entries.map(toDocument);
  const words = docs.map(ownWords);
  const text = join(words.map(spaced));
  const sound = join(words.map((list) => spaced(list.map(skeleton))));
  const coded = docs.flatMap((doc, i) => (doc.colourCode === '' ? [] : [i]));
  return {
    size: docs.length,
    docs,
    text: text.joined,
    sound: sound.joined,
    textStarts: text.starts,
    soundStarts: sound.starts,
    shared: shareWords(docs),
    tiers: Uint8Array.from(docs, tierOf),
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

/** One way to find a typed word: in the text and by its sound. */
interface Needle {
  text: string;
  sound: string;
}

interface Word {
  /** A word typed whole in its base form is looked for anywhere; a stemmed one at a word's start. */
  needles: Needle[];
  /** The word as a colour code when it holds a digit ('21', '7650'), else ''. */
  code: string;
}

/** Little words that join a query's real ones ('пряжа з мериносу'): they would only narrow it by chance. */
const STOP_WORDS = new Set(['з', 'із', 'зі', 'в', 'у', 'і', 'й', 'та', 'а', 'на', 'для', 'of', 'and', 'with', 'for']);

/** The query's words without the little ones, unless they are all it holds. */
function meaningfulWords(query: string): string[] {
  const words = tokenize(query);
  const meaningful = words.filter((word) => !STOP_WORDS.has(word));
  return meaningful.length > 0 ? meaningful : words;
}

function toWords(query: string): Word[] {
  return meaningfulWords(query).map((word) => {
    const code = /\d/.test(word) ? compactCode(word) : '';
    const stems = stemForms(word);
    // 'wash' still finds 'Superwash'; 'червона' finds 'червоний' by its stem at a word's start.
    if (stems.length === 1 && stems[0] === word) return { needles: [{ text: word, sound: skeleton(word) }], code };
    return { needles: stems.map((stem) => ({ text: ` ${stem}`, sound: ` ${skeleton(stem)}` })), code };
  });
}

/** Marks the colours whose code starts with the word's: typing '76' already shows colour 7650. */
function markCodes(index: SearchIndex, code: string, hits: Uint8Array, exact: Uint8Array): void {
  for (let i = 0; i < index.coded.length; i += 1) {
    const own = index.codes[i]!;
    if (!own.startsWith(code)) continue;
    hits[index.coded[i]!] = BEST_HIT;
    if (own.length === code.length) exact[index.coded[i]!] = 1;
  }
}

interface Matches {
  /** How many words each good matched; it matches when the count reaches the number of words. */
  counts: Uint8Array;
  /** The sum of its hits' levels (search-text.ts, hitLevel): the higher, the better the match. */
  quality: Uint16Array;
}

/** Marks where one word is found: across the whole index, or only among the goods still in the running. */
function markWord(index: SearchIndex, word: Word, bySound: boolean, candidates: readonly number[] | null, hits: Uint8Array): void {
  for (const needle of word.needles) {
    const sound = bySound && needle.sound.trim().length >= SEARCH_MIN_LENGTH;
    markGroups(index.shared, groupLevels(index.shared, needle.text, sound ? needle.sound : null), hits, candidates);
    if (candidates === null) {
      markHits(index.text, index.textStarts, needle.text, hits);
      if (sound) markHits(index.sound, index.soundStarts, needle.sound, hits);
      continue;
    }
    for (const good of candidates) {
      markHitsIn(index.text, index.textStarts, needle.text, hits, good);
      if (sound) markHitsIn(index.sound, index.soundStarts, needle.sound, hits, good);
    }
  }
}

function countMatches(index: SearchIndex, words: readonly Word[], bySound: boolean, exact: Uint8Array): Matches {
  const counts = new Uint8Array(index.size);
  const quality = new Uint16Array(index.size);
  const hits = new Uint8Array(index.size);
  // After the first word only its matches can still match them all: a few are checked one by one.
  let candidates: number[] | null = null;
  for (const [round, word] of words.entries()) {
    hits.fill(0);
    markWord(index, word, bySound, candidates !== null && candidates.length * 8 < index.size ? candidates : null, hits);
    if (word.code !== '') markCodes(index, word.code, hits, exact);
    const next: number[] = [];
    for (let i = 0; i < hits.length; i += 1) {
      if (hits[i] === 0 || counts[i] !== round) continue;
      counts[i] = round + 1;
      quality[i]! += hits[i]!;
      next.push(i);
    }
    candidates = next;
    if (candidates.length === 0) break; // every word must match: none can now
  }
  return { counts, quality };
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
  const matches = words.length > 0 ? countMatches(index, words, bySound, exact) : null;
  const byArticul: SearchDocument[] = [];
  const byColourCode: SearchDocument[] = [];
  // Ranked in buckets, not sorted: yarn first, then by the quality of the hits; index order within.
  const best = BEST_HIT * words.length;
  const ranked: SearchDocument[][] = Array.from({ length: TIER_COUNT * (best + 1) }, () => []);
  for (let i = 0; i < index.size; i += 1) {
    if (articul?.(index.articuls[i]!)) byArticul.push(index.docs[i]!);
    else if (matches && matches.counts[i] === words.length) {
      if (exact[i]) byColourCode.push(index.docs[i]!);
      else ranked[index.tiers[i]! * (best + 1) + best - matches.quality[i]!]!.push(index.docs[i]!);
    }
  }
  // A code match is what someone typing a code wants first: the articul, then a colour's own code.
  return byArticul.concat(byColourCode, ...ranked);
}

/** Every matching good, best first (see run); [] for a query under 2 characters. */
export function searchGoods(index: SearchIndex, query: string): SearchDocument[] {
  const searchable = searchableQuery(query);
  if (searchable === '') return [];
  const found = run(index, searchable, true);
  if (found.length > 0) return found;
  const switched = switchKeyboardLayout(searchable);
  // A guess about the layout is already one step from what was typed: no sound-alike on top of it.
  return switched === searchable.toLowerCase() ? [] : run(index, switched, false);
}
