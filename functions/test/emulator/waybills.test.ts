// Waybills from the orders manager, against the carrier stand-in: made once per card however it
// is asked, both forms of cash on delivery and the fallback, carrier errors and lost answers that
// leave the card as it was, the label through the server, and who may ask.
import { beforeAll, describe, expect, it } from 'vitest';
import type { CardWaybill } from '@domain/shipping';
import { db } from '../../src/admin';
import { createTestUser, type TestUser } from '../auth-tokens';
import { cardDoc, post, setStatus } from './orders-support';
import { allowPaymentControl, cardState, carrierSide, confirmedCard, failNext, kyivBranches, STAND_IN, useSettings, withTestSettings } from './waybill-support';

let admin: TestUser;
let user: TestUser;
beforeAll(async () => {
  [admin, user] = await Promise.all([createTestUser('admin'), createTestUser('user')]);
});
withTestSettings();

const create = (id: string, who: TestUser | null = admin) => post<{ data: { status: string; delivery: { trackingNumber: string; waybill: CardWaybill } } }>('/api/createwaybill', { shoppingCardId: id }, who);
type CarrierDetails = { carrierCodes: string[]; carrierMessages: string[]; outcomeUnknown: boolean };
const details = (answer: { body: { error?: { details?: unknown } } }) => answer.body.error?.details as CarrierDetails;

describe('a Nova Poshta waybill', () => {
  it('is made from the settings and the card, stored, and moves the card to SENT', async () => {
    const { id, number } = await confirmedCard('branch', 450);
    const res = await create(id);
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    const card = await cardDoc(id);
    expect(card.status).toBe('SENT');
    expect(card.delivery.waybill).toMatchObject({ carrier: 'novaposhta', cashOnDelivery: 'moneyTransfer', manual: false });
    expect(card.delivery.trackingNumber).toMatch(/^2045\d{10}$/);
    expect(card.delivery.trackingNumber).toBe(card.delivery.waybill!.trackingNumber);
    expect(card.history.at(-1)).toMatchObject({ status: 'SENT', actor: `admin:${admin.uid}` });
    expect(card.delivery).not.toHaveProperty('waybillAttempt');
    // The ADMIN's move to SENT is stamped, so the audit log lists it under her name.
    expect(card).toMatchObject({ lastEdit: { uid: admin.uid } });
    expect(res.body.data.delivery.waybill.trackingNumber).toBe(card.delivery.trackingNumber);
    const { documents, saves } = await carrierSide(number);
    expect([documents.length, saves]).toEqual([1, 1]);
    expect(documents[0]!.Ref).toBe(card.delivery.waybill!.ref);
    expect(documents[0]!.props).toMatchObject({
      ServiceType: 'WarehouseWarehouse',
      Cost: '300',
      Weight: '1.2', // 2 × 450 g and the 300 g box
      PayerType: 'Recipient',
      SendersPhone: '380501234567',
      RecipientsPhone: '380671234567',
      BackwardDeliveryData: [{ PayerType: 'Recipient', CargoType: 'Money', RedeliveryString: '300' }],
      OptionsSeat: [{ weight: 1.2, volumetricWidth: 30, volumetricLength: 20, volumetricHeight: 10 }],
    });
    expect(documents[0]!.props).not.toHaveProperty('AfterpaymentOnGoodsCost');
  });

  it('asked again, answers the same waybill and makes none', async () => {
    const { id, number } = await confirmedCard();
    expect((await create(id)).status).toBe(201);
    const again = await create(id);
    expect(again.status).toBe(200);
    expect(again.body.data.delivery.waybill).toEqual((await cardDoc(id)).delivery.waybill);
    expect((await carrierSide(number)).saves).toBe(1);
  });

  it('two simultaneous requests make one waybill', async () => {
    const { id, number } = await confirmedCard();
    const answers = await Promise.all([create(id), create(id)]);
    // One makes it; the other came while it was claimed (409) or after it was stored (200, the same waybill).
    const [made, other] = answers[0]!.status === 201 ? answers : [answers[1]!, answers[0]!];
    expect(made!.status).toBe(201);
    expect([200, 409]).toContain(other!.status);
    if (other!.status === 409) expect(other!.body.error?.code).toBe('WAYBILL_IN_PROGRESS');
    expect(await carrierSide(number)).toMatchObject({ saves: 1, documents: [expect.anything()] });
  });

  it('is paid by the shop when the order reached the free-delivery sum as it was placed, and by the recipient below it', async () => {
    const offer = db.collection('settings').doc('deliveryOffer');
    await offer.set({ freeDeliveryFromUah: 300 });
    try {
      const free = await confirmedCard(); // 2 × 150 ₴: the sum exactly
      await offer.set({ freeDeliveryFromUah: 301 });
      const paying = await confirmedCard();
      // Raised after the first order: its promise stands.
      expect([(await cardDoc(free.id)).delivery.paidByShop, (await cardDoc(paying.id)).delivery.paidByShop]).toEqual([true, undefined]);
      expect([(await create(free.id)).status, (await create(paying.id)).status]).toEqual([201, 201]);
      expect((await carrierSide(free.number)).documents[0]!.props).toMatchObject({ PayerType: 'Sender' });
      expect((await carrierSide(paying.number)).documents[0]!.props).toMatchObject({ PayerType: 'Recipient' });
    } finally {
      await offer.delete();
    }
  });

  it('to a parcel locker is a warehouse-to-locker service; goods without a weight count 200 g', async () => {
    const { id, number } = await confirmedCard('locker');
    expect((await create(id)).status).toBe(201);
    expect((await carrierSide(number)).documents[0]!.props).toMatchObject({ ServiceType: 'WarehousePostomat', Weight: '0.7' });
  });
});

