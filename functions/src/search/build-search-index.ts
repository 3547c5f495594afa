// The compact search index (docs/adr/0009-search-in-the-browser.md): every non-archived good as one small tuple, split
// into shards so that a single document stays far below Firestore's 1 MiB limit even at
// ten thousand goods. The SPA loads the shards once and matches in the browser.
import type { Firestore } from 'firebase-admin/firestore';
import { typedConverter } from '../model/converters';
import { COLLECTIONS, type GoodDoc } from '../model/types';
import { toSearchEntry, type SearchableGood } from './search-entry';
import { encodeSearchShard } from './search-shard';
import { readSearchSources } from './search-sources';

export { toSearchEntry, type SearchableGood };

const indexedGoodConverter = typedConverter<SearchableGood & Pick<GoodDoc, 'archived'>>();

/**
 * Entries per shard: about 330 bytes each with their names and traits (the seed's average, in
 * UTF-8), so a full shard is near 500 kB, well inside Firestore's 1 MiB for longer titles too.
 */
export const SEARCH_SHARD_SIZE = 1500;

export function shardEntries<T>(entries: readonly T[], size: number = SEARCH_SHARD_SIZE): T[][] {
  if (!Number.isInteger(size) || size < 1) throw new RangeError(`shard size must be a positive integer, got ${size}`);
  const shards: T[][] = [];
  for (let start = 0; start < entries.length; start += size) shards.push(entries.slice(start, start + size));
  return shards;
}

/** Shard document id: its number, so the ids say which shard is which. */
export function shardId(shard: number): string {
  return String(shard);
}

export interface RebuildOptions {
  /** When the index was built; the seed passes a fixed date so that re-seeding changes nothing. */
  builtAt?: Date;
}

/**
 * Rewrites searchIndex from the goods and removes shards left over from a larger catalogue.
 * Answers the number of entries written.
 */
export async function rebuildSearchIndex(db: Firestore, options: RebuildOptions = {}): Promise<number> {
  const builtAt = options.builtAt ?? new Date();
  const [goods, sources] = await Promise.all([
    db.collection(COLLECTIONS.goods)
      .select('articul', 'title', 'category', 'subcategory', 'outerCategory', 'archived', 'yarnLineId', 'colour', 'kind', 'yarn')
      .withConverter(indexedGoodConverter)
      .get(),
    readSearchSources(db),
  ]);
  const entries = goods.docs.flatMap((doc) => {
    const good = doc.data();
    return good.archived === true ? [] : [toSearchEntry(doc.id, good, sources)];
  });
  const shards = shardEntries(entries);

  const indexRef = db.collection(COLLECTIONS.searchIndex);
  const existing = await indexRef.listDocuments();
  const batch = db.batch();
  shards.forEach((shardEntriesList, shard) => batch.set(indexRef.doc(shardId(shard)), encodeSearchShard(shard, shardEntriesList, builtAt)));
  const kept = new Set(shards.map((_, shard) => shardId(shard)));
  for (const ref of existing) if (!kept.has(ref.id)) batch.delete(ref);
  // One batch, so readers never see a mix of old and new shards (10 000 goods are 5 shards).
  await batch.commit();
  return entries.length;
}
