// The catalogue is public to read and written by the functions only: nobody writes it from a
// client, not even an ADMIN, whose every change goes through the API's checks.
import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import { deleteDoc, doc, getDoc, getDocs, collection, limit, query, setDoc, updateDoc } from 'firebase/firestore';
import { describe, it } from 'vitest';
import { ADMIN_CLAIMS, useRulesEnv } from './rules-env.ts';

const CATALOGUE = ['outerCategories', 'categories', 'catalogs', 'goods', 'mainPageImages', 'searchIndex'];

const rules = useRulesEnv(async (db) => {
  for (const name of CATALOGUE) await setDoc(doc(db, name, 'existing'), { order: 1 });
  await setDoc(doc(db, 'yarnLines', 'alize-superwash-comfort-socks'), { brand: 'Alize', colours: [] });
  await setDoc(doc(db, 'users', 'boss'), { username: 'boss', roles: ['ADMIN'], shoppingCards: [] });
  // Demoted: the functions wrote the profile's roles first; the token in hand still says ADMIN.
  await setDoc(doc(db, 'users', 'former'), { username: 'former', roles: ['USER'], shoppingCards: [] });
});

describe.each(CATALOGUE)('%s', (name) => {
  it('anyone may read it, guest included', async () => {
    await assertSucceeds(getDoc(doc(rules().unauthenticatedContext().firestore(), name, 'existing')));
    await assertSucceeds(getDocs(query(collection(rules().unauthenticatedContext().firestore(), name), limit(10))));
    await assertSucceeds(getDoc(doc(rules().authenticatedContext('shopper').firestore(), name, 'existing')));
  });

  it('a guest may not create, update or delete it', async () => {
    const db = rules().unauthenticatedContext().firestore();
    await assertFails(setDoc(doc(db, name, 'new'), { order: 2 }));
    await assertFails(updateDoc(doc(db, name, 'existing'), { order: 3 }));
    await assertFails(deleteDoc(doc(db, name, 'existing')));
  });

  it('a signed-in user without the ADMIN claim may not write it', async () => {
    const db = rules().authenticatedContext('shopper', { role: 'USER' }).firestore();
    await assertFails(setDoc(doc(db, name, 'new'), { order: 2 }));
    await assertFails(updateDoc(doc(db, name, 'existing'), { order: 3 }));
    await assertFails(deleteDoc(doc(db, name, 'existing')));
  });

  it('a claim that only looks like ADMIN is not enough', async () => {
    const db = rules().authenticatedContext('sneaky', { role: 'admin', admin: true }).firestore();
    await assertFails(setDoc(doc(db, name, 'new'), { order: 2 }));
  });

  it('a demoted ADMIN’s token, still carrying the claim, may not write it', async () => {
    const db = rules().authenticatedContext('former', ADMIN_CLAIMS).firestore();
    await assertFails(setDoc(doc(db, name, 'new'), { order: 2 }));
    await assertFails(updateDoc(doc(db, name, 'existing'), { order: 3 }));
    await assertFails(deleteDoc(doc(db, name, 'existing')));
  });

  it('a claim without a profile that says ADMIN is not enough', async () => {
    const db = rules().authenticatedContext('noprofile', ADMIN_CLAIMS).firestore();
    await assertFails(setDoc(doc(db, name, 'new'), { order: 2 }));
  });

  it('an ADMIN may not create, update or delete it directly either (a negative price, a 150 % discount would pass no check)', async () => {
    const db = rules().authenticatedContext('boss', ADMIN_CLAIMS).firestore();
    await assertFails(setDoc(doc(db, name, 'new'), { order: 2, price: -5 }));
    await assertFails(updateDoc(doc(db, name, 'existing'), { order: 3 }));
    await assertFails(deleteDoc(doc(db, name, 'existing')));
  });
});

describe('yarnLines', () => {
  const seeded = rules;

  it('anyone may read a line, guest included', async () => {
    await assertSucceeds(getDoc(doc(seeded().unauthenticatedContext().firestore(), 'yarnLines', 'alize-superwash-comfort-socks')));
    await assertSucceeds(getDocs(query(collection(seeded().authenticatedContext('shopper').firestore(), 'yarnLines'), limit(10))));
  });

  it('nobody writes it from a client, ADMIN included: its colours mirror stock the functions keep', async () => {
    for (const db of [seeded().unauthenticatedContext().firestore(), seeded().authenticatedContext('boss', ADMIN_CLAIMS).firestore()]) {
      await assertFails(setDoc(doc(db, 'yarnLines', 'new'), { brand: 'X', colours: [] }));
      await assertFails(updateDoc(doc(db, 'yarnLines', 'alize-superwash-comfort-socks'), { brand: 'Y' }));
      await assertFails(deleteDoc(doc(db, 'yarnLines', 'alize-superwash-comfort-socks')));
    }
  });
});
