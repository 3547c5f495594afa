// The bin holds removed catalogue documents whole (prices, stock by lot, who removed them): only
// the functions read and write it. Nobody from a client may, an ADMIN included; what the ADMIN is
// allowed to see of the catalogue stays readable beside it.
import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import { collection, deleteDoc, doc, getDoc, getDocs, limit, query, setDoc, updateDoc } from 'firebase/firestore';
import { describe, it } from 'vitest';
import { ADMIN_CLAIMS, useRulesEnv } from './rules-env.ts';

const rules = useRulesEnv(async (db) => {
  await setDoc(doc(db, 'bin', 'entry-1'), { kind: 'good', title: { ua: 'Пряжа', en: 'Yarn' }, removedBy: { uid: 'boss', email: null } });
  await setDoc(doc(db, 'bin', 'entry-1', 'parts', '0'), { docs: [{ path: 'goods/g1', data: { price: 100 } }] });
  await setDoc(doc(db, 'goods', 'g2'), { title: { ua: 'Пряжа', en: 'Yarn' } });
});

const asAdmin = () => rules().authenticatedContext('boss', ADMIN_CLAIMS).firestore();
const asUser = () => rules().authenticatedContext('olena').firestore();
const asGuest = () => rules().unauthenticatedContext().firestore();

describe('bin', () => {
  it('the functions read and write it (rules do not bind the admin SDK)', async () => {
    await rules().withSecurityRulesDisabled(async (context) => {
      const db = context.firestore();
      await assertSucceeds(getDoc(doc(db, 'bin', 'entry-1')));
      await assertSucceeds(deleteDoc(doc(db, 'bin', 'entry-1', 'parts', '0')));
    });
  });

  it('a client may read a live good beside it, but no entry and no part, an ADMIN included', async () => {
    await assertSucceeds(getDoc(doc(asAdmin(), 'goods', 'g2')));
    for (const db of [asAdmin(), asUser(), asGuest()]) {
      await assertFails(getDoc(doc(db, 'bin', 'entry-1')));
      await assertFails(getDocs(query(collection(db, 'bin'), limit(10))));
      await assertFails(getDoc(doc(db, 'bin', 'entry-1', 'parts', '0')));
    }
  });

  it('nobody may write an entry or a part from a client, an ADMIN included', async () => {
    for (const db of [asAdmin(), asUser(), asGuest()]) {
      await assertFails(setDoc(doc(db, 'bin', 'entry-2'), { kind: 'good' }));
      await assertFails(updateDoc(doc(db, 'bin', 'entry-1'), { expiresAt: null }));
      await assertFails(deleteDoc(doc(db, 'bin', 'entry-1')));
      await assertFails(setDoc(doc(db, 'bin', 'entry-1', 'parts', '1'), { docs: [] }));
    }
  });
});
