import { queryOptions, useQuery } from '@tanstack/react-query';
import { getOuterCategories, outerCategoriesKey } from './read-outer-categories';

export function getOuterCategoriesQueryOptions() {
  return queryOptions({ queryKey: outerCategoriesKey(), queryFn: getOuterCategories });
}

/** `enabled: false` holds the read back (the header's menus, until a menu shows them). */
export function useOuterCategories({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...getOuterCategoriesQueryOptions(), enabled });
}
