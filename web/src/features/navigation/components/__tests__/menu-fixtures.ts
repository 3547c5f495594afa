import { vi } from 'vitest';
import { makeCatalog, makeOuterCategory, makeSubCategory } from '@/testing/catalog-fixtures';
import { NO_OUTER_CATEGORY } from '@/types/catalog';
import type { MenuData } from '../../utils/menu-data';

const yarn = makeOuterCategory({ name: 'yarn', title: { ua: 'Пряжа у мотках', en: 'Skein yarn' }, order: 0 });
const merino = makeCatalog({
  category: 'merino',
  outerCategory: 'yarn',
  title: { ua: 'Меринос', en: 'Merino' },
  subCategories: [makeSubCategory({ id: 'm1', name: 'Drops Baby Merino', title: { ua: 'Дропс Бебі Меринос', en: 'Drops Baby Merino' } })],
});
const needles = makeCatalog({
  category: 'needles',
  outerCategory: NO_OUTER_CATEGORY,
  title: { ua: 'Спиці', en: 'Knitting needles' },
  subCategories: [makeSubCategory({ id: 'n1', name: 'Circular Needles', title: { ua: 'Кругові спиці', en: 'Circular needles' } })],
});
const patterns = makeCatalog({ category: 'patterns', outerCategory: NO_OUTER_CATEGORY, title: { ua: 'Схеми', en: 'Patterns' }, subCategories: [] });

export function makeMenu(overrides: Partial<MenuData> = {}): MenuData {
  return {
    outerCategories: [yarn],
    topCatalogs: [needles, patterns],
    catalogs: [merino, needles, patterns],
    isError: false,
    request: vi.fn(),
    retry: vi.fn(),
    ...overrides,
  };
}
