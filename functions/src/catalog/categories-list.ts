import { db } from '../admin';
import { COLLECTIONS, NO_OUTER_CATEGORY, type CategoryDoc } from '../model/types';

export interface CategoriesListEntry {
  outerCategory: string;
  categories: string[];
}

/**
 * The category list of SPEC.md section 3: each outer category with the names of its
 * categories, in display order, and the noOuterCategory group last.
 */
export async function getCategoriesList(): Promise<CategoriesListEntry[]> {
  const [outerSnap, categorySnap] = await Promise.all([
    db.collection(COLLECTIONS.outerCategories).orderBy('order').get(),
    db.collection(COLLECTIONS.categories).orderBy('order').get(),
  ]);
  const byOuter = new Map<string, string[]>();
  for (const doc of outerSnap.docs) byOuter.set(doc.id, []);
  byOuter.set(NO_OUTER_CATEGORY, []);
  for (const doc of categorySnap.docs) {
    const category = doc.data() as CategoryDoc;
    // A category whose outer category was removed falls back to the top-level group rather than vanishing.
    const group = byOuter.get(category.outerCategory) ?? byOuter.get(NO_OUTER_CATEGORY);
    group?.push(doc.id);
  }
  return [...byOuter].map(([outerCategory, categories]) => ({ outerCategory, categories }));
}

