// A list of a public collection must carry a limit no larger than its collection's most
// (domain/catalog-list-limits.ts): anyone holding the public web config pays for at most that
// many reads per query. Single documents stay open to everyone.
import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import { collection, doc, documentId, getDoc, getDocs, limit, query, setDoc, where } from 'firebase/firestore';
import { describe, it } from 'vitest';
import { ADMIN_GOODS_LIMIT, LIST_LIMITS } from '@domain/catalog-list-limits.ts';
import { ADMIN_CLAIMS, useRulesEnv } from './rules-env.ts';

const COLLECTIONS = Object.keys(LIST_LIMITS) as (keyof typeof LIST_LIMITS)[];

const rules = useRulesEnv(async (db) => {
  for (const name of COLLECTIONS) await setDoc(doc(db, name, 'existing'), { order: 1, category: 'wool' });
});

describe.each(COLLECTIONS)('%s', (name) => {
  const most = LIST_LIMITS[name];

  it(`lists with a limit up to ${most}, for a guest and a signed-in user alike`, async () => {
    for (const db of [rules().unauthenticatedContext().firestore(), rules().authenticatedContext('shopper').firestore()]) {
      await assertSucceeds(getDocs(query(collection(db, name), limit(most))));
      await assertSucceeds(getDocs(query(collection(db, name), limit(1))));
    }
  });

  it('refuses a list without a limit, or over its most', async () => {
    const db = rules().unauthenticatedContext().firestore();
    await assertFails(getDocs(collection(db, name)));
    await assertFails(getDocs(query(collection(db, name), where('category', '==', 'wool'))));
    await assertFails(getDocs(query(collection(db, name), limit(most + 1))));
  });

  it('still gives anyone a single document', async () => {
    await assertSucceeds(getDoc(doc(rules().unauthenticatedContext().firestore(), name, 'existing')));
  });
});

describe('queries the storefront sends', () => {
  it('a listing by category with its limit, and goods or lines by ids with as many as it names', async () => {
    const db = rules().unauthenticatedContext().firestore();
    await assertSucceeds(getDocs(query(collection(db, 'goods'), where('category', '==', 'wool'), limit(LIST_LIMITS.goods))));
    const ids = Array.from({ length: 30 }, (_, i) => `id-${i}`);
    await assertSucceeds(getDocs(query(collection(db, 'goods'), where(documentId(), 'in', ids), limit(ids.length))));
    await assertSucceeds(getDocs(query(collection(db, 'yarnLines'), where(documentId(), 'in', ids), limit(ids.length))));
    await assertFails(getDocs(query(collection(db, 'goods'), where(documentId(), 'in', ids))));
  });
});

describe('the ADMIN’s list of every good', () => {
  it('is allowed to a token with the ADMIN claim, and to nobody else', async () => {
    const admin = rules().authenticatedContext('boss', ADMIN_CLAIMS).firestore();
    await assertSucceeds(getDocs(query(collection(admin, 'goods'), limit(ADMIN_GOODS_LIMIT))));
    await assertFails(getDocs(query(collection(admin, 'goods'), limit(ADMIN_GOODS_LIMIT + 1))));
    await assertFails(getDocs(collection(admin, 'goods')));
    for (const db of [rules().unauthenticatedContext().firestore(), rules().authenticatedContext('shopper', { role: 'USER' }).firestore()]) {
      await assertFails(getDocs(query(collection(db, 'goods'), limit(ADMIN_GOODS_LIMIT))));
    }
    // The claim widens only the goods' list.
    await assertFails(getDocs(query(collection(admin, 'yarnLines'), limit(LIST_LIMITS.yarnLines + 1))));
  });
});
