import { describe, expect, it } from 'vitest';
import { makeCatalog, makeOuterCategory } from '@/testing/catalog-fixtures';
import { buildCatalogTiles } from '../catalog-tiles';

describe('buildCatalogTiles', () => {
  it('lists outer categories before catalogs, in the order given, with localized titles', () => {
    const tiles = buildCatalogTiles(
      [makeOuterCategory({ name: 'bobbinYarn', previewImage: null })],
      [makeCatalog({ category: 'skeinYarn' }), makeCatalog({ category: 'hooks', subCategories: [] })],
      'en',
    );
    expect(tiles).toEqual([
      { key: 'outer:bobbinYarn', href: '/outercategory/bobbinYarn', title: 'Bobbin yarn', image: null },
      { key: 'catalog:skeinYarn', href: '/catalog/skeinYarn', title: 'Skein yarn', image: 'https://img.example/skein.jpg' },
      { key: 'catalog:hooks', href: '/goods/hooks', title: 'Skein yarn', image: 'https://img.example/skein.jpg' },
    ]);
  });
});
