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

/** Marks every good whose part of `haystack` contains `needle`. */
export function markHits(haystack: string, starts: Int32Array, needle: string, hits: Uint8Array): void {
  let from = 0;
  for (;;) {
    const found = haystack.indexOf(needle, from);
    if (found < 0) return;
    const good = owner(starts, found);
    hits[good] = 1;
    from = starts[good + 1]!; // one hit per good is enough: go on from the next one
  }
}
