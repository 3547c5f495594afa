import { NO_OUTER_CATEGORY, type Catalog, type OuterCategory, type SubCategory } from '@/types/catalog';

export function makeOuterCategory(overrides: Partial<OuterCategory> = {}): OuterCategory {
  return {
    name: 'bobbinYarn',
    title: { ua: 'Бобінна пряжа', en: 'Bobbin yarn' },
    previewImage: 'https://img.example/bobbin.jpg',
    order: 1,
    ...overrides,
  };
}

export function makeSubCategory(overrides: Partial<SubCategory> = {}): SubCategory {
  return {
    id: 'sub-1',
    name: 'Alize Cotton Gold',
    title: { ua: 'Алізе Коттон Голд', en: 'Alize Cotton Gold' },
    previewImage: null,
    ...overrides,
  };
}

export function makeCatalog(overrides: Partial<Catalog> = {}): Catalog {
  return {
    category: 'skeinYarn',
    outerCategory: NO_OUTER_CATEGORY,
    title: { ua: 'Пряжа в мотках', en: 'Skein yarn' },
    previewImage: 'https://img.example/skein.jpg',
    subCategories: [makeSubCategory()],
    description: { ua: '', en: '' },
    order: 1,
    ...overrides,
  };
}
