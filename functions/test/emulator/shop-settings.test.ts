// The shop's sender settings (settings/shipping): ADMIN-only read and save, the sender's branch
// checked against the directory's copy, and the shop's senders listed from the carrier stand-in.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { ShippingSettings } from '@domain/shipping';
import { db } from '../../src/admin';
import type { NpBranchDoc, NpSettlementDoc } from '../../src/model/np-directory-docs';
import { readShippingSettings } from '../../src/shipping/sender-settings';
import { createTestUser, type TestUser } from '../auth-tokens';
import { SHOP_CONTACT, SHOP_SENDER } from '../carrier-stand-in/nova-poshta-documents';
import { post } from './orders-support';

const STAND_IN = process.env.CARRIER_STAND_IN_URL ?? 'http://127.0.0.1:4610';
const KYIV = '724ed04e-f763-44d1-988e-831b9ce05725';
const settingsDoc = () => db.collection('settings').doc('shipping');

let admin: TestUser;
let user: TestUser;
let kyiv: NpSettlementDoc;
let kyivBranches: NpBranchDoc[];
let elsewhere: NpBranchDoc;
/** The seeded settings, put back afterwards: the waybill tests start from them. */
let seeded: FirebaseFirestore.DocumentData | undefined;

beforeAll(async () => {
  [admin, user] = await Promise.all([createTestUser('admin'), createTestUser('user')]);
  seeded = (await settingsDoc().get()).data();
  if (!(await db.collection('npSettlements').doc(KYIV).get()).exists) {
    expect((await post('/api/refreshnpdirectory', {}, admin)).status).toBe(200);
  }
  kyiv = (await db.collection('npSettlements').doc(KYIV).get()).data() as NpSettlementDoc;
  const branches = (await db.collection('npBranches').where('selectable', '==', true).get()).docs.map((d) => d.data() as NpBranchDoc);
  kyivBranches = branches.filter((b) => b.settlementRef === KYIV);
  elsewhere = branches.find((b) => b.settlementRef !== KYIV && b.kind === 'branch')!;
});

beforeEach(async () => {
  await settingsDoc().delete();
});
afterAll(async () => {
  await (seeded ? settingsDoc().set(seeded) : settingsDoc().delete());
});

const branchOfKind = (kind: NpBranchDoc['kind']) => kyivBranches.find((b) => b.kind === kind)!;

function settings(changes: Partial<ShippingSettings['novaPoshta']> = {}, rest: Partial<ShippingSettings> = {}): ShippingSettings {
  const branch = branchOfKind('branch');
  return {
    novaPoshta: {
      settlementRef: KYIV,
      cityRef: kyiv.cityRef!,
      warehouseRef: branch.ref,
      warehouseDisplay: 'typed by the browser',
      counterpartyRef: SHOP_SENDER.Ref,
      contactRef: SHOP_CONTACT.Ref,
      ...changes,
    },
    ukrposhtaSenderUuid: null,
    contactName: SHOP_CONTACT.Description,
    contactPhone: SHOP_CONTACT.Phones,
    cashOnDelivery: 'paymentControl',
    parcel: { widthCm: 30, lengthCm: 20, heightCm: 10 },
    ...rest,
  };
}

async function expectRefusedUnwritten(body: unknown, status: number, code: string, caller: TestUser | null = admin) {
  await settingsDoc().set({ marker: 'before' });
  const res = await post('/api/saveshippingsettings', body, caller);
  expect([res.status, res.body.error?.code], JSON.stringify(res.body)).toEqual([status, code]);
  expect((await settingsDoc().get()).data()).toEqual({ marker: 'before' });
}

