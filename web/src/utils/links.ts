// The link rules of SPEC.md section 2 ('Links built for category cards', 'Links to a good').
import { paths } from '@/config/paths';
import { ALL_GOODS, NO_OUTER_CATEGORY } from '@/types/catalog';

/**
 * The {subCategory} URL segment of a sub-category: its base name with spaces and non-word
 * characters removed. Letters of any script count as word characters, so a Cyrillic name keeps
 * its letters instead of collapsing to an empty segment as ASCII-only `\W` would make it.
 */
export function subCategorySegment(name: string): string {
  return name.replace(/[^\p{L}\p{N}_]/gu, '');
}

export function outerCategoryLink(outerCategory: string): string {
  return paths.outerCategory.getHref(outerCategory);
}

interface CatalogRef {
  category: string;
  outerCategory: string;
  subCategories: readonly unknown[];
}

/**
 * The card of a catalog (a category). Without an outer category it opens the catalog page when it
 * has sub-categories, else the goods list. Inside an outer category it opens the catalog page;
 * SPEC.md does not say where such a category without sub-categories goes, so it opens its
 * all-goods list, the only list it has.
 */
export function catalogLink({ category, outerCategory, subCategories }: CatalogRef): string {
  const hasSubCategories = subCategories.length > 0;
  if (outerCategory === NO_OUTER_CATEGORY) {
    return hasSubCategories ? paths.catalog.getHref(category) : paths.goods.getHref(category);
  }
  return hasSubCategories
    ? paths.outerCategoryCatalog.getHref(outerCategory, category)
    : paths.outerCategoryGoods.getHref(outerCategory, category, ALL_GOODS);
}

type CatalogPlace = Pick<CatalogRef, 'category' | 'outerCategory'>;

function goodsListLink({ category, outerCategory }: CatalogPlace, segment: string): string {
  return outerCategory === NO_OUTER_CATEGORY
    ? paths.catalogGoods.getHref(category, segment)
    : paths.outerCategoryGoods.getHref(outerCategory, category, segment);
}

/** A sub-category card: /catalog/{category}/{segment} or /outercategory/{outer}/{category}/{segment}. */
export function subCategoryLink(catalog: CatalogPlace, subCategoryName: string): string {
  return goodsListLink(catalog, subCategorySegment(subCategoryName));
}

/** The all-goods card of a catalog: .../{category}/allgoods. */
export function allGoodsLink(catalog: CatalogPlace): string {
  return goodsListLink(catalog, ALL_GOODS);
}

export interface GoodPlace {
  id: string;
  outerCategory: string;
  category: string;
  /** The good's sub-category URL segment, or ALL_GOODS. */
  subcategory: string;
}

/** The 4-row table 'Links to a good'. */
export function goodLink({ id, outerCategory, category, subcategory }: GoodPlace): string {
  if (outerCategory === NO_OUTER_CATEGORY) {
    return subcategory === ALL_GOODS
      ? paths.goodsGood.getHref(category, id)
      : paths.catalogGood.getHref(category, subcategory, id);
  }
  return paths.outerCategoryGood.getHref(outerCategory, category, subcategory, id);
}
