import { describe, expect, it } from 'vitest';
import { byOrder, toCatalog, toOuterCategory } from '../reshape';

describe('toOuterCategory', () => {
  it('keeps the fields the app uses', () => {
    expect(
      toOuterCategory('bobbinYarn', {
        name: 'bobbinYarn',
        title: { ua: 'Бобінна пряжа', en: 'Bobbin yarn' },
        previewImage: '/images/bobbin.jpg',
        order: 2,
      }),
    ).toEqual({
      name: 'bobbinYarn',
      title: { ua: 'Бобінна пряжа', en: 'Bobbin yarn' },
      previewImage: '/images/bobbin.jpg',
      order: 2,
    });
  });

  it('survives a sparse document: id as name, title from the other language, no image, last in order', () => {
    const outer = toOuterCategory('misc', { title: { ua: 'Різне' }, previewImage: '' });
    expect(outer).toEqual({
      name: 'misc',
      title: { ua: 'Різне', en: 'Різне' },
      previewImage: null,
      order: Number.MAX_SAFE_INTEGER,
    });
  });
});

describe('toCatalog', () => {
  it('converts sub-categories and drops malformed ones', () => {
    const catalog = toCatalog('skeinYarn', {
      category: 'skeinYarn',
      outerCategory: 'noOuterCategory',
      title: { ua: 'Пряжа в мотках', en: 'Skein yarn' },
      previewImage: null,
      link: '/catalog/skeinYarn',
      subCategories: [
        { _id: 's1', name: 'Alize Cotton Gold', title: { ua: 'Алізе', en: 'Alize' }, previewImage: null },
        'not a sub-category',
        { _id: 's2', name: '', title: {} },
      ],
      allGoods: 'allgoods',
      description: { ua: 'Опис', en: 'Description' },
      order: 1,
    });
    expect(catalog.subCategories).toEqual([
      { id: 's1', name: 'Alize Cotton Gold', title: { ua: 'Алізе', en: 'Alize' }, previewImage: null },
    ]);
    expect(catalog.outerCategory).toBe('noOuterCategory');
    expect(catalog.description).toEqual({ ua: 'Опис', en: 'Description' });
  });

  it('puts a catalog without an outer category in the top-level group', () => {
    expect(toCatalog('x', {}).outerCategory).toBe('noOuterCategory');
    expect(toCatalog('x', {}).subCategories).toEqual([]);
  });
});

describe('byOrder', () => {
  it('sorts by order, then by name', () => {
    const items = [
      { name: 'b', order: 2 },
      { name: 'c', order: 1 },
      { name: 'a', order: 2 },
    ];
    expect(items.sort(byOrder((item) => item.name)).map((item) => item.name)).toEqual(['c', 'a', 'b']);
  });
});
