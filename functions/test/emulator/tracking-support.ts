// Helpers of the tracking tests: parcels made at the carrier stand-in (which the test run starts
// on CARRIER_STAND_IN_URL and steers over HTTP), SENT cards holding their numbers, and the run.
import { randomUUID } from 'node:crypto';
import { expect } from 'vitest';
import { db } from '../../src/admin';
import { standInCarrierConfigs } from '../../src/carriers/carrier-config';
import { createWaybill, type NpParty } from '../../src/carriers/nova-poshta-waybills';
import { npBranches, type NpBranchDoc } from '../../src/model/np-directory-docs';
import type { ShoppingCardDoc } from '../../src/model/types';
import type { TrackingSummary } from '../../src/shipping/tracking-run';
import type { TestUser } from '../auth-tokens';
import { SHOP_CONTACT, SHOP_SENDER } from '../carrier-stand-in/nova-poshta-documents';
import { makeGood, placeOrder, post } from './orders-support';

export const STAND_IN = process.env.CARRIER_STAND_IN_URL ?? 'http://127.0.0.1:4610';
export const standInNovaPoshta = standInCarrierConfigs(STAND_IN).novaPoshta;
export const TRACKING_CALL = 'TrackingDocument.getStatusDocuments';

async function control(path: string, body: Record<string, unknown>): Promise<void> {
  const res = await fetch(`${STAND_IN}${path}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
  expect(res.status, `${path} ${JSON.stringify(body)}`).toBe(200);
}

export const setParcelStatus = (trackingNumber: string, statusCode: number) => control('/__stand-in/parcel-status', { number: trackingNumber, statusCode: String(statusCode) });

/** The next `count` tracking calls fail (other carrier calls are not touched). */
export const failTrackingCalls = (mode: 'error' | 'malformed' | 'unavailable', count: number) => control('/__stand-in/fail', { mode, count, call: TRACKING_CALL });

/** A waybill made at the stand-in, as the shop's own would be; answers its tracking number. */
export async function parcelAtStandIn(): Promise<string> {
  const branch = (await npBranches().where('selectable', '==', true).where('kind', '==', 'branch').limit(1).get()).docs[0]?.data() as NpBranchDoc | undefined;
  if (!branch) throw new Error('the Nova Poshta directory copy is empty: the test run fills it from the stand-in');
  const party = (phone: string): NpParty => ({ cityRef: branch.cityRef, counterpartyRef: SHOP_SENDER.Ref, contactRef: SHOP_CONTACT.Ref, warehouseRef: branch.ref, phone });
  const waybill = await createWaybill(standInNovaPoshta, {
    orderKey: `tracking-${randomUUID()}`,
    date: new Date(),
    sender: party(SHOP_CONTACT.Phones),
    recipient: party('380671234567'),
    toParcelLocker: false,
    weightKg: 1,
    seat: { widthCm: 30, lengthCm: 20, heightCm: 10 },
    description: 'Пряжа',
    declaredCostUah: 270,
    payer: 'Recipient',
    cashOnDelivery: null,
  });
  return waybill.trackingNumber;
}

/**
 * A card of 2 units of a good of its own (10 made, 8 left: SENT holds its stock), moved to SENT
 * under `trackingNumber` as the ADMIN's typed number would be. `id` puts it under an id of the
 * test's choosing, for tests that need to know which page of the run it falls in.
 */
export async function sentCard(trackingNumber: string, { owner = null, id }: { owner?: TestUser | null; id?: string } = {}) {
  const good = await makeGood({ quantity: 10 });
  let cardId = await placeOrder([{ goodId: good, quantity: 2 }], owner);
  if (id) {
    const placed = db.collection('shoppingCards').doc(cardId);
    await db.collection('shoppingCards').doc(id).set((await placed.get()).data()!);
    await placed.delete();
    cardId = id;
  }
  await db.collection('goods').doc(good).update({ quantity: 8 });
  await db.collection('shoppingCards').doc(cardId).update({ status: 'SENT', 'delivery.trackingNumber': trackingNumber });
  return { good, cardId };
}

export async function cardWithTime(id: string): Promise<{ card: ShoppingCardDoc; updateTime: string }> {
  const snap = await db.collection('shoppingCards').doc(id).get();
  return { card: snap.data() as ShoppingCardDoc, updateTime: `${snap.updateTime!.seconds}.${snap.updateTime!.nanoseconds}` };
}

/** The ADMIN's tracking run by hand, through Hosting as the SPA would call it. */
export async function runTrackingAsAdmin(admin: TestUser): Promise<TrackingSummary> {
  const res = await post<TrackingSummary>('/api/runparceltracking', {}, admin);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body;
}

/** How many batches a run asks the carrier: one for every started hundred of SENT Nova Poshta cards. */
export async function trackedBatches(): Promise<number> {
  const count = (await db.collection('shoppingCards').where('status', '==', 'SENT').where('delivery.carrier', '==', 'novaposhta').count().get()).data().count;
  return Math.ceil(count / 100);
}