describe('cash on delivery', () => {
  it('as payment control when the settings say so and the carrier allows it', async () => {
    await useSettings({ cashOnDelivery: 'paymentControl' });
    await allowPaymentControl(true);
    const { id, number } = await confirmedCard();
    expect((await create(id)).status).toBe(201);
    const [document] = (await carrierSide(number)).documents;
    expect(document!.props).toMatchObject({ AfterpaymentOnGoodsCost: '300' });
    expect(document!.props).not.toHaveProperty('BackwardDeliveryData');
    expect((await cardDoc(id)).delivery.waybill!.cashOnDelivery).toBe('paymentControl');
  });

  it('falls back to the money transfer when the carrier refuses payment control', async () => {
    await useSettings({ cashOnDelivery: 'paymentControl' });
    await allowPaymentControl(false);
    const { id, number } = await confirmedCard();
    expect((await create(id)).status).toBe(201);
    const { documents, saves } = await carrierSide(number);
    expect([documents.length, saves]).toEqual([1, 2]);
    expect(documents[0]!.props).toMatchObject({ BackwardDeliveryData: [{ CargoType: 'Money', RedeliveryString: '300' }] });
    expect((await cardDoc(id)).delivery.waybill!.cashOnDelivery).toBe('moneyTransfer');
    await allowPaymentControl(true);
    await useSettings();
  });
});

