// Whether the local data holds a finished seed. The seed's last write records that it finished, so
// data exported on exit holds the record only if the seed had finished by then: a start stopped
// halfway (Ctrl-C while seeding, the emulators dying) leaves data without it, and the next start
// seeds again rather than serve a shop with no catalogue. Seeding is idempotent.
import type { Firestore } from 'firebase-admin/firestore';
import { COLLECTIONS } from '../../functions/src/model/collections.ts';

const SEED_RECORD_PATH = `${COLLECTIONS.siteMeta}/localSeed`;

export interface LocalData {
  /** The emulators started from an export of an earlier run. */
  hasExport: boolean;
  seedFinished: boolean;
  hasGoods: boolean;
  hasSearchIndex: boolean;
}

export type SeedDecision = { action: 'keep' } | { action: 'record'; reason: string } | { action: 'seed'; reason: string };

export function seedDecision(data: LocalData): SeedDecision {
  if (!data.hasExport) return { action: 'seed', reason: 'No saved local data: seeding the catalogue...' };
  if (data.seedFinished) return { action: 'keep' };
  // Data saved before the seed recorded its end: the search index is built only after every
  // catalogue write, so goods with an index are a finished catalogue, and the ADMIN's edits stay.
  if (data.hasGoods && data.hasSearchIndex) return { action: 'record', reason: 'Saved local data from before seeds were recorded: keeping its catalogue.' };
  return { action: 'seed', reason: 'The saved local data holds no finished seed (an earlier start stopped before seeding ended): seeding the catalogue...' };
}

export async function readLocalData(db: Firestore, hasExport: boolean): Promise<LocalData> {
  const [record, goods, index] = await Promise.all([
    db.doc(SEED_RECORD_PATH).get(),
    db.collection(COLLECTIONS.goods).limit(1).get(),
    db.collection(COLLECTIONS.searchIndex).limit(1).get(),
  ]);
  return { hasExport, seedFinished: record.exists, hasGoods: !goods.empty, hasSearchIndex: !index.empty };
}

/** The seed's last write. Fixed content, so seeding twice leaves the same document. */
export async function recordSeedFinished(db: Firestore): Promise<void> {
  await db.doc(SEED_RECORD_PATH).set({ finished: true });
}
