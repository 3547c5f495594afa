import { useDeferredValue, useMemo } from 'react';
import { searchableQuery, searchGoods, type SearchDocument } from '@domain/search';
import { useSearchIndex } from '../api/get-search-index';

/**
 * Goods matching `query` from the search index. `enabled` false keeps the index unread until the
 * shopper first reaches for the search, so that the home page spends no reads on it.
 */
export function useSearch(query: string, enabled = true) {
  const index = useSearchIndex(enabled);
  // Typing stays responsive even if a keystroke's match were slow on a weak phone.
  const deferred = useDeferredValue(query);
  const searchable = searchableQuery(deferred);
  const results = useMemo<SearchDocument[]>(
    () => (index.data && searchable ? searchGoods(index.data, searchable) : []),
    [index.data, searchable],
  );
  return { index, searchable, results };
}
