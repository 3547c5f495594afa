// A bin entry's removed documents are split into parts that each stay under Firestore's 1 MiB.
import { describe, expect, it } from 'vitest';
import { PART_BYTES, splitIntoParts } from '../../src/bin/bin-parts';

const good = (id: number, descriptionChars: number) => ({ path: `goods/g${id}`, data: { title: { ua: 'Пряжа', en: 'Yarn' }, description: { ua: 'ж'.repeat(descriptionChars), en: '' } } });

describe('splitIntoParts', () => {
  it('keeps a few small documents in one part, in order', () => {
    const docs = [good(1, 10), good(2, 10), good(3, 10)];
    expect(splitIntoParts(docs)).toEqual([docs]);
  });

  it('no documents make no part', () => {
    expect(splitIntoParts([])).toEqual([]);
  });

  it('450 goods with long Cyrillic descriptions (2 bytes a letter) fill several parts, each under the limit, none lost', () => {
    const docs = Array.from({ length: 450 }, (_, i) => good(i, 3_000));
    const parts = splitIntoParts(docs);
    expect(parts.length).toBeGreaterThan(3);
    for (const part of parts) expect(Buffer.byteLength(JSON.stringify(part))).toBeLessThan(PART_BYTES + 1_000);
    expect(parts.flat()).toEqual(docs);
  });
});