describe('carrier failures', () => {
  it("a refusal answers the carrier's code and text, and leaves the card as it was", async () => {
    const { id, number } = await confirmedCard();
    const before = await cardState(id);
    await failNext('error', 'InternetDocument.save');
    const res = await create(id);
    expect([res.status, res.body.error?.code]).toEqual([502, 'CARRIER_REJECTED']);
    expect(details(res)).toMatchObject({ carrierCodes: ['20000999999'], carrierMessages: ['Тестова помилка стенду перевізника'] });
    expect(await cardState(id)).toEqual(before);
    expect((await carrierSide(number)).documents).toEqual([]);
    expect((await create(id)).status).toBe(201); // the claim was released
  });

  it('a save that is never answered (and made nothing) answers 504 and leaves the card as it was', async () => {
    const { id, number } = await confirmedCard();
    const before = await cardState(id);
    await failNext('timeout', 'InternetDocument.save');
    const res = await create(id);
    expect([res.status, res.body.error?.code]).toEqual([504, 'CARRIER_UNAVAILABLE']);
    expect(details(res).outcomeUnknown).toBe(true);
    expect(await cardState(id)).toEqual(before);
    expect((await carrierSide(number)).documents).toEqual([]);
  });

  it('a save made whose answer was lost is found again, never made twice', async () => {
    const { id, number } = await confirmedCard();
    await failNext('lost-answer', 'InternetDocument.save');
    const res = await create(id);
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    const { documents, saves } = await carrierSide(number);
    expect([documents.length, saves]).toEqual([1, 1]);
    expect((await cardDoc(id)).delivery.waybill).toMatchObject({ ref: documents[0]!.Ref, trackingNumber: documents[0]!.IntDocNumber, cashOnDelivery: null });
  });

  it('a waybill an earlier request made for the card (and died before storing it) is taken, not made again', async () => {
    const { id, number } = await confirmedCard();
    const { branch } = await kyivBranches();
    const fields = ['CitySender', 'Sender', 'SenderAddress', 'ContactSender', 'CityRecipient', 'Recipient', 'ContactRecipient', 'Weight', 'Cost', 'Description', 'ServiceType'];
    const earlier = await fetch(`${STAND_IN}/novaposhta/v2.0/json/`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        apiKey: 'k',
        modelName: 'InternetDocument',
        calledMethod: 'save',
        methodProperties: { ...Object.fromEntries(fields.map((f) => [f, '1'])), SendersPhone: '380501234567', RecipientsPhone: '380671234567', ServiceType: 'WarehouseWarehouse', CityRecipient: branch.cityRef, RecipientAddress: branch.ref, InfoRegClientBarcodes: String(number) },
      }),
    });
    const made = ((await earlier.json()) as { data: { Ref: string }[] }).data[0]!;
    const res = await create(id);
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect((await cardDoc(id)).delivery.waybill!.ref).toBe(made.Ref);
    expect(await carrierSide(number)).toMatchObject({ saves: 1, documents: [{ Ref: made.Ref }] });
  });
});

describe('who may, and when', () => {
  it('refuses a guest and a USER, writing nothing', async () => {
    const { id, number } = await confirmedCard();
    const before = await cardState(id);
    expect((await create(id, null)).status).toBe(401);
    const asUser = await create(id, user);
    expect([asUser.status, asUser.body.error?.code]).toEqual([403, 'FORBIDDEN']);
    expect(await cardState(id)).toEqual(before);
    expect((await carrierSide(number)).saves).toBe(0);
  });

  it('refuses a card that is not CONFIRMED, and an unknown card', async () => {
    const { id, number } = await confirmedCard();
    await setStatus(id, 'RESERVED');
    const before = await cardState(id);
    const res = await create(id);
    expect([res.status, res.body.error?.code]).toEqual([409, 'WAYBILL_CARD_NOT_CONFIRMED']);
    expect(await cardState(id)).toEqual(before);
    expect((await carrierSide(number)).saves).toBe(0);
    const unknown = await create('no-such-card-000000');
    expect([unknown.status, unknown.body.error?.code]).toEqual([404, 'SHOPPING_CARD_NOT_FOUND']);
  });

  it('without the sender settings: 409 SHIPPING_SETTINGS_MISSING, card unchanged', async () => {
    const { id } = await confirmedCard();
    const before = await cardState(id);
    await db.collection('settings').doc('shipping').delete();
    const res = await create(id);
    await useSettings();
    expect([res.status, res.body.error?.code]).toEqual([409, 'SHIPPING_SETTINGS_MISSING']);
    expect(await cardState(id)).toEqual(before);
  });
});
