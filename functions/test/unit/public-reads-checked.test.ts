// The public reads go through the catalogue's untyped port: each field they answer is checked as
// it is read, so a document an ADMIN or a script left odd answers "no text" or is left out.
import { describe, expect, it } from 'vitest';
import type { CatalogDocument, CatalogReader } from '@domain/catalog-reader';
import { getTranslations } from '../../src/catalog/translations';
import { getMainPageImages } from '../../src/catalog/public-reads';

function readerOf(collections: Record<string, CatalogDocument[]>): CatalogReader {
  return {
    get: async (collection, id) => collections[collection]?.find((doc) => doc.id === id) ?? null,
    list: async (collection) => collections[collection] ?? [],
  };
}

const reader = readerOf({
  goods: [
    { id: 'g1', data: { title: { ua: 'Пряжа', en: 'Yarn' }, description: { ua: 'Опис', en: 'About' } } },
    { id: 'g2', data: { title: 'not a localized text', description: { ua: 7 } } },
  ],
  catalogs: [
    { id: 'yarn', data: { subCategories: [{ _id: 'yarn-cotton', title: { ua: 'Бавовна', en: 'Cotton' } }, 'odd entry', { _id: 'yarn-wool' }] } },
    { id: 'hats', data: { subCategories: 'not a list' } },
  ],
  mainPageImages: [
    { id: 's1', data: { mainImage: 'https://img/1.webp', mainImageBlured: 'https://img/1-blured.webp' } },
    { id: 's2', data: { mainImage: 'https://img/2.webp' } },
    { id: 's3', data: { mainImageBlured: 'https://img/3-blured.webp' } },
  ],
});

describe('gettranslations reads checked texts', () => {
  it('answers the text of each known key, JSON-encoded', async () => {
    const texts = await getTranslations('en', ['good_translation:g1:title', 'g1', 'subcategories:yarn-cotton:title'], reader);
    expect(texts).toEqual({ 'good_translation:g1:title': '"Yarn"', g1: '"About"', 'subcategories:yarn-cotton:title': '"Cotton"' });
  });

  it('answers an empty text for a field that is not a {ua, en} text, and for odd sub-category lists', async () => {
    const keys = ['good_translation:g2:title', 'g2', 'subcategories:yarn-wool:title', 'subcategories:hats-knitted:title'];
    const texts = await getTranslations('ua', keys, reader);
    expect(texts).toEqual(Object.fromEntries(keys.map((key) => [key, ''])));
  });
});

describe('getmainpageimages reads checked slides', () => {
  it('answers the slides with their picture, a missing blur as null, and leaves out one without a picture', async () => {
    expect(await getMainPageImages(reader)).toEqual([
      { _id: 's1', mainImage: 'https://img/1.webp', mainImageBlured: 'https://img/1-blured.webp' },
      { _id: 's2', mainImage: 'https://img/2.webp', mainImageBlured: null },
    ]);
  });
});
