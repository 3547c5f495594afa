// The audit log of the ADMIN's changes, written by the triggers: an ADMIN's edit is logged once,
// with who, when and the changed fields before and after; an order's stock move and a customer's
// change of her card are not ADMIN changes and log nothing; the bin's entries log a removal, a
// restore and an emptying; the page's reads filter by person and by document, newest first, in
// pages, for an ADMIN only; the retention run removes only expired entries. Tests wait for the
// triggers (ADR 8).
import { randomUUID } from 'node:crypto';
import { Timestamp } from 'firebase-admin/firestore';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AuditEntryView, AuditLogPage } from '@domain/api/audit-log';
import { db } from '../../src/admin';
import { auditLog, recordAuditEntry } from '../../src/audit-log/audit-entries';
import { removeExpiredEntries } from '../../src/audit-log/remove-expired-entries';
import { post as adminPost } from '../admin-api';
import { createTestUser, type TestUser } from '../auth-tokens';
import { removeOwnCatalogue } from '../catalogue-cleanup';
import { ownGoodDoc } from '../good-doc';
import { triggersStarted } from './catalog-triggers-support';
import { placeOrder, post } from './orders-support';

let admin: TestUser;
let otherAdmin: TestUser;
let shopper: TestUser;
const run = randomUUID().slice(0, 8);
const outer = `auditouter${run}`;
const category = `auditcat${run}`;
const title = (ua: string, en: string) => ({ ua, en });
const FIRST = { timeout: 90_000 };

function goodBody(articul: string, price: number) {
  return {
    title: title(`Пряжа ${articul}`, `Yarn ${articul}`),
    description: title('Опис', 'Description'),
    kind: 'skeinYarn',
    measurement: 'skein',
    measurementCount: 1,
    category,
    subcategory: 'allgoods',
    mainImage: null,
    price,
    discount: { hasDiscount: false, amount: 0 },
    popular: false,
    newGoodState: true,
    quantity: 7,
    articul,
    yarn: null,
  };
}

type Entry = Omit<AuditEntryView, '_id' | 'at'> & { at: Timestamp };

/** A document's entries, oldest first. */
async function entriesOf(collection: string, docId: string): Promise<Entry[]> {
  const snap = await auditLog().where('doc', '==', `${collection}/${docId}`).get();
  return snap.docs.map((doc) => doc.data() as unknown as Entry).sort((a, b) => a.at.toMillis() - b.at.toMillis());
}

const actions = async (collection: string, docId: string) => (await entriesOf(collection, docId)).map((entry) => entry.action);

async function readLog(body: Record<string, unknown>, user: TestUser | null = admin) {
  return post<AuditLogPage>('/api/getauditlog', body, user);
}

beforeAll(async () => {
  [admin, otherAdmin, shopper] = await Promise.all([createTestUser('admin'), createTestUser('admin'), createTestUser('user')]);
  await triggersStarted();
  expect((await adminPost('/api/saveoutercategory', admin, { name: outer, title: title('Аудит', 'Audit'), order: 900 })).status).toBe(200);
  expect((await adminPost('/api/savecategory', admin, { name: category, outerCategory: outer, title: title('Кат', 'Cat') })).status).toBe(200);
});

afterAll(() => removeOwnCatalogue({ outerCategories: [outer], categories: [category] }));

