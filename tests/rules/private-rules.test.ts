// Personal and operational data goes through the functions only; a user may read their own profile.
import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import { collection, deleteDoc, doc, getDoc, getDocs, setDoc, updateDoc } from 'firebase/firestore';
import { describe, it } from 'vitest';
import { ADMIN_CLAIMS, useRulesEnv } from './rules-env.ts';

const FUNCTIONS_ONLY = [
  'usernames',
  'shoppingCards',
  'callbackRequests',
  'mail',
  'counters',
  'shoppingCardRequests',
  'loginAttempts',
  'rateLimits',
  'siteMeta',
  // The shop's settings (settings/shipping): the ADMIN edits them through the API, which checks them
  'settings',
  // Nova Poshta's directory: checkout reads it through the API (docs/data-model.md)
  'npSettlements',
  'npBranches',
  'npSettlementBranches',
  // Nova Poshta's streets, read through for the courier: checkout reads them through the API
  'npStreetSearches',
  // Ukrposhta's classifier, read through: checkout reads it through the API
  'upOfficesByPostcode',
  'upOfficesByCity',
  'upCitySearches',
  // The customer's messages sent, one marker each (functions/src/customer-messages/)
  'customerMessages',
  // Changes of goods' stock, recorded by the trigger on goods (functions/src/catalog-effects/)
  'stockEvents',
  // A new email waiting for its mailed link to be followed (functions/src/auth/email-change.ts)
  'emailChanges',
  // Back-in-stock subscriptions: who waits for what, their addresses and tokens (functions/src/stock-watch/)
  'stockWatchMailboxes',
  'stockWatches',
  'stockWatchCounts',
  // The owner's alerts to Telegram, one outbox document each (functions/src/owner-alerts/); settings/alerts is under 'settings'
  'ownerAlerts',
  'unknownCollection',
];

const rules = useRulesEnv(async (db) => {
  await setDoc(doc(db, 'users', 'olena'), { username: 'olena', roles: ['USER'], shoppingCards: [] });
  await setDoc(doc(db, 'users', 'taras'), { username: 'taras', roles: ['USER'], shoppingCards: [] });
  for (const name of FUNCTIONS_ONLY) await setDoc(doc(db, name, 'existing'), { userId: 'olena' });
});

describe('users', () => {
  it('a user may read their own profile', async () => {
    await assertSucceeds(getDoc(doc(rules().authenticatedContext('olena').firestore(), 'users', 'olena')));
  });

  it("nobody may read another user's profile or list profiles, not even an ADMIN directly", async () => {
    await assertFails(getDoc(doc(rules().authenticatedContext('taras').firestore(), 'users', 'olena')));
    await assertFails(getDoc(doc(rules().unauthenticatedContext().firestore(), 'users', 'olena')));
    await assertFails(getDocs(collection(rules().authenticatedContext('olena').firestore(), 'users')));
    await assertFails(getDoc(doc(rules().authenticatedContext('boss', ADMIN_CLAIMS).firestore(), 'users', 'olena')));
  });

  it('a user may not write their own profile, so cannot make themself ADMIN', async () => {
    const db = rules().authenticatedContext('olena').firestore();
    await assertFails(updateDoc(doc(db, 'users', 'olena'), { roles: ['ADMIN'] }));
    await assertFails(setDoc(doc(db, 'users', 'olena'), { username: 'olena', roles: ['ADMIN'] }));
    await assertFails(deleteDoc(doc(db, 'users', 'olena')));
    await assertFails(setDoc(doc(rules().unauthenticatedContext().firestore(), 'users', 'ghost'), { roles: ['ADMIN'] }));
  });

  it('a user may not write her name, phone or saved places directly: the profile calls check them', async () => {
    const db = rules().authenticatedContext('olena').firestore();
    await assertFails(updateDoc(doc(db, 'users', 'olena'), { realName: 'Олена Коваль' }));
    await assertFails(updateDoc(doc(db, 'users', 'olena'), { phone: '+380671234567' }));
    await assertFails(updateDoc(doc(db, 'users', 'olena'), { savedPlaces: [] }));
  });

  it("a user may not write another user's profile", async () => {
    const db = rules().authenticatedContext('taras').firestore();
    await assertFails(updateDoc(doc(db, 'users', 'olena'), { realName: 'Тарас Шевченко' }));
    await assertFails(setDoc(doc(db, 'users', 'olena'), { username: 'olena', roles: ['USER'], savedPlaces: [] }));
    await assertFails(deleteDoc(doc(db, 'users', 'olena')));
    // The owner reads her own, saved places included.
    await assertSucceeds(getDoc(doc(rules().authenticatedContext('olena').firestore(), 'users', 'olena')));
  });
});

describe.each(FUNCTIONS_ONLY)('%s (functions only)', (name) => {
  const contexts = () => [
    ['guest', rules().unauthenticatedContext().firestore()],
    ['owner', rules().authenticatedContext('olena').firestore()],
    ['another user', rules().authenticatedContext('taras').firestore()],
    ['ADMIN', rules().authenticatedContext('boss', ADMIN_CLAIMS).firestore()],
  ] as const;

  it('no client may read it', async () => {
    for (const [, db] of contexts()) {
      await assertFails(getDoc(doc(db, name, 'existing')));
      await assertFails(getDocs(collection(db, name)));
    }
  });

  it('no client may write it', async () => {
    for (const [, db] of contexts()) {
      await assertFails(setDoc(doc(db, name, 'new'), { userId: 'olena' }));
      await assertFails(updateDoc(doc(db, name, 'existing'), { userId: 'taras' }));
      await assertFails(deleteDoc(doc(db, name, 'existing')));
    }
  });

  it('the data is there: trusted code (rules disabled) reads it, so the denials above are the rules', async () => {
    await rules().withSecurityRulesDisabled(async (context) => {
      await assertSucceeds(getDoc(doc(context.firestore(), name, 'existing')));
    });
  });
});

// The owner's alert settings hold the linked chat's id: a client that could write it would send the
// shop's alerts to its own chat. Read and written through the ADMIN's API only.
describe('settings/alerts', () => {
  const contexts = () => [rules().unauthenticatedContext().firestore(), rules().authenticatedContext('olena').firestore(), rules().authenticatedContext('boss', ADMIN_CLAIMS).firestore()];

  it('no client reads it or links a chat in it, an ADMIN included', async () => {
    await rules().withSecurityRulesDisabled(async (context) => {
      await setDoc(doc(context.firestore(), 'settings', 'alerts'), { chat: { id: 1, title: 'Олена', linkedAtMs: 0 } });
    });
    for (const db of contexts()) {
      await assertFails(getDoc(doc(db, 'settings', 'alerts')));
      await assertFails(setDoc(doc(db, 'settings', 'alerts'), { chat: { id: 666, title: 'stranger', linkedAtMs: 0 } }));
      await assertFails(updateDoc(doc(db, 'settings', 'alerts'), { 'chat.id': 666 }));
    }
    await rules().withSecurityRulesDisabled(async (context) => {
      await assertSucceeds(getDoc(doc(context.firestore(), 'settings', 'alerts')));
    });
  });
});
