// Checkout's delivery price and date from Nova Poshta (through the carrier stand-in), from the
// shop's sender city (Kyiv) for the cart's weight and sum; a carrier that fails gives no price
// and blocks nothing; and the ADMIN's free-delivery offer.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DeliveryOffer, DeliveryQuote } from '@domain/delivery-price';
import { db } from '../../src/admin';
import { createTestUser, type TestUser } from '../auth-tokens';
import { makeGood, orderBody, post } from './orders-support';
import { failNext, withTestSettings } from './waybill-support';

interface Settlement { settlementRef: string; cityRef: string }
interface Branch { ref: string; number: string; kind: string }

let admin: TestUser;
let user: TestUser;
beforeAll(async () => {
  [admin, user] = await Promise.all([createTestUser('admin'), createTestUser('user')]);
});
withTestSettings();

const settlement = async (query: string) => (await post<{ settlements: Settlement[] }>('/api/searchnpsettlements', { query })).body.settlements[0]!;
const quote = (body: Record<string, unknown>) => post<DeliveryQuote>('/api/quotedelivery', body);
/** A sum no other test asks for, so no kept answer of another test is read. */
const freshSum = () => 20_000 + Math.floor(Math.random() * 50_000) * 100;

describe('the delivery quote', () => {
  it("gives the carrier's price and date, lower to a locker and higher to the door, with the cash-on-delivery fee", async () => {
    const dnipro = await settlement('дні');
    const base = { cityRef: dnipro.cityRef, weightKg: 0.8, orderUah: 450, cashOnDelivery: false };
    const answers = await Promise.all((['locker', 'branch', 'door'] as const).map((service) => quote({ ...base, service })));
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200]);
    // The stand-in's tariff: 70 ₴ to a branch of another city, a locker 5 less, the door 40 more (a 1 kg band, 500 ₴ declared).
    expect(answers.map((a) => a.body.priceUah)).toEqual([65, 70, 110]);
    expect(answers[0]!.body.deliveryDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    const cod = await quote({ ...base, service: 'branch', cashOnDelivery: true });
    expect(cod.body).toMatchObject({ priceUah: 100, cashOnDeliveryFeeUah: 30 });
  });

  it('keeps an answer for its band: the same city, service and bands do not ask the carrier again', async () => {
    const lviv = await settlement('льві');
    const orderUah = freshSum();
    const first = await quote({ cityRef: lviv.cityRef, service: 'branch', weightKg: 1.2, orderUah, cashOnDelivery: false });
    expect(first.body.priceUah).toEqual(expect.any(Number));
    // The carrier would now refuse; the kept answer is given instead (1.4 kg is in the same 1.5 kg band).
    await failNext('error', 'InternetDocument.getDocumentPrice');
    const again = await quote({ cityRef: lviv.cityRef, service: 'branch', weightKg: 1.4, orderUah: orderUah - 30, cashOnDelivery: false });
    expect(again.body).toEqual(first.body);
    // Another band asks the carrier, which takes the refusal queued above.
    const other = await quote({ cityRef: lviv.cityRef, service: 'branch', weightKg: 2.2, orderUah, cashOnDelivery: false });
    expect([other.status, other.body.priceUah]).toEqual([200, null]);
  });

  it('answers 200 with no price or date when the carrier fails, and the order is still placed', async () => {
    const dnipro = await settlement('дні');
    await failNext('error', 'InternetDocument.getDocumentPrice');
    await failNext('unavailable', 'InternetDocument.getDocumentDeliveryDate', 3);
    const down = await quote({ cityRef: dnipro.cityRef, service: 'branch', weightKg: 0.6, orderUah: freshSum(), cashOnDelivery: true });
    expect([down.status, down.body]).toEqual([200, { priceUah: null, cashOnDeliveryFeeUah: 0, deliveryDate: null }]);

    const { branches } = (await post<{ branches: Branch[] }>('/api/getnpbranches', { settlementRef: dnipro.settlementRef, query: '' })).body;
    const branch = branches.find((b) => b.kind === 'branch')!;
    const good = await makeGood({ quantity: 5, price: 150 });
    const novaPoshta = { settlementRef: dnipro.settlementRef, cityRef: dnipro.cityRef, warehouseRef: branch.ref };
    const placed = await post('/api/createshoppingcard', orderBody([{ goodId: good, quantity: 1 }], { delivery: { carrier: 'novaposhta', city: 'Дніпро', branch: branch.number, novaPoshta } }));
    expect(placed.status, JSON.stringify(placed.body)).toBe(201);
  });

  it('refuses a malformed quote with VALIDATION_FAILED', async () => {
    for (const body of [{ cityRef: 'київ', service: 'branch', weightKg: 1, orderUah: 100, cashOnDelivery: false }, { cityRef: '8d5a980d-391c-11dd-90d9-001a92567626', service: 'plane', weightKg: 1, orderUah: 100, cashOnDelivery: false }]) {
      const res = await quote(body);
      expect([res.status, (res.body as unknown as { error: { code: string } }).error.code]).toEqual([400, 'VALIDATION_FAILED']);
    }
  });
});

describe('the free-delivery offer', () => {
  const offerDoc = () => db.collection('settings').doc('deliveryOffer');
  // No offer after this file: an order placed past the sum makes the shop the waybill's payer.
  afterAll(() => offerDoc().delete());

  it('is saved by the ADMIN only, checked, and shown to anyone', async () => {
    const before = (await offerDoc().get()).data();
    expect((await post('/api/savedeliveryoffer', { freeDeliveryFromUah: 2000 }, user)).status).toBe(403);
    expect((await post('/api/savedeliveryoffer', { freeDeliveryFromUah: 2000 })).status).toBe(401);
    expect((await offerDoc().get()).data()).toEqual(before);
    for (const freeDeliveryFromUah of [0, -5, 99.5, '2000']) {
      expect((await post('/api/savedeliveryoffer', { freeDeliveryFromUah }, admin)).status).toBe(400);
    }
    expect((await offerDoc().get()).data()).toEqual(before);

    expect((await post('/api/savedeliveryoffer', { freeDeliveryFromUah: null }, admin)).status).toBe(200);
    expect((await post<DeliveryOffer>('/api/getdeliveryoffer', {})).body).toEqual({ freeDeliveryFromUah: null });
    const saved = await post<{ offer: DeliveryOffer }>('/api/savedeliveryoffer', { freeDeliveryFromUah: 2000 }, admin);
    expect([saved.status, saved.body.offer]).toEqual([200, { freeDeliveryFromUah: 2000 }]);
    expect((await post<DeliveryOffer>('/api/getdeliveryoffer', {})).body).toEqual({ freeDeliveryFromUah: 2000 });
    expect((await post<{ offer: DeliveryOffer }>('/api/getdeliveryoffersettings', {}, admin)).body.offer).toEqual({ freeDeliveryFromUah: 2000 });
    expect((await post('/api/getdeliveryoffersettings', {}, user)).status).toBe(403);
  });
});
