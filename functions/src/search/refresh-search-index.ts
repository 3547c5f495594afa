// Keeps the search index fresh after a catalogue write, called by the triggers on goods and yarn
// lines (catalog-effects/, ADR 13). A burst of writes is coalesced through siteMeta/searchIndex:
// one delivery claims the rebuilds, the others record their write time and return, and the
// claimant rebuilds again until the index was built from reads later than every recorded write.
import type { Firestore, Timestamp } from 'firebase-admin/firestore';
import { buildSearchIndex, searchIndexStateRef } from './build-search-index';
import { freshnessStep, later, notBefore, type FreshnessStep } from './index-freshness';

/** How long a claim holds without news from its holder: past any rebuild's time, under the trigger's timeout. */
const REBUILD_CLAIM_MS = 120_000;

interface Refresh {
  step: FreshnessStep;
  /** Rebuilds this delivery ran (only when it claimed them). */
  rebuilds: number;
}

/** Makes sure a write made at `writeTime` reaches the index; `delivery` names this trigger delivery. */
export async function refreshSearchIndex(db: Firestore, writeTime: Timestamp, delivery: string): Promise<Refresh> {
  const stateRef = searchIndexStateRef(db);
  // Most writes of a burst stop here, on one read, without contending for the state's document.
  if (freshnessStep((await stateRef.get()).data(), writeTime, Date.now(), delivery) === 'covered') return { step: 'covered', rebuilds: 0 };
  const step = await db.runTransaction(async (tx) => {
    const state = (await tx.get(stateRef)).data();
    const decided = freshnessStep(state, writeTime, Date.now(), delivery);
    if (decided === 'wait') tx.set(stateRef, { wantedFrom: later(state?.wantedFrom, writeTime) }, { merge: true });
    if (decided === 'rebuild') tx.set(stateRef, { wantedFrom: later(state?.wantedFrom, writeTime), lease: claim(delivery) }, { merge: true });
    return decided;
  });
  return { step, rebuilds: step === 'rebuild' ? await rebuildWhileOwed(db, delivery) : 0 };
}

const claim = (delivery: string) => ({ holder: delivery, untilMs: Date.now() + REBUILD_CLAIM_MS });

/** Rebuilds until no recorded write is newer than the index's reads, then lets the claim go. */
async function rebuildWhileOwed(db: Firestore, delivery: string): Promise<number> {
  const stateRef = searchIndexStateRef(db);
  let rebuilds = 0;
  try {
    for (;;) {
      await buildSearchIndex(db);
      rebuilds += 1;
      const again = await db.runTransaction(async (tx) => {
        const state = (await tx.get(stateRef)).data();
        // A claim taken over after it lapsed is the new holder's to finish.
        if (state?.lease?.holder !== delivery) return false;
        const owed = state.wantedFrom !== undefined && !(state.builtFrom && notBefore(state.builtFrom, state.wantedFrom));
        tx.set(stateRef, { lease: owed ? claim(delivery) : null }, { merge: true });
        return owed;
      });
      if (!again) return rebuilds;
    }
  } catch (error) {
    // Let go so that the retry of this delivery (or the next write) rebuilds what is still owed.
    await db.runTransaction(async (tx) => {
      if ((await tx.get(stateRef)).data()?.lease?.holder === delivery) tx.set(stateRef, { lease: null }, { merge: true });
    }).catch(() => {});
    throw error;
  }
}
