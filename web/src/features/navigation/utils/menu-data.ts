import type { Catalog, OuterCategory } from '@/types/catalog';

/** What the menus show, put together by the app from the catalogue's queries. */
export interface MenuData {
  outerCategories: readonly OuterCategory[] | undefined;
  /** Catalogs of the noOuterCategory group: the top menu. */
  topCatalogs: readonly Catalog[] | undefined;
  /** Every catalog; undefined until requested and loaded. */
  catalogs: readonly Catalog[] | undefined;
  isError: boolean;
  /** Asks for `catalogs`; called when a shopper reaches for the catalog menu or the burger. */
  request: () => void;
  retry: () => void;
}

export function catalogsOf(catalogs: readonly Catalog[] | undefined, outerCategory: string): Catalog[] {
  return (catalogs ?? []).filter((catalog) => catalog.outerCategory === outerCategory);
}