describe('an ADMIN’s edits', () => {
  it('logs each edit once, with who, when and the changed fields before and after', async () => {
    const before = Date.now();
    await adminPost('/api/saveoutercategory', otherAdmin, { name: outer, title: title('Аудит', 'Audit log'), order: 900 });
    // The first delivery of each trigger may wait for its worker to start.
    await expect.poll(() => actions('outerCategories', outer), FIRST).toEqual(['created', 'changed']);
    const [created, changed] = await entriesOf('outerCategories', outer);
    expect(created!.by).toEqual({ uid: admin.uid, email: admin.email });
    expect(created!.changes).toContainEqual({ field: 'name', after: JSON.stringify(outer) });
    expect(changed!.by).toEqual({ uid: otherAdmin.uid, email: otherAdmin.email });
    expect(changed!.changes).toEqual([{ field: 'title.en', before: '"Audit"', after: '"Audit log"' }]);
    expect(changed!.at.toMillis()).toBeGreaterThanOrEqual(before - 1000);
    // The category's save wrote two documents: each has its own entry.
    expect(await actions('categories', category)).toEqual(['created']);
    expect(await actions('catalogs', category)).toEqual(['created']);
  });

  it('logs the payment settings’ change, and the shop still reads the settings beside the stamp', async () => {
    const settings = db.collection('settings').doc('payments');
    const saved = (await settings.get()).data();
    try {
      await settings.set({ cashOnDelivery: true, card: false, provider: 'monobank' });
      const changed = { cashOnDelivery: true, card: true, provider: 'liqpay' };
      expect((await adminPost('/api/savepaymentsettings', otherAdmin, changed)).status).toBe(200);
      await expect.poll(async () => (await entriesOf('settings', 'payments')).at(-1)?.by.uid, FIRST).toBe(otherAdmin.uid);
      expect((await entriesOf('settings', 'payments')).at(-1)!.changes).toEqual(
        expect.arrayContaining([{ field: 'card', before: 'false', after: 'true' }, { field: 'provider', before: '"monobank"', after: '"liqpay"' }]),
      );
      expect((await post<{ settings: unknown }>('/api/getpaymentsettings', {}, admin)).body.settings).toEqual(changed);
    } finally {
      await (saved ? settings.set(saved) : settings.delete());
    }
  });

  it('stores a change delivered twice once', async () => {
    const entry = { at: Timestamp.now(), action: 'changed' as const, by: { uid: admin.uid, email: admin.email }, collection: 'goods' as const, docId: `twice-${run}`, changes: [], moreChanges: false };
    expect(await recordAuditEntry(`goods~twice-${run}~s1`, entry)).toBe(true);
    expect(await recordAuditEntry(`goods~twice-${run}~s1`, entry)).toBe(false);
    expect(await entriesOf('goods', `twice-${run}`)).toHaveLength(1);
  });

  it('logs the ADMIN’s status change of an order, but not the stock it moves nor the customer’s own changes', async () => {
    const saved = await adminPost('/api/savegood', admin, goodBody(`AUD-${run}`, 120));
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    const goodId = saved.body._id as string;
    expect((await adminPost('/api/savegood', admin, { ...goodBody(`AUD-${run}`, 100), goodId })).status).toBe(200);
    await expect.poll(() => actions('goods', goodId), FIRST).toEqual(['created', 'changed']);
    expect((await entriesOf('goods', goodId))[1]!.changes).toEqual([{ field: 'price', before: '120', after: '100' }]);

    const reserved = await placeOrder([{ goodId, quantity: 2 }]);
    const cancelled = await placeOrder([{ goodId, quantity: 1 }], shopper);
    expect((await post('/api/changeshoppingcardstatus', { shoppingCardId: reserved, status: 'RESERVED' }, admin)).status).toBe(200);
    expect((await post('/api/cancelshoppingcard', { shoppingCardId: cancelled }, shopper)).status).toBe(200);
    await expect.poll(() => actions('shoppingCards', reserved), FIRST).toEqual(['changed']);
    const statusEntry = (await entriesOf('shoppingCards', reserved))[0]!;
    expect(statusEntry.by.uid).toBe(admin.uid);
    expect(statusEntry.changes).toContainEqual({ field: 'status', before: '"UNCONFIRMED"', after: '"RESERVED"' });
    // The stock the reservation took, and the customer's cancel, wrote no stamp: the good's log
    // still holds the ADMIN's two edits, and the cancelled card none. A later ADMIN edit's entry
    // shows the earlier triggers have run.
    expect((await db.collection('goods').doc(goodId).get()).get('quantity')).toBe(5);
    expect((await adminPost('/api/saveoutercategory', admin, { name: outer, title: title('Аудит!', 'Audit log'), order: 900 })).status).toBe(200);
    await expect.poll(() => actions('outerCategories', outer), FIRST).toEqual(['created', 'changed', 'changed']);
    expect(await actions('goods', goodId)).toEqual(['created', 'changed']);
    expect(await actions('shoppingCards', cancelled)).toEqual([]);
  });
});

describe('the bin', () => {
  const inDays = (days: number) => Timestamp.fromMillis(Date.now() + days * 86_400_000);
  const binEntry = (docId: string, expiresAt: Timestamp) => ({
    collection: 'goods',
    docId,
    data: { title: { ua: 'Пряжа', en: 'Yarn' }, price: 50 },
    removedAt: Timestamp.now(),
    expiresAt,
    removedBy: { uid: admin.uid, email: admin.email },
  });

  it('logs a removal by who removed it, and its restore', async () => {
    const goodId = `bin-good-${run}`;
    const binId = `goods-${goodId}`;
    await db.collection('bin').doc(binId).set(binEntry(goodId, inDays(30)));
    await expect.poll(() => actions('goods', goodId), FIRST).toEqual(['removed']);
    const removed = (await entriesOf('goods', goodId))[0]!;
    expect(removed.by).toEqual({ uid: admin.uid, email: admin.email });
    expect(removed.changes.find((c) => c.field === 'data')?.before).toContain('"price":50');
    expect(removed.changes.map((c) => c.field)).not.toContain('removedBy');

    // The restore puts the good back, stamped by the ADMIN who restored it, and takes the bin entry away.
    await db.collection('goods').doc(goodId).set({ ...ownGoodDoc(goodId, 'test-orders'), lastEdit: { uid: otherAdmin.uid, id: randomUUID(), at: Timestamp.now() } });
    await db.collection('bin').doc(binId).delete();
    await expect.poll(() => actions('goods', goodId)).toEqual(expect.arrayContaining(['removed', 'restored', 'created']));
    const restored = (await entriesOf('goods', goodId)).find((entry) => entry.action === 'restored')!;
    expect(restored.by).toEqual({ uid: otherAdmin.uid, email: otherAdmin.email });
  });

  it('logs an expired entry’s deletion as emptied by nobody', async () => {
    const goodId = `bin-expired-${run}`;
    await db.collection('bin').doc(`goods-${goodId}`).set(binEntry(goodId, inDays(-1)));
    await expect.poll(() => actions('goods', goodId)).toEqual(['removed']);
    await db.collection('bin').doc(`goods-${goodId}`).delete();
    await expect.poll(() => actions('goods', goodId)).toEqual(['removed', 'emptied']);
    expect((await entriesOf('goods', goodId))[1]!.by).toEqual({ uid: null, email: null });
  });
});

