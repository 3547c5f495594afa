// The link rules of docs/product.md, "Links" (category cards and a good),
// shared by the SPA (cards, menus) and the functions (site map), so both build the same URLs.

export const NO_OUTER_CATEGORY = 'noOuterCategory';
export const ALL_GOODS = 'allgoods';

// Segments are URI-encoded so a name with a reserved character cannot change the route.
const seg = encodeURIComponent;

/**
 * The {subCategory} URL segment of a sub-category: its base name with spaces and non-word
 * characters removed. Letters of any script count as word characters, so a Cyrillic name keeps
 * its letters instead of collapsing to an empty segment as ASCII-only `\W` would make it.
 */
export function subCategorySegment(name: string): string {
  return name.replace(/[^\p{L}\p{N}_]/gu, '');
}

export function outerCategoryLink(outerCategory: string): string {
  return `/outercategory/${seg(outerCategory)}`;
}

export interface CatalogRef {
  category: string;
  outerCategory: string;
  subCategories: readonly unknown[];
}

export type CatalogPlace = Pick<CatalogRef, 'category' | 'outerCategory'>;

function goodsListLink({ category, outerCategory }: CatalogPlace, segment: string): string {
  return outerCategory === NO_OUTER_CATEGORY
    ? `/catalog/${seg(category)}/${seg(segment)}`
    : `/outercategory/${seg(outerCategory)}/${seg(category)}/${seg(segment)}`;
}

/**
 * The card of a catalog (a category). Without an outer category it opens the catalog page when
 * it has sub-categories, else the goods list. Inside an outer category it opens the catalog page;
 * The first design did not say where such a category without sub-categories goes, so it opens its
 * all-goods list, the only list it has.
 */
export function catalogLink({ category, outerCategory, subCategories }: CatalogRef): string {
  const hasSubCategories = subCategories.length > 0;
  if (outerCategory === NO_OUTER_CATEGORY) {
    return hasSubCategories ? `/catalog/${seg(category)}` : `/goods/${seg(category)}`;
  }
  return hasSubCategories ? `/outercategory/${seg(outerCategory)}/${seg(category)}` : goodsListLink({ category, outerCategory }, ALL_GOODS);
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
    return subcategory === ALL_GOODS ? `/goods/${seg(category)}/${seg(id)}` : `/catalog/${seg(category)}/${seg(subcategory)}/${seg(id)}`;
  }
  return `/outercategory/${seg(outerCategory)}/${seg(category)}/${seg(subcategory)}/${seg(id)}`;
}
