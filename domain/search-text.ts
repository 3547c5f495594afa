// The string work under domain/search.ts: every good's searchable text joined into one long
// string, so that a keystroke runs native substring searches and a hit's position names its good.

/** Never typed and never inside a title, so no word can match across two goods. */
export const SEPARATOR = '\u0001';

export function normalizeText(text: string): string {
  return text.toLowerCase().replace(/['’ʼ`]/g, '').replace(/ё/g, 'е');
}

/** Articul and colour code compared without case, '#', spaces and dashes: '#YA-1001' = 'ya1001'. */
export function compactCode(text: string): string {
  return text.toLowerCase().replace(/[#\s\-_./]/g, '');
}

export function join(parts: readonly string[]): { joined: string; starts: Int32Array } {
  const starts = new Int32Array(parts.length + 1);
  let length = 0;
  parts.forEach((part, i) => {
    starts[i] = length;
    length += part.length + SEPARATOR.length;
  });
  starts[parts.length] = length;
  return { joined: parts.join(SEPARATOR) + SEPARATOR, starts };
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

/** The best a hit can be: a whole word's start, outside the good's traits. */
export const BEST_HIT = 4;

/**
 * How good a hit is: at a word's start 3, inside a word 1, and one more outside a good's traits
 * (its weak words), so a name that starts with the word ranks first and 'pomARANcevyi' last.
 */
function hitLevel(haystack: string, position: number, needle: string, weak: boolean): number {
  const atStart = needle.startsWith(' ') || haystack[position - 1] === ' ';
  return (atStart ? 3 : 1) + (weak ? 0 : 1);
}

/** The best level of `needle` in a string of words from `from` to `to`: 0 when it is not there. */
export function bestLevel(haystack: string, needle: string, weak: boolean, from = 0, to = haystack.length): number {
  let best = 0;
  for (let found = haystack.indexOf(needle, from); found >= 0 && found < to && best < BEST_HIT; found = haystack.indexOf(needle, found + 1)) {
    best = Math.max(best, hitLevel(haystack, found, needle, weak));
  }
  return best;
}

/**
 * Marks every good whose part of `haystack` (its own words, never weak) contains `needle` with
 * its best hit's level (hitLevel), keeping a better level already marked.
 */
export function markHits(haystack: string, starts: Int32Array, needle: string, hits: Uint8Array): void {
  let found = haystack.indexOf(needle);
  while (found >= 0) {
    const good = owner(starts, found);
    const end = starts[good + 1]!;
    let best = hits[good]!;
    // Look on within the good only while a better hit could still come.
    while (found >= 0 && found < end && best < BEST_HIT) {
      best = Math.max(best, hitLevel(haystack, found, needle, false));
      found = haystack.indexOf(needle, found + 1);
    }
    hits[good] = best;
    if (found >= 0 && found < end) found = haystack.indexOf(needle, end); // one good is done: go on from the next one
  }
}

/** markHits for one good only: what a later word checks among the few goods still in the running. */
export function markHitsIn(haystack: string, starts: Int32Array, needle: string, hits: Uint8Array, good: number): void {
  const start = starts[good]!;
  const part = haystack.slice(start, starts[good + 1]!);
  hits[good] = Math.max(hits[good]!, bestLevel(part, needle, false));
}
