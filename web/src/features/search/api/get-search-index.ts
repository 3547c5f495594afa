import { queryOptions, useQuery } from '@tanstack/react-query';
import { isSearchEntry, prepareSearchIndex, searchGoods, type SearchEntry, type SearchIndex } from '@domain/search';
import { COLLECTIONS } from '@/config/firestore-collections';
import { catalogReader } from '@/lib/catalog-reader';
import { searchKeys } from '@/lib/query-keys';

/**
 * The entries of one stored shard `{ shard, count, entriesJson, builtAt }`, by the rules of
 * functions/src/search/search-shard.ts. A broken shard fails the whole read loudly rather than
 * silently hiding goods from search.
 */
function decodeShard(data: Record<string, unknown>): SearchEntry[] {
  if (typeof data.entriesJson !== 'string') throw new Error('search shard has no entriesJson string');
  const parsed: unknown = JSON.parse(data.entriesJson);
  if (!Array.isArray(parsed) || !parsed.every(isSearchEntry)) throw new Error('search shard entries are not SearchEntry tuples');
  return parsed;
}

/** Every shard (one document per 1 500 goods), prepared for matching once. */
async function getSearchIndex(): Promise<SearchIndex> {
  const docs = await catalogReader().list(COLLECTIONS.searchIndex);
  const shards = docs
    .map((doc) => doc.data)
    .sort((a, b) => Number(a.shard) - Number(b.shard));
  return prepareSearchIndex(shards.flatMap(decodeShard));
}

function getSearchIndexQueryOptions() {
  return queryOptions({
    queryKey: searchKeys.index(),
    queryFn: getSearchIndex,
    // The index is rebuilt when goods change, a few times a day at most.
    staleTime: 30 * 60 * 1000,
    gcTime: Infinity,
  });
}

export function useSearchIndex(enabled = true) {
  return useQuery({ ...getSearchIndexQueryOptions(), enabled });
}

/**
 * The ids of the goods matching `query`, in the order found: what the results page shows. A query
 * of its own (not the index itself), so the server renderer can hand the browser the results
 * without the whole index.
 */
function getSearchResultsQueryOptions(query: string) {
  return queryOptions({
    queryKey: searchKeys.results(query),
    queryFn: async ({ client }) => searchGoods(await client.ensureQueryData(getSearchIndexQueryOptions()), query).map((doc) => doc.id),
  });
}

export function useSearchResults(query: string) {
  return useQuery({ ...getSearchResultsQueryOptions(query), enabled: query !== '' });
}
