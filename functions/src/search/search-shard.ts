// How one shard of the search index is stored. Firestore cannot hold an array inside an
// array, so the SearchEntry tuples cannot be stored as SearchIndexDoc.entries says; they
// travel as one JSON string instead. That is also the cheapest form to read (one
// JSON.parse) and keeps thousands of strings out of Firestore's automatic array indexes.
import { isSearchEntry } from './search-entry';
import type { SearchEntry } from '../model/types';

export interface StoredSearchShard {
  shard: number;
  /** Number of entries, readable without parsing. */
  count: number;
  /** JSON of SearchEntry[]. */
  entriesJson: string;
  /** A Date when written; a Firestore Timestamp when read. */
  builtAt: unknown;
}

export function encodeSearchShard(shard: number, entries: SearchEntry[], builtAt: Date): StoredSearchShard {
  return { shard, count: entries.length, entriesJson: JSON.stringify(entries), builtAt };
}

export class SearchShardError extends Error {}

/** The entries of a stored shard; throws on a document that is not one. */
export function decodeSearchShard(data: { entriesJson?: unknown }): SearchEntry[] {
  if (typeof data.entriesJson !== 'string') throw new SearchShardError('search shard has no entriesJson string');
  const parsed: unknown = JSON.parse(data.entriesJson);
  if (!Array.isArray(parsed) || !parsed.every(isSearchEntry)) throw new SearchShardError('search shard entries are not SearchEntry tuples');
  return parsed;
}
