// URL segments and category cards' links of docs/product.md, "Links".
import { ALL_GOODS, NO_OUTER_CATEGORY } from '@domain/links.ts';

/**
 * The {subCategory} URL segment: the base title with non-word characters removed. Letters of
 * any script count as word characters, the same rule as web/src/utils/links.ts, so that a
 * Cyrillic name does not collapse to an empty segment.
 */
export function subCategorySegment(name: string): string {
  return name.replace(/[^\p{L}\p{N}_]/gu, '');
}

/** Stable sub-category id, unique across catalogs (two catalogs may share a title). */
export function subCategoryId(category: string, name: string): string {
  return `${category}-${subCategorySegment(name)}`.toLowerCase();
}

/** Link of a catalog card: where a shopper lands when choosing this category. */
export function catalogLink(category: { name: string; outerCategory: string; subCategories: unknown[] }): string {
  if (category.outerCategory !== NO_OUTER_CATEGORY) {
    const base = `/outercategory/${category.outerCategory}/${category.name}`;
    // Without sub-category cards the catalog page would be empty: go straight to its goods.
    return category.subCategories.length > 0 ? base : `${base}/${ALL_GOODS}`;
  }
  return category.subCategories.length > 0 ? `/catalog/${category.name}` : `/goods/${category.name}`;
}

/** The subcategory a good of this category sits in when the category has none. */
export const NO_SUB_CATEGORY = ALL_GOODS;
