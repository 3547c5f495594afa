// Translations are looked up in kept listings of the catalogue: counted through a CatalogReader
// that records every call (the port the functions read Firestore through), 200 random ids cost no
// read of their own, and each listing is read once while it is kept.
import { describe, expect, it } from 'vitest';
import type { CatalogReader } from '@domain/catalog-reader';
import { keptListingsReader } from '../../src/catalog/translation-source';
import { getTranslations } from '../../src/catalog/translations';

function countingReader() {
  const calls: string[] = [];
  const reader: CatalogReader = {
    async get(collection, id) {
      calls.push(`get ${collection}/${id}`);
      return null;
    },
    async list(collection) {
      calls.push(`list ${collection}`);
      return collection === 'goods' ? [{ id: 'known-good', data: { title: { ua: 'Мохер', en: 'Mohair' }, description: { ua: 'Опис', en: 'About' } } }] : [];
    },
  };
  return { reader, calls };
}

describe('translations from the kept listings', () => {
  it('200 unknown ids cost no read beyond one listing of each collection', async () => {
    const { reader, calls } = countingReader();
    const kept = keptListingsReader(reader, { ttlMs: 60_000 });
    const keys = Array.from({ length: 200 }, (_, i) => (i % 2 ? `good_translation:random-${i}:title` : `random-${i}`));
    const answer = await getTranslations('ua', keys, kept);
    expect(Object.values(answer).every((text) => text === '')).toBe(true);
    await getTranslations('en', keys, kept);
    expect(calls.filter((c) => c.startsWith('get'))).toEqual([]);
    // The keys name goods only: one listing of the goods, kept for the second call too.
    expect(calls).toEqual(['list goods']);
  });

  it('a known id is answered from the listing, in the language asked', async () => {
    const { reader } = countingReader();
    const kept = keptListingsReader(reader, { ttlMs: 60_000 });
    expect(await getTranslations('en', ['good_translation:known-good:title', 'known-good'], kept)).toEqual({
      'good_translation:known-good:title': JSON.stringify('Mohair'),
      'known-good': JSON.stringify('About'),
    });
  });
});
