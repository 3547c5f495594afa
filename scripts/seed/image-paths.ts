// Where each seeded picture lives in the image store. Paths are lowercase (the store
// requires it), and each kind of card has its own prefix so an outer category and a
// category of the same name never share a file.
import { BLURRED_IMAGE_SUFFIX } from '@domain/image-sizes.ts';
import { subCategoryId } from './catalog/links.ts';
import type { YarnView } from './images/yarn-views.ts';

export const imagePaths = {
  outerCategory: (name: string): string => `previews/outer-${name.toLowerCase()}.webp`,
  catalog: (category: string): string => `previews/catalog-${category.toLowerCase()}.webp`,
  subCategory: (category: string, name: string): string => `previews/sub-${subCategoryId(category, name)}.webp`,
  good: (goodId: string): string => `goods/${goodId}.webp`,
  /** A yarn colour's close-up or swatch, beside its skein picture. */
  yarnView: (goodId: string, view: YarnView): string => `goods/${goodId}-${view}.webp`,
  banner: (id: string): string => `main/${id}.webp`,
  blurredBanner: (id: string): string => `main/${id}${BLURRED_IMAGE_SUFFIX}.webp`,
};
