// The burger menu's drill-down (docs/product.md, "Layout"): main, outer categories, categories,
// sub-categories. A level is addressed by what was chosen to reach it, so going back is a pop.
import { NO_OUTER_CATEGORY, type Catalog, type OuterCategory } from '@/types/catalog';
import type { Language } from '@/types/language';
import { allGoodsLink, catalogLink, outerCategoryLink, subCategoryLink } from '@/utils/links';
import { localize } from '@/utils/localize';
import { catalogsOf } from './menu-data';

export type BurgerLevel =
  | { kind: 'main' }
  | { kind: 'outerCategories' }
  | { kind: 'categories'; outerCategory: string }
  | { kind: 'subCategories'; category: string };

interface BurgerEntry {
  key: string;
  label: string;
  /** A link to follow, or the level to drill into. */
  href?: string;
  next?: BurgerLevel;
}

interface CatalogTree {
  outerCategories: readonly OuterCategory[];
  catalogs: readonly Catalog[];
}

function catalogEntry(catalog: Catalog, language: Language): BurgerEntry {
  const label = localize(catalog.title, language);
  return catalog.subCategories.length > 0
    ? { key: `catalog:${catalog.category}`, label, next: { kind: 'subCategories', category: catalog.category } }
    : { key: `catalog:${catalog.category}`, label, href: catalogLink(catalog) };
}

/** The entries of a catalogue level; `allLabel` names the "see everything here" link. */
export function burgerEntries(level: BurgerLevel, { outerCategories, catalogs }: CatalogTree, language: Language, allLabel: string): BurgerEntry[] {
  switch (level.kind) {
    case 'main':
      return [];
    case 'outerCategories':
      return [
        ...outerCategories.map((outer) => ({
          key: `outer:${outer.name}`,
          label: localize(outer.title, language),
          next: { kind: 'categories', outerCategory: outer.name } as const,
        })),
        ...catalogsOf(catalogs, NO_OUTER_CATEGORY).map((catalog) => catalogEntry(catalog, language)),
      ];
    case 'categories':
      return [
        { key: 'all', label: allLabel, href: outerCategoryLink(level.outerCategory) },
        ...catalogsOf(catalogs, level.outerCategory).map((catalog) => catalogEntry(catalog, language)),
      ];
    case 'subCategories': {
      const catalog = catalogs.find((c) => c.category === level.category);
      if (!catalog) return [];
      return [
        { key: 'all', label: allLabel, href: allGoodsLink(catalog) },
        ...catalog.subCategories.map((sub) => ({
          key: `sub:${sub.id}`,
          label: localize(sub.title, language),
          href: subCategoryLink(catalog, sub.name),
        })),
      ];
    }
  }
}

/** The heading of a level: the name of what was chosen to reach it. */
export function burgerLevelTitle(level: BurgerLevel, { outerCategories, catalogs }: CatalogTree, language: Language): string | null {
  if (level.kind === 'categories') {
    const outer = outerCategories.find((o) => o.name === level.outerCategory);
    return outer ? localize(outer.title, language) : level.outerCategory;
  }
  if (level.kind === 'subCategories') {
    const catalog = catalogs.find((c) => c.category === level.category);
    return catalog ? localize(catalog.title, language) : level.category;
  }
  return null;
}
