import type { Localized } from './language';

/** The group of categories that sit directly under the catalog menu (docs/product.md, "Words"). */
export const NO_OUTER_CATEGORY = 'noOuterCategory';
/** Sub-category URL segment meaning "every good of the catalog". */
export const ALL_GOODS = 'allgoods';

export interface OuterCategory {
  /** The {outercategory} URL segment. */
  name: string;
  title: Localized;
  previewImage: string | null;
  order: number;
}

export interface SubCategory {
  id: string;
  /** Base title; the URL segment is derived from it (see utils/links.ts). */
  name: string;
  title: Localized;
  previewImage: string | null;
}

/** How a catalog lists yarn: one card per yarn line, or one per colour (docs/data-model.md, "catalogs"). */
export const YARN_LISTINGS = ['lines', 'colours'] as const;
export type YarnListing = (typeof YARN_LISTINGS)[number];

export interface Catalog {
  /** The {category} URL segment. */
  category: string;
  /** An outer category name, or NO_OUTER_CATEGORY. */
  outerCategory: string;
  title: Localized;
  previewImage: string | null;
  subCategories: SubCategory[];
  description: Localized;
  order: number;
  /** The listing's default, 'colours' when absent; the shopper can switch (the `view` URL parameter). */
  yarnListing?: YarnListing;
}
