// How one shard of the search index is stored. Firestore cannot hold an array inside an
// array, so the SearchEntry tuples cannot be stored as they are; they
// travel as one JSON string instead (SearchIndexDoc in model/catalog-docs.ts). That is also the cheapest form to read (one
// JSON.parse) and keeps thousands of strings out of Firestore's automatic array indexes.
import { isSearchEntry } from './search-entry';
import type { SearchIndexDoc } from '../model/catalog-docs';
import type { SearchEntry } from '../model/types';

export function encodeSearchShard(shard: number, entries: SearchEntry[], builtAt: Date): SearchIndexDoc {
  return { shard, count: entries.length, entriesJson: JSON.stringify(entries), builtAt };
}

class SearchShardError extends Error {}

/** The entries of a stored shard; throws on a document that is not one. */
export function decodeSearchShard(data: { entriesJson?: unknown }): SearchEntry[] {
  if (typeof data.entriesJson !== 'string') throw new SearchShardError('search shard has no entriesJson string');
  const parsed: unknown = JSON.parse(data.entriesJson);
  if (!Array.isArray(parsed) || !parsed.every(isSearchEntry)) throw new SearchShardError('search shard entries are not SearchEntry tuples');
  return parsed;
}