describe('reading the log', () => {
  it('filters by person (uid or email, any case) and by document, newest first', async () => {
    const byEmail = await readLog({ person: otherAdmin.email.toUpperCase() });
    expect(byEmail.status, JSON.stringify(byEmail.body)).toBe(200);
    expect(byEmail.body.entries.length).toBeGreaterThan(0);
    expect(byEmail.body.entries.every((entry) => entry.by.uid === otherAdmin.uid)).toBe(true);
    const byUid = await readLog({ person: otherAdmin.uid });
    expect(byUid.body.entries.map((e) => e._id)).toEqual(byEmail.body.entries.map((e) => e._id));

    const ofDoc = await readLog({ collection: 'outerCategories', docId: outer });
    expect(ofDoc.body.entries.map((e) => e.action)).toEqual(['changed', 'changed', 'created']);
    const times = ofDoc.body.entries.map((e) => Date.parse(e.at));
    expect([...times].sort((a, b) => b - a)).toEqual(times);
    const both = await readLog({ person: admin.uid, collection: 'outerCategories', docId: outer });
    expect(both.body.entries.map((e) => e.action)).toEqual(['changed', 'created']);
    const ofCollection = await readLog({ collection: 'catalogs' });
    expect(ofCollection.body.entries.every((e) => e.collection === 'catalogs')).toBe(true);
  });

  it('pages after the last entry of the page before', async () => {
    const uid = `pager-${run}`;
    for (let i = 0; i < 25; i++) {
      const at = Timestamp.fromMillis(Date.now() - i * 1000);
      await recordAuditEntry(`goods~paged-${run}~${i}`, { at, action: 'changed', by: { uid, email: null }, collection: 'goods', docId: `paged-${run}`, changes: [], moreChanges: false });
    }
    const first = await readLog({ person: uid });
    expect(first.body.entries.map((e) => e._id)).toEqual(Array.from({ length: 20 }, (_, i) => `goods~paged-${run}~${i}`));
    expect(first.body.hasMore).toBe(true);
    const next = await readLog({ person: uid, startAfterId: first.body.entries.at(-1)!._id });
    expect(next.body.entries.map((e) => e._id)).toEqual(Array.from({ length: 5 }, (_, i) => `goods~paged-${run}~${i + 20}`));
    expect(next.body.hasMore).toBe(false);
  });

  it('is for an ADMIN only, and refuses a document without its collection or an unknown cursor', async () => {
    expect((await readLog({}, shopper)).status).toBe(403);
    expect((await readLog({}, null)).status).toBe(401);
    const noCollection = await readLog({ docId: outer });
    expect(noCollection.status).toBe(400);
    expect(noCollection.body.error?.code).toBe('VALIDATION_FAILED');
    const gone = await readLog({ startAfterId: 'no-such-entry' });
    expect(gone.status).toBe(404);
    expect(gone.body.error?.code).toBe('AUDIT_ENTRY_NOT_FOUND');
  });
});

describe('retention', () => {
  it('removes the entries past their time and keeps the others', async () => {
    const old = { at: Timestamp.fromMillis(Date.now() - 400 * 86_400_000), action: 'changed' as const, by: { uid: admin.uid, email: null }, collection: 'goods' as const, docId: `old-${run}`, changes: [], moreChanges: false };
    await recordAuditEntry(`goods~old-${run}~s`, old);
    await recordAuditEntry(`goods~new-${run}~s`, { ...old, docId: `new-${run}`, at: Timestamp.now() });
    expect(await removeExpiredEntries()).toBeGreaterThanOrEqual(1);
    expect(await entriesOf('goods', `old-${run}`)).toEqual([]);
    expect(await entriesOf('goods', `new-${run}`)).toHaveLength(1);
  });
});
