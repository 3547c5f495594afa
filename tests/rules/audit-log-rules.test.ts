// The audit log: an ADMIN may read it (a list only within a page's size); a customer and a guest
// may not read it, and nobody, an ADMIN included, may write, change or delete an entry.
import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import { addDoc, collection, deleteDoc, doc, getDoc, getDocs, limit, query, setDoc, updateDoc, where } from 'firebase/firestore';
import { describe, it } from 'vitest';
import { ADMIN_CLAIMS, useRulesEnv } from './rules-env.ts';

const rules = useRulesEnv(async (db) => {
  await setDoc(doc(db, 'auditLog', 'goods~g1~s1'), { action: 'changed', people: ['boss', 'boss@shop.ua'], doc: 'goods/g1', changes: [] });
});

const asAdmin = () => rules().authenticatedContext('boss', ADMIN_CLAIMS).firestore();
const asUser = () => rules().authenticatedContext('olena').firestore();
const asGuest = () => rules().unauthenticatedContext().firestore();

describe('auditLog', () => {
  it('an ADMIN may read an entry and list them within 40', async () => {
    await assertSucceeds(getDoc(doc(asAdmin(), 'auditLog', 'goods~g1~s1')));
    await assertSucceeds(getDocs(query(collection(asAdmin(), 'auditLog'), where('doc', '==', 'goods/g1'), limit(21))));
  });

  it('an ADMIN may not list them without a limit or beyond 40', async () => {
    await assertFails(getDocs(collection(asAdmin(), 'auditLog')));
    await assertFails(getDocs(query(collection(asAdmin(), 'auditLog'), limit(41))));
  });

  it('a signed-in customer and a guest may not read them', async () => {
    for (const db of [asUser(), asGuest()]) {
      await assertFails(getDoc(doc(db, 'auditLog', 'goods~g1~s1')));
      await assertFails(getDocs(query(collection(db, 'auditLog'), limit(10))));
    }
  });

  it('nobody may write, change or delete an entry, an ADMIN included', async () => {
    for (const db of [asAdmin(), asUser(), asGuest()]) {
      await assertFails(setDoc(doc(db, 'auditLog', 'forged'), { action: 'changed', people: ['someone'] }));
      await assertFails(addDoc(collection(db, 'auditLog'), { action: 'changed' }));
      await assertFails(updateDoc(doc(db, 'auditLog', 'goods~g1~s1'), { people: [] }));
      await assertFails(deleteDoc(doc(db, 'auditLog', 'goods~g1~s1')));
    }
  });
});
