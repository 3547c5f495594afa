// Helpers of the waybill tests: the shop's sender settings written with the admin SDK, a
// CONFIRMED card to a branch or locker of the directory's copy, and the carrier stand-in steered
// over HTTP (it runs in the test runner's own process, started by the global setup).
import { afterAll, beforeAll, expect } from 'vitest';
import { db } from '../../src/admin';
import type { NpBranchDoc, NpSettlementDoc } from '../../src/model/np-directory-docs';
import type { TestUser } from '../auth-tokens';
import { makeGood, orderBody, post, setStatus } from './orders-support';

export const STAND_IN = process.env.CARRIER_STAND_IN_URL ?? 'http://127.0.0.1:4610';
export const KYIV = '724ed04e-f763-44d1-988e-831b9ce05725';

async function standIn(path: string, body?: unknown): Promise<unknown> {
  const res = await fetch(`${STAND_IN}/__stand-in/${path}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body ?? {}) });
  expect(res.status).toBe(200);
  return res.json();
}

/** The next `count` calls named `call` fail this way. */
export const failNext = (mode: 'timeout' | 'error' | 'unavailable' | 'lost-answer', call: string, count = 1) => standIn('fail', { mode, call, count });
export const allowPaymentControl = (allowed: boolean) => standIn('payment-control', { allowed });

export interface MadeDocument {
  Ref: string;
  IntDocNumber: string;
  InfoRegClientBarcodes: string;
  props: Record<string, unknown>;
}

/** The waybills the stand-in holds for an order's number, and how many saves that number got. */
export async function carrierSide(orderKey: number | string): Promise<{ documents: MadeDocument[]; saves: number }> {
  const all = (await standIn('documents')) as { documents: MadeDocument[]; saves: Record<string, number> };
  const key = String(orderKey);
  return { documents: all.documents.filter((d) => d.InfoRegClientBarcodes === key), saves: all.saves[key] ?? 0 };
}

export async function kyivBranches(): Promise<{ settlement: NpSettlementDoc; branch: NpBranchDoc; locker: NpBranchDoc }> {
  const settlement = (await db.collection('npSettlements').doc(KYIV).get()).data() as NpSettlementDoc;
  const all = (await db.collection('npBranches').where('settlementRef', '==', KYIV).where('selectable', '==', true).get()).docs.map((d) => d.data() as NpBranchDoc);
  return { settlement, branch: all.find((b) => b.kind === 'branch')!, locker: all.find((b) => b.kind === 'parcelLocker')! };
}

/** What the tests' expectations assume, whatever an earlier test file left. */
const TEST_DEFAULTS = { ukrposhtaSenderUuid: null, contactPhone: '380501234567', cashOnDelivery: 'moneyTransfer', parcel: { widthCm: 30, lengthCm: 20, heightCm: 10 } };

/** The settings the seed wrote (the stand-in's sender, from Kyiv's branch 1), which every test starts from. */
let seeded: Record<string, unknown> | undefined;

export async function useSettings(changes: Record<string, unknown> = {}): Promise<void> {
  if (!seeded) throw new Error('withTestSettings() reads the seeded settings first');
  await db.collection('settings').doc('shipping').set({ ...seeded, ...TEST_DEFAULTS, ...changes });
}

/** A CONFIRMED card (2 × a good of `weightGrams`, 150 UAH each) to a Kyiv branch or locker. */
export async function confirmedCard(to: 'branch' | 'locker' = 'branch', weightGrams?: number, owner: TestUser | null = null): Promise<{ id: string; number: number }> {
  const { settlement, branch, locker } = await kyivBranches();
  const place = to === 'branch' ? branch : locker;
  const good = await makeGood({ quantity: 10, price: 150, ...(weightGrams ? { weightGrams } : {}) });
  const novaPoshta = { settlementRef: KYIV, cityRef: settlement.cityRef!, warehouseRef: place.ref };
  const res = await post<{ _id: string; shoppingCardId: number }>(
    '/api/createshoppingcard',
    orderBody([{ goodId: good, quantity: 2 }], { delivery: { carrier: 'novaposhta', city: 'Київ', branch: place.number, novaPoshta } }),
    owner,
  );
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  await setStatus(res.body._id, 'CONFIRMED');
  return { id: res.body._id, number: res.body.shoppingCardId };
}

/** The card as plain data, for before/after comparisons (field order aside). */
export const cardState = async (id: string): Promise<unknown> => JSON.parse(JSON.stringify((await db.collection('shoppingCards').doc(id).get()).data()));

/** For a test file: the test settings while it runs, and whatever was there before afterwards. */
export function withTestSettings(): void {
  let before: FirebaseFirestore.DocumentData | undefined;
  beforeAll(async () => {
    before = (await db.collection('settings').doc('shipping').get()).data();
    expect(before, 'the seed writes settings/shipping').toBeDefined();
    seeded = before;
    await useSettings();
  });
  afterAll(async () => {
    await allowPaymentControl(true);
    const ref = db.collection('settings').doc('shipping');
    await (before ? ref.set(before) : ref.delete());
  });
}
