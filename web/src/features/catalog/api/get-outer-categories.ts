import { queryOptions, useQuery } from '@tanstack/react-query';
import { COLLECTIONS } from '@/config/firestore-collections';
import { catalogReader } from '@/lib/catalog-reader';
import { outerCategoryKeys } from '@/lib/query-keys';
import type { OuterCategory } from '@/types/catalog';
import { byOrder, toOuterCategory } from './reshape';

/** All outer categories in display order. */
async function getOuterCategories(): Promise<OuterCategory[]> {
  // Sorted here rather than with orderBy: Firestore would silently drop a document without `order`.
  const docs = await catalogReader().list(COLLECTIONS.outerCategories);
  return docs.map((doc) => toOuterCategory(doc.id, doc.data)).sort(byOrder((outer) => outer.name));
}

function getOuterCategoriesQueryOptions() {
  return queryOptions({ queryKey: outerCategoryKeys.list(), queryFn: getOuterCategories });
}

/** `enabled: false` holds the read back (the header's menus, until a menu shows them). */
export function useOuterCategories({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...getOuterCategoriesQueryOptions(), enabled });
}
