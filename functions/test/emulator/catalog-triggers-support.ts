// Reading the search index as the SPA would, and its freshness state, for tests that wait for the
// triggers on goods and yarn lines to bring it in step (ADR 8: they poll, never sleep).
import { randomUUID } from 'node:crypto';
import { vi } from 'vitest';
import { db } from '../../src/admin';
import type { SearchIndexStateDoc } from '../../src/model/types';
import { notBefore } from '../../src/search/index-freshness';
import { decodeSearchShard } from '../../src/search/search-shard';
import { makeGood, placeOrder } from './orders-support';

export type NamedEntry = Record<'articul' | 'titleUa' | 'titleEn' | 'category' | 'subcategory' | 'outerCategory' | 'yarnLineId' | 'line' | 'colourCode' | 'names', string>;

/** Every entry of the stored index by good id, each by the names of its fields. */
export async function readIndexEntries(): Promise<Map<string, NamedEntry>> {
  const shards = await db.collection('searchIndex').get();
  return new Map(
    shards.docs.flatMap((doc) => decodeSearchShard(doc.data())).map((entry) => {
      const [id, articul, titleUa, titleEn, category, subcategory, outerCategory, yarnLineId = '', line = '', colourCode = '', , , , names = ''] = entry as readonly string[];
      return [id!, { articul: articul!, titleUa: titleUa!, titleEn: titleEn!, category: category!, subcategory: subcategory!, outerCategory: outerCategory!, yarnLineId, line, colourCode, names }];
    }),
  );
}

/** A good's entry; null when the index leaves the good out. */
export async function indexEntryOf(goodId: string): Promise<NamedEntry | null> {
  return (await readIndexEntries()).get(goodId) ?? null;
}

export async function searchIndexState(): Promise<SearchIndexStateDoc> {
  return ((await db.collection('siteMeta').doc('searchIndex').get()).data() ?? {}) as SearchIndexStateDoc;
}

/** No rebuild running and none owed: what the index holds now stays until the next write. */
export async function searchIndexSettled(): Promise<boolean> {
  const { lease, builtFrom, wantedFrom } = await searchIndexState();
  return !lease && (!wantedFrom || (builtFrom !== undefined && notBefore(builtFrom, wantedFrom)));
}

/**
 * Settled, and no rebuild for a few seconds: the Functions emulator may still be delivering
 * earlier files' catalogue writes (each write fires several triggers, delivered one at a time),
 * which would each count a rebuild after a test has read the count.
 */
export async function searchIndexQuiet(): Promise<number> {
  let last = -1;
  let steady = 0;
  await vi.waitFor(
    async () => {
      const { rebuilds = 0 } = await searchIndexState();
      steady = rebuilds === last && (await searchIndexSettled()) ? steady + 1 : 0;
      last = rebuilds;
      if (steady < 3) throw new Error(`the search index was rebuilt lately (${rebuilds} rebuilds)`);
    },
    { timeout: 120_000, interval: 1_500 },
  );
  return last;
}

/**
 * Waits until the triggers have run once. On a busy machine a trigger's first delivery waits for
 * its worker to start, which can outlast a poll's limit, and the emulator delivers one event at a
 * time, in order: so once a good written last is in the index, the deliveries before it (an
 * order's card triggers, a line's) have run too.
 */
export async function triggersStarted(): Promise<void> {
  await placeOrder([{ goodId: await makeGood(), quantity: 1 }]);
  await db.collection('yarnLines').doc(`test-warm-${randomUUID()}`).set({ brand: 'Test', name: randomUUID(), colours: [] });
  const good = await makeGood();
  // vi.waitFor, since a hook may not call expect.poll; it polls the same way.
  await vi.waitFor(
    async () => {
      if (!(await indexEntryOf(good))) throw new Error(`${good} is not in the search index yet`);
    },
    { timeout: 150_000, interval: 250 },
  );
}