describe('saving the shipping settings', () => {
  it('the ADMIN saves them; the branch text comes from the directory, and reading answers them back', async () => {
    const res = await post<{ settings: ShippingSettings }>('/api/saveshippingsettings', settings(), admin);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const branch = branchOfKind('branch');
    expect(res.body.settings.novaPoshta.warehouseDisplay).toBe(`${kyiv.display}, ${branch.description}`);
    const stored = (await settingsDoc().get()).data()!;
    expect(stored.updatedBy).toBe(admin.uid);
    expect(await readShippingSettings()).toEqual(res.body.settings);
    const read = await post<{ settings: ShippingSettings; place: unknown }>('/api/getshippingsettings', {}, admin);
    expect(read.body.settings).toEqual(res.body.settings);
    expect(read.body.place).toEqual({ settlement: kyiv.display, branch: `№${branch.number}: ${branch.shortAddress}` });
  });

  it('a cargo branch will do as the sender’s branch', async () => {
    const res = await post('/api/saveshippingsettings', settings({ warehouseRef: branchOfKind('cargoBranch').ref }), admin);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
  });

  it('reading answers null while nothing is saved, and readShippingSettings refuses with 409', async () => {
    const read = await post('/api/getshippingsettings', {}, admin);
    expect([read.status, read.body.settings, read.body.place]).toEqual([200, null, null]);
    await expect(readShippingSettings()).rejects.toMatchObject({ status: 409, code: 'SHIPPING_SETTINGS_MISSING' });
    await settingsDoc().set({ contactName: 'half a document' });
    await expect(readShippingSettings()).rejects.toMatchObject({ status: 409, code: 'SHIPPING_SETTINGS_MISSING' });
  });

  it('anonymous callers get 401 and users 403, for every call, and nothing is written', async () => {
    for (const path of ['/api/getshippingsettings', '/api/getnpsenders']) {
      expect((await post(path, {}, null)).status).toBe(401);
      expect((await post(path, {}, user)).status).toBe(403);
    }
    await expectRefusedUnwritten(settings(), 401, 'UNAUTHENTICATED', null);
    await expectRefusedUnwritten(settings(), 403, 'FORBIDDEN', user);
  });

  it('bad input is refused 400 with nothing written', async () => {
    const bad: unknown[] = [
      {},
      settings({}, { contactPhone: '0501234567' }),
      settings({}, { cashOnDelivery: 'cash' as never }),
      settings({}, { parcel: { widthCm: 0, lengthCm: 20, heightCm: 10 } }),
      settings({}, { parcel: { widthCm: 30.5, lengthCm: 20, heightCm: 10 } }),
      settings({}, { contactName: 'x' }),
      settings({}, { ukrposhtaSenderUuid: 'not-a-uuid' }),
      settings({ counterpartyRef: '' }),
      { ...settings(), extra: true },
    ];
    for (const body of bad) await expectRefusedUnwritten(body, 400, 'VALIDATION_FAILED');
  });

  it('refuses an unknown settlement, an unknown branch, a branch of another town, and a locker', async () => {
    await expectRefusedUnwritten(settings({ settlementRef: '00000000-0000-4000-8000-000000000000' }), 400, 'NP_SETTLEMENT_UNKNOWN');
    await expectRefusedUnwritten(settings({ warehouseRef: '00000000-0000-4000-8000-000000000000' }), 400, 'NP_BRANCH_UNKNOWN');
    await expectRefusedUnwritten(settings({ warehouseRef: elsewhere.ref }), 400, 'NP_BRANCH_UNKNOWN');
    await expectRefusedUnwritten(settings({ cityRef: elsewhere.cityRef }), 400, 'NP_BRANCH_UNKNOWN');
    await expectRefusedUnwritten(settings({ warehouseRef: branchOfKind('parcelLocker').ref }), 400, 'NP_BRANCH_UNKNOWN');
  });
});

describe('the shop’s senders at Nova Poshta', () => {
  it('lists each sender with its contact persons, for the ADMIN to choose from', async () => {
    const res = await post('/api/getnpsenders', {}, admin);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.senders).toEqual([
      { ref: SHOP_SENDER.Ref, name: SHOP_SENDER.Description, contacts: [{ ref: SHOP_CONTACT.Ref, name: SHOP_CONTACT.Description, phone: SHOP_CONTACT.Phones }] },
    ]);
  });

  it('a carrier that does not answer is reported with its code', async () => {
    await fetch(`${STAND_IN}/__stand-in/fail`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ mode: 'unavailable', call: 'Counterparty.getCounterparties', count: 3 }),
    });
    const res = await post('/api/getnpsenders', {}, admin);
    expect([res.status, res.body.error?.code]).toEqual([504, 'CARRIER_UNAVAILABLE']);
  });
});
