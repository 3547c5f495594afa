// Every category of the shop, in menu order.
import { ACCESSORY_CATEGORIES, TOP_LEVEL_CATEGORIES } from './other-categories.ts';
import type { CategorySeed, SubCategorySeed } from './seed-types.ts';
import { BOBBIN_YARN_CATEGORIES, SKEIN_YARN_CATEGORIES } from './yarn-categories.ts';

export const CATEGORIES: CategorySeed[] = [
  ...SKEIN_YARN_CATEGORIES,
  ...BOBBIN_YARN_CATEGORIES,
  ...ACCESSORY_CATEGORIES,
  ...TOP_LEVEL_CATEGORIES,
];

/** The category and sub-category a good belongs to; throws on a typo in the seed data. */
export function findPlacement(categoryName: string, subCategoryName: string | null): { category: CategorySeed; subCategory: SubCategorySeed | null } {
  const category = CATEGORIES.find((c) => c.name === categoryName);
  if (!category) throw new Error(`seed data: unknown category ${categoryName}`);
  if (subCategoryName === null) return { category, subCategory: null };
  const subCategory = category.subCategories.find((s) => s.name === subCategoryName);
  if (!subCategory) throw new Error(`seed data: no sub-category ${subCategoryName} in ${categoryName}`);
  return { category, subCategory };
}
