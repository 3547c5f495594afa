// What `npm start` decides from the local data, read from the Firestore emulator: the seed records
// that it finished as its last write; data without that record (a start stopped before or while
// seeding) is seeded again, and a whole catalogue saved before records existed is kept.
import '../../scripts/seed/emulators-only.ts'; // first: points firebase-admin at the emulators
import { deleteApp, initializeApp, type App } from 'firebase-admin/app';
import { getFirestore, type Firestore } from 'firebase-admin/firestore';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { db } from '../../functions/src/admin.ts';
import { listedGood } from '../../functions/test/listed-goods.ts';
import { ensureSeeded } from '../../scripts/seed/ensure-seeded.ts';
import { readLocalData, recordSeedFinished, seedDecision } from '../../scripts/seed/seed-state.ts';

describe('local data of a start stopped at each step (a project of its own)', () => {
  let app: App;
  let other: Firestore;

  beforeAll(() => {
    // Created after functions/src/admin.ts made the default app, which the shop's code uses.
    app = initializeApp({ projectId: `demo-seed-state-${Date.now().toString(36)}` }, 'seed-state');
    other = getFirestore(app);
  });
  afterAll(async () => {
    await Promise.all(['goods/g1', 'searchIndex/0', 'siteMeta/localSeed'].map((path) => other.doc(path).delete()));
    await deleteApp(app);
  });

  const decide = async () => seedDecision(await readLocalData(other, true)).action;

  it('seeds when the saved data holds nothing, then part of a catalogue; records a whole one; then keeps it', async () => {
    expect(await decide()).toBe('seed');
    await other.doc('goods/g1').set({ title: { ua: 'Т', en: 'T' } });
    expect(await decide()).toBe('seed');
    await other.doc('searchIndex/0').set({ entriesJson: '[]' });
    expect(await decide()).toBe('record');
    await recordSeedFinished(other);
    expect(await decide()).toBe('keep');
  });
});

describe('the seeded emulators of the test run', () => {
  const record = db.doc('siteMeta/localSeed');

  it('hold the record the seed writes last', async () => {
    expect((await record.get()).data()).toEqual({ finished: true });
    expect(seedDecision(await readLocalData(db, true))).toEqual({ action: 'keep' });
  });

  it('keep an edited catalogue saved before seeds were recorded, and record it', async () => {
    const good = await listedGood(db);
    const price = good.get('price') as number;
    try {
      await Promise.all([record.delete(), good.ref.update({ price: price + 1 })]);
      await ensureSeeded({ hasExport: true, log: () => {} });
      expect((await record.get()).exists).toBe(true);
      expect((await good.ref.get()).get('price')).toBe(price + 1);
    } finally {
      await Promise.all([recordSeedFinished(db), good.ref.update({ price })]);
    }
  });
});
