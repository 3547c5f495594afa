import type { CatalogReader } from '@domain/catalog-reader';
import { COLLECTIONS, NO_OUTER_CATEGORY } from '../model/types';
import { firestoreCatalogReader } from '../model/catalog-reader';
import { BY_ORDER } from './public-reads';

interface CategoriesListEntry {
  outerCategory: string;
  categories: string[];
}

/** Each outer category with the names of its categories, in display order, and the noOuterCategory group last. */
export async function getCategoriesList(reader: CatalogReader = firestoreCatalogReader): Promise<CategoriesListEntry[]> {
  const [outer, categories] = await Promise.all([reader.list(COLLECTIONS.outerCategories, BY_ORDER), reader.list(COLLECTIONS.categories, BY_ORDER)]);
  const byOuter = new Map<string, string[]>();
  for (const doc of outer) byOuter.set(doc.id, []);
  byOuter.set(NO_OUTER_CATEGORY, []);
  for (const doc of categories) {
    const outerCategory = doc.data.outerCategory;
    // A category whose outer category was removed (or is unreadable) falls back to the top-level group rather than vanishing.
    const group = (typeof outerCategory === 'string' ? byOuter.get(outerCategory) : undefined) ?? byOuter.get(NO_OUTER_CATEGORY);
    group?.push(doc.id);
  }
  return [...byOuter].map(([outerCategory, categories]) => ({ outerCategory, categories }));
}
