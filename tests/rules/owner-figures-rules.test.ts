// The owner's dashboard summaries: an ADMIN may read them (a list only within the dashboard's
// size); nobody else may read them, and nobody, an ADMIN included, may write them or read what
// each card added.
import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import { collection, deleteDoc, doc, getDoc, getDocs, limit, query, setDoc, updateDoc } from 'firebase/firestore';
import { describe, it } from 'vitest';
import { ADMIN_CLAIMS, useRulesEnv } from './rules-env.ts';

const rules = useRulesEnv(async (db) => {
  await setDoc(doc(db, 'ownerFigures', 'current'), { toConfirm: 3 });
  await setDoc(doc(db, 'ownerFigures', 'month-2026-11'), { days: { '28': { orders: 2 } } });
  await setDoc(doc(db, 'ownerFigureCards', 'card-1'), { figures: { 'current/toConfirm': 1 } });
});

const asAdmin = () => rules().authenticatedContext('boss', ADMIN_CLAIMS).firestore();
const asUser = () => rules().authenticatedContext('olena').firestore();
const asGuest = () => rules().unauthenticatedContext().firestore();

describe('ownerFigures', () => {
  it('an ADMIN may read a summary and list them within 40', async () => {
    await assertSucceeds(getDoc(doc(asAdmin(), 'ownerFigures', 'current')));
    await assertSucceeds(getDocs(query(collection(asAdmin(), 'ownerFigures'), limit(40))));
  });

  it('an ADMIN may not list them without a limit or beyond 40', async () => {
    await assertFails(getDocs(collection(asAdmin(), 'ownerFigures')));
    await assertFails(getDocs(query(collection(asAdmin(), 'ownerFigures'), limit(41))));
  });

  it('a signed-in customer and a guest may not read them', async () => {
    for (const db of [asUser(), asGuest()]) {
      await assertFails(getDoc(doc(db, 'ownerFigures', 'current')));
      await assertFails(getDocs(query(collection(db, 'ownerFigures'), limit(10))));
    }
  });

  it('nobody may write them, an ADMIN included', async () => {
    for (const db of [asAdmin(), asUser(), asGuest()]) {
      await assertFails(setDoc(doc(db, 'ownerFigures', 'current'), { toConfirm: 0 }));
      await assertFails(updateDoc(doc(db, 'ownerFigures', 'month-2026-11'), { 'days.28.orders': 100 }));
      await assertFails(deleteDoc(doc(db, 'ownerFigures', 'current')));
    }
  });
});

describe('ownerFigureCards', () => {
  it('nobody may read or write what a card added, an ADMIN included', async () => {
    for (const db of [asAdmin(), asUser(), asGuest()]) {
      await assertFails(getDoc(doc(db, 'ownerFigureCards', 'card-1')));
      await assertFails(setDoc(doc(db, 'ownerFigureCards', 'card-1'), { figures: {} }));
    }
  });
});
