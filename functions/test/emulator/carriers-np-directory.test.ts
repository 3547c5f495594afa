// Nova Poshta's directory: the refresh by hand against the carrier stand-in (which the test run
// starts on CARRIER_STAND_IN_URL), the checkout's type-ahead from the copy, and the checkout's
// check of the refs it sends.
import { beforeAll, describe, expect, it } from 'vitest';
import { db } from '../../src/admin';
import { createTestUser, type TestUser } from '../auth-tokens';
import { cardDoc, makeGood, orderBody, post, writeState } from './orders-support';

const STAND_IN = process.env.CARRIER_STAND_IN_URL ?? 'http://127.0.0.1:4610';
const KYIV = '724ed04e-f763-44d1-988e-831b9ce05725';
const UNKNOWN_REF = '00000000-0000-4000-8000-000000000000';

interface Branch { ref: string; number: string; kind: string; description: string; shortAddress: string; maxWeightKg: number | null; schedule: Record<string, string>; fitsWeight: boolean }
interface Settlement { settlementRef: string; cityRef: string; name: string; display: string; area: string }

let admin: TestUser;
let user: TestUser;
beforeAll(async () => {
  [admin, user] = await Promise.all([createTestUser('admin'), createTestUser('user')]);
  expect((await post('/api/refreshnpdirectory', {}, admin)).status).toBe(200);
});

const branchesOf = (settlementRef: string, extra: Record<string, unknown> = {}) =>
  post<{ branches: Branch[]; total: number }>('/api/getnpbranches', { settlementRef, ...extra });
const settlementNamed = async (query: string) => (await post<{ settlements: Settlement[] }>('/api/searchnpsettlements', { query })).body.settlements;

describe('refreshing the directory by hand', () => {
  it('copies every settlement and branch from the carrier, and drops a branch the carrier no longer lists', async () => {
    await db.collection('npBranches').doc(UNKNOWN_REF).set({ ref: UNKNOWN_REF, settlementRef: KYIV, selectable: true, refreshedAtMs: 1 });
    const res = await post<{ settlements: { written: number }; branches: { written: number; removed: number } }>('/api/refreshnpdirectory', { part: 'all' }, admin);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.settlements.written).toBe(13);
    expect(res.body.branches).toEqual({ written: 302, removed: 1 });
    expect((await db.collection('npBranches').doc(UNKNOWN_REF).get()).exists).toBe(false);
    expect((await db.collection('npBranches').count().get()).data().count).toBe(302);
  });

  it('is for the ADMIN only, and takes only a known part', async () => {
    expect((await post('/api/refreshnpdirectory', {}, null)).status).toBe(401);
    const asUser = await post('/api/refreshnpdirectory', {}, user);
    expect([asUser.status, asUser.body.error?.code]).toEqual([403, 'FORBIDDEN']);
    const wrongPart = await post('/api/refreshnpdirectory', { part: 'cities' }, admin);
    expect([wrongPart.status, wrongPart.body.error?.code]).toEqual([400, 'VALIDATION_FAILED']);
  });

  it('a carrier that does not answer is reported and the copy stays as it was', async () => {
    const before = (await db.collection('npBranches').orderBy('refreshedAtMs', 'desc').limit(1).get()).docs[0]!.get('refreshedAtMs') as number;
    // every try of the first page (the adapter reads three times)
    await fetch(`${STAND_IN}/__stand-in/fail`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ mode: 'unavailable', count: 3 }) });
    const res = await post('/api/refreshnpdirectory', { part: 'branches' }, admin);
    expect([res.status, res.body.error?.code]).toEqual([504, 'CARRIER_UNAVAILABLE']);
    const after = (await db.collection('npBranches').orderBy('refreshedAtMs', 'desc').limit(1).get()).docs[0]!.get('refreshedAtMs') as number;
    expect(after).toBe(before);
    expect((await db.collection('npBranches').count().get()).data().count).toBe(302);
  });
});

