import type { ReactNode } from 'react';
import type { Catalog, OuterCategory } from '@/types/catalog';
import type { Language } from '@/types/language';
import { localize } from '@/utils/localize';
import { catalogLink, outerCategoryLink } from '@/utils/links';

export interface CatalogTileModel {
  key: string;
  href: string;
  title: string;
  image: string | null;
  /** An ADMIN's control under the card (a lazily loaded AdminSlot); nothing for anyone else. */
  admin?: ReactNode;
}

/** The home page's tiles: outer categories first, then the catalogs of the noOuterCategory group. */
export function buildCatalogTiles(
  outerCategories: readonly OuterCategory[],
  topLevelCatalogs: readonly Catalog[],
  language: Language,
): CatalogTileModel[] {
  return [
    ...outerCategories.map((outer) => ({
      key: `outer:${outer.name}`,
      href: outerCategoryLink(outer.name),
      title: localize(outer.title, language),
      image: outer.previewImage,
    })),
    ...topLevelCatalogs.map((catalog) => ({
      key: `catalog:${catalog.category}`,
      href: catalogLink(catalog),
      title: localize(catalog.title, language),
      image: catalog.previewImage,
    })),
  ];
}
