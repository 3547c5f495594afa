// The compact search index (docs/adr/0009-search-in-the-browser.md): every non-archived good as one small tuple, split
// into shards so that a single document stays far below Firestore's 1 MiB limit even at
// ten thousand goods. The SPA loads the shards once and matches in the browser.
import { FieldValue, Timestamp, type Firestore } from 'firebase-admin/firestore';
import { searchIndexStateConverter, typedConverter } from '../model/converters';
import { COLLECTIONS, type GoodDoc } from '../model/types';
import { toSearchEntry, type SearchableGood } from './search-entry';
import { notBefore } from './index-freshness';
import { encodeSearchShard } from './search-shard';
import { readSearchSourcesAt } from './search-sources';

export { toSearchEntry };

/**
 * On the emulator a deletion's event time and a query's read time were seen to disagree by some
 * hundreds of milliseconds (a removed category's goods stayed in the index with 100 ms): a margin
 * only costs a rebuild more, a missing one leaves the index stale.
 */
const CLOCK_MARGIN_MS = 1_000;

const indexedGoodConverter = typedConverter<SearchableGood & Pick<GoodDoc, 'archived'>>();

/**
 * Entries per shard: about 330 bytes each with their names and traits (the seed's average, in
 * UTF-8), so a full shard is near 500 kB, well inside Firestore's 1 MiB for longer titles too.
 */
const SEARCH_SHARD_SIZE = 1500;

export function shardEntries<T>(entries: readonly T[], size: number = SEARCH_SHARD_SIZE): T[][] {
  if (!Number.isInteger(size) || size < 1) throw new RangeError(`shard size must be a positive integer, got ${size}`);
  const shards: T[][] = [];
  for (let start = 0; start < entries.length; start += size) shards.push(entries.slice(start, start + size));
  return shards;
}

/** Shard document id: its number, so the ids say which shard is which. */
function shardId(shard: number): string {
  return String(shard);
}

interface RebuildOptions {
  /** When the index was built; the seed passes a fixed date so that re-seeding changes nothing. */
  builtAt?: Date;
}

interface IndexBuild {
  /** Entries in the index. */
  entries: number;
  /** The read time of the goods and lines it was built from: every write up to it is in. */
  builtFrom: Timestamp;
  /** False when a build from later reads was stored already, so this one was dropped. */
  stored: boolean;
}

export const searchIndexStateRef = (db: Firestore) => db.collection(COLLECTIONS.siteMeta).doc('searchIndex').withConverter(searchIndexStateConverter);

/**
 * Rewrites searchIndex from the goods and removes shards left over from a larger catalogue.
 * Answers the number of entries written.
 */
export async function rebuildSearchIndex(db: Firestore, options: RebuildOptions = {}): Promise<number> {
  return (await buildSearchIndex(db, options)).entries;
}

/**
 * Builds the index from the goods and lines as they are now, and stores the shards whose
 * entries changed (one good's edit rewrites one shard) with the time it was built from.
 */
export async function buildSearchIndex(db: Firestore, options: RebuildOptions = {}): Promise<IndexBuild> {
  const builtAt = options.builtAt ?? new Date();
  // Taken before the reads, a second early: whatever was committed after it may be missing from
  // them, so the index claims no later. A query's read time alone proved too late on the emulator
  // when a write landed while the query ran, and a clock a little apart only costs a rebuild more.
  const startedAt = Timestamp.fromMillis(Date.now() - CLOCK_MARGIN_MS);
  const [goods, sources] = await Promise.all([
    db.collection(COLLECTIONS.goods)
      .select('articul', 'title', 'category', 'subcategory', 'outerCategory', 'archived', 'yarnLineId', 'colour', 'kind', 'yarn')
      .withConverter(indexedGoodConverter)
      .get(),
    readSearchSourcesAt(db),
  ]);
  // The index is as fresh as the oldest of its reads, and no fresher than when they started.
  const readFrom = notBefore(goods.readTime, sources.readTime) ? sources.readTime : goods.readTime;
  const builtFrom = notBefore(readFrom, startedAt) ? startedAt : readFrom;
  const entries = goods.docs.flatMap((doc) => {
    const good = doc.data();
    return good.archived === true ? [] : [toSearchEntry(doc.id, good, sources.sources)];
  });
  const shards = shardEntries(entries).map((shardEntriesList, shard) => encodeSearchShard(shard, shardEntriesList, builtAt));

  const indexRef = db.collection(COLLECTIONS.searchIndex);
  const stateRef = searchIndexStateRef(db);
  // One transaction, so readers never see a mix of old and new shards (10 000 goods are 5 shards).
  const stored = await db.runTransaction(async (tx) => {
    const [state, existing] = await Promise.all([tx.get(stateRef), tx.get(indexRef)]);
    // Rebuilds can overlap (the seed's, a trigger's): one built from older reads must not win.
    const storedFrom = state.data()?.builtFrom;
    if (storedFrom && notBefore(storedFrom, builtFrom)) return false;
    const before = new Map(existing.docs.map((doc) => [doc.id, doc.get('entriesJson') as unknown]));
    shards.forEach((shard) => {
      if (before.get(shardId(shard.shard)) !== shard.entriesJson) tx.set(indexRef.doc(shardId(shard.shard)), shard);
    });
    const kept = new Set(shards.map((shard) => shardId(shard.shard)));
    for (const id of before.keys()) if (!kept.has(id)) tx.delete(indexRef.doc(id));
    tx.set(stateRef, { builtFrom, rebuilds: FieldValue.increment(1) }, { merge: true });
    return true;
  });
  return { entries: entries.length, builtFrom, stored };
}