describe('the type-ahead, from the copy', () => {
  it('"дні" offers Dnipro with its region; an unknown name offers nothing', async () => {
    const hits = await settlementNamed('дні');
    expect(hits.map((s) => s.name)).toEqual(['Дніпро']);
    expect(hits[0]!.display).toBe('Дніпро, Дніпропетровська обл.');
    expect(hits[0]!.cityRef).toMatch(/^[0-9a-f-]{36}$/);
    expect(await settlementNamed('ДНІПРО')).toHaveLength(1);
    expect(await settlementNamed('Жмеринка')).toEqual([]);
  });

  it('refuses a query too short or too long', async () => {
    for (const query of ['д', 'д'.repeat(61), 5]) {
      const res = await post('/api/searchnpsettlements', { query });
      expect([res.status, res.body.error?.code]).toEqual([400, 'VALIDATION_FAILED']);
    }
  });

  it("a city's branches and lockers with type, weight limit and hours; not-working and DenyToSelect hidden", async () => {
    const kyiv = await branchesOf(KYIV);
    expect(kyiv.status).toBe(200);
    expect(kyiv.body.total).toBe(79); // 80 in the directory, one not working
    expect(kyiv.body.branches.map((b) => b.number)).not.toContain('7');
    expect(new Set(kyiv.body.branches.map((b) => b.kind))).toEqual(new Set(['branch', 'cargoBranch', 'parcelLocker']));
    expect(kyiv.body.branches[0]).toMatchObject({ number: '1', kind: 'branch', maxWeightKg: 30, schedule: expect.objectContaining({ Monday: '08:00-20:00' }) });
    const [lviv] = await settlementNamed('львів');
    const lvivBranches = await branchesOf(lviv!.settlementRef);
    expect(lvivBranches.body.branches.map((b) => b.number)).not.toContain('6200');
  });

  it('searches by number from its start, or by street; marks lockers the parcel is too heavy for', async () => {
    const byNumber = (await branchesOf(KYIV, { query: '12' })).body.branches;
    expect(byNumber.length).toBeGreaterThan(0);
    expect(byNumber.every((b) => b.number.startsWith('12'))).toBe(true);
    const street = (await branchesOf(KYIV, { query: 'ярославська' })).body.branches;
    expect(street.map((b) => b.number)).toContain('1');
    expect(street.every((b) => b.description.toLowerCase().includes('ярославська') || b.shortAddress.toLowerCase().includes('ярославська'))).toBe(true);
    const heavy = (await branchesOf(KYIV, { weightKg: 25 })).body.branches;
    expect(heavy.filter((b) => b.kind === 'parcelLocker').every((b) => !b.fitsWeight && b.maxWeightKg === 20)).toBe(true);
    expect(heavy.filter((b) => b.kind !== 'parcelLocker').every((b) => b.fitsWeight)).toBe(true);
  });

  it('an unknown settlement is 404, a malformed ref 400', async () => {
    const unknown = await branchesOf(UNKNOWN_REF);
    expect([unknown.status, unknown.body.error?.code]).toEqual([404, 'NP_SETTLEMENT_UNKNOWN']);
    const malformed = await branchesOf('../goods');
    expect([malformed.status, malformed.body.error?.code]).toEqual([400, 'VALIDATION_FAILED']);
  });
});

describe('checkout with the carrier refs', () => {
  async function kyivLocker() {
    const [kyiv] = await settlementNamed('київ');
    const locker = (await branchesOf(kyiv!.settlementRef)).body.branches.find((b) => b.kind === 'parcelLocker')!;
    return { kyiv: kyiv!, locker };
  }

  it('stores the refs and the directory’s own display text', async () => {
    const { kyiv, locker } = await kyivLocker();
    const good = await makeGood();
    const refs = { settlementRef: kyiv.settlementRef, cityRef: kyiv.cityRef, warehouseRef: locker.ref };
    const res = await post<{ _id: string }>('/api/createshoppingcard', orderBody([{ goodId: good, quantity: 1 }], {
      delivery: { carrier: 'novaposhta', city: 'Київ', branch: `№${locker.number}`, novaPoshta: refs },
    }));
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect((await cardDoc(res.body._id)).delivery).toEqual({
      carrier: 'novaposhta', city: 'Київ, Київська обл.', branch: locker.description, trackingNumber: null, novaPoshta: refs,
    });
  });

  it('refuses an unknown settlement or branch, a branch of another town and a closed branch, writing nothing', async () => {
    const { kyiv, locker } = await kyivLocker();
    const [lviv] = await settlementNamed('львів');
    const closed = (await db.collection('npBranches').where('settlementRef', '==', KYIV).where('selectable', '==', false).get()).docs[0]!.id;
    const good = await makeGood();
    const cases: [Record<string, string>, string][] = [
      [{ settlementRef: UNKNOWN_REF, cityRef: kyiv.cityRef, warehouseRef: locker.ref }, 'NP_SETTLEMENT_UNKNOWN'],
      [{ settlementRef: kyiv.settlementRef, cityRef: kyiv.cityRef, warehouseRef: UNKNOWN_REF }, 'NP_BRANCH_UNKNOWN'],
      [{ settlementRef: lviv!.settlementRef, cityRef: lviv!.cityRef, warehouseRef: locker.ref }, 'NP_BRANCH_UNKNOWN'],
      [{ settlementRef: kyiv.settlementRef, cityRef: lviv!.cityRef, warehouseRef: locker.ref }, 'NP_BRANCH_UNKNOWN'],
      [{ settlementRef: kyiv.settlementRef, cityRef: kyiv.cityRef, warehouseRef: closed }, 'NP_BRANCH_UNKNOWN'],
    ];
    const before = await writeState([good]);
    for (const [novaPoshta, code] of cases) {
      const res = await post('/api/createshoppingcard', orderBody([{ goodId: good, quantity: 1 }], {
        delivery: { carrier: 'novaposhta', city: 'Київ', branch: '1', novaPoshta },
      }));
      expect([res.status, res.body.error?.code], JSON.stringify(novaPoshta)).toEqual([400, code]);
    }
    const malformed = await post('/api/createshoppingcard', orderBody([{ goodId: good, quantity: 1 }], {
      delivery: { carrier: 'ukrposhta', city: 'Київ', branch: '01001', novaPoshta: { settlementRef: KYIV, cityRef: KYIV, warehouseRef: KYIV } },
    }));
    expect(malformed.status).toBe(400);
    expect(await writeState([good])).toEqual(before);
  });
});
