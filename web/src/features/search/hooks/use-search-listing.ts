import { useQueries } from '@tanstack/react-query';
import type { Good } from '@/types/good';
import { getUnarchivedGoodsListQueryOptions, IDS_PER_QUERY } from '../api/get-unarchived-goods-list';
import { useSearchResults } from '../api/get-search-index';

/**
 * The results page lists, filters and sorts at most this many of the best matches: each is one
 * document read, and a two-letter query can match nearly the whole catalogue.
 */
const SEARCH_LISTING_LIMIT = 300;

/** What the results page has of its goods, in the shape a catalogue listing takes. */
export type SearchListing =
  | { status: 'pending' }
  | { status: 'error'; retry: () => void }
  | { status: 'ready'; goods: Good[]; found: number };

function chunked(ids: readonly string[]): string[][] {
  return Array.from({ length: Math.ceil(ids.length / IDS_PER_QUERY) }, (_, i) => ids.slice(i * IDS_PER_QUERY, (i + 1) * IDS_PER_QUERY));
}

/** The goods matching `query`, best first, read in parallel chunks of ids. */
export function useSearchListing(query: string): SearchListing {
  const results = useSearchResults(query);
  const ids = (results.data ?? []).slice(0, SEARCH_LISTING_LIMIT);
  const chunks = useQueries({ queries: chunked(ids).map((chunk) => getUnarchivedGoodsListQueryOptions(chunk)) });
  const retry = () => void Promise.all([results.refetch(), ...chunks.filter((chunk) => chunk.isError).map((chunk) => chunk.refetch())]);
  if (results.isError || chunks.some((chunk) => chunk.isError)) return { status: 'error', retry };
  if (!results.data || chunks.some((chunk) => chunk.data === undefined)) return { status: 'pending' };
  return { status: 'ready', goods: chunks.flatMap((chunk) => chunk.data ?? []), found: results.data.length };
}
