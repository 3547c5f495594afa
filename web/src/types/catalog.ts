import type { Localized } from './language';

export { ALL_GOODS, NO_OUTER_CATEGORY } from '@domain/links';

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
