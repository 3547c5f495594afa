// The waybill's label through the server (the carrier's key stays there), numbers typed by hand,
// and Ukrposhta's three-step shipments against the carrier stand-in.
import { beforeAll, describe, expect, it } from 'vitest';
import { db } from '../../src/admin';
import { createTestUser, type TestUser } from '../auth-tokens';
import { cardDoc, post } from './orders-support';
import { cardState, confirmedCard, failNext, useSettings, withTestSettings } from './waybill-support';

let admin: TestUser;
let user: TestUser;
beforeAll(async () => {
  [admin, user] = await Promise.all([createTestUser('admin'), createTestUser('user')]);
});
withTestSettings();

const create = (id: string) => post('/api/createwaybill', { shoppingCardId: id }, admin);
const label = (id: string, who: TestUser | null = admin) =>
  post<{ fileName: string; contentType: string; base64: string }>('/api/getwaybilllabel', { shoppingCardId: id }, who);
const pdfText = (base64: string) => Buffer.from(base64, 'base64').toString('latin1');

/** A CONFIRMED card turned into a Ukrposhta one to a classifier office. */
async function ukrposhtaCard(): Promise<string> {
  const { id } = await confirmedCard();
  await db.collection('shoppingCards').doc(id).update({
    'delivery.carrier': 'ukrposhta',
    'delivery.novaPoshta': null,
    'delivery.ukrposhta': { postOfficeId: '100001', postcode: '01001' },
    'delivery.city': 'Київ',
    'delivery.branch': 'Київ 01001',
  });
  return id;
}

describe('the label', () => {
  it("is Nova Poshta's marking of the card's waybill, as a PDF the ADMIN downloads", async () => {
    const { id } = await confirmedCard();
    expect((await create(id)).status).toBe(201);
    const tracking = (await cardDoc(id)).delivery.trackingNumber!;
    const res = await label(id);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toMatchObject({ fileName: `waybill-${tracking}.pdf`, contentType: 'application/pdf' });
    expect(pdfText(res.body.base64)).toMatch(/^%PDF-/);
    expect(pdfText(res.body.base64)).toContain(`EN ${tracking}`);
    expect(JSON.stringify(res.body)).not.toContain('stand-in-key');
  });

  it('is for the ADMIN only', async () => {
    const { id } = await confirmedCard();
    expect((await create(id)).status).toBe(201);
    expect((await label(id, null)).status).toBe(401);
    const asUser = await label(id, user);
    expect([asUser.status, asUser.body.error?.code]).toEqual([403, 'FORBIDDEN']);
  });

  it('a card without a waybill has none; a carrier that does not answer is 504', async () => {
    const { id } = await confirmedCard();
    const none = await label(id);
    expect([none.status, none.body.error?.code]).toEqual([404, 'WAYBILL_LABEL_NOT_AVAILABLE']);
    expect((await create(id)).status).toBe(201);
    await failNext('unavailable', 'printMarking');
    const down = await label(id);
    expect([down.status, down.body.error?.code]).toEqual([504, 'CARRIER_UNAVAILABLE']);
  });
});

describe('a tracking number typed by hand', () => {
  it('is kept as a hand-made waybill, with no label to print', async () => {
    const { id } = await confirmedCard();
    const res = await post('/api/changeshoppingcardstatus', { shoppingCardId: id, status: 'SENT', trackingNumber: '20450000099999' }, admin);
    expect(res.status).toBe(200);
    expect((await cardDoc(id)).delivery.waybill).toMatchObject({ carrier: 'novaposhta', ref: null, trackingNumber: '20450000099999', manual: true, cashOnDelivery: null });
    const print = await label(id);
    expect([print.status, print.body.error?.code]).toEqual([404, 'WAYBILL_LABEL_NOT_AVAILABLE']);
  });
});

describe('Ukrposhta shipments', () => {
  it('without a Ukrposhta sender in the settings are typed by hand: 409, card unchanged', async () => {
    const id = await ukrposhtaCard();
    const before = await cardState(id);
    const res = await create(id);
    expect([res.status, res.body.error?.code]).toEqual([409, 'WAYBILL_UKRPOSHTA_BY_HAND']);
    expect(await cardState(id)).toEqual(before);
  });

  it('with one, are made in three steps; the card is SENT with the barcode, and its sticker prints', async () => {
    await useSettings({ ukrposhtaSenderUuid: '2b9f6d1e-4c3a-4e8b-9a7d-1f2e3d4c5b6a' });
    const id = await ukrposhtaCard();
    const res = await create(id);
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    const card = await cardDoc(id);
    expect(card.status).toBe('SENT');
    expect(card.delivery.waybill).toMatchObject({ carrier: 'ukrposhta', manual: false, ref: expect.stringMatching(/^shipment-/) });
    expect(card.delivery.trackingNumber).toBe(card.delivery.waybill!.trackingNumber);
    const sticker = await label(id);
    expect(sticker.status).toBe(200);
    expect(pdfText(sticker.body.base64)).toContain(`Barcode ${card.delivery.trackingNumber}`);
  });

  it("a refused step answers Ukrposhta's code and text and leaves the card as it was", async () => {
    await useSettings({ ukrposhtaSenderUuid: '2b9f6d1e-4c3a-4e8b-9a7d-1f2e3d4c5b6a' });
    const id = await ukrposhtaCard();
    const before = await cardState(id);
    await failNext('error', 'POST /ecom/0.0.1/shipments');
    const res = await create(id);
    expect([res.status, res.body.error?.code]).toEqual([502, 'CARRIER_REJECTED']);
    expect(res.body.error?.details).toMatchObject({ carrierCodes: ['HTTP_400', 'STAND_IN_FAILURE'], carrierMessages: ['Тестова помилка стенду перевізника'] });
    expect(await cardState(id)).toEqual(before);
  });

  it('a shipment whose answer was lost keeps the card claimed, so that no second one is made', async () => {
    await useSettings({ ukrposhtaSenderUuid: '2b9f6d1e-4c3a-4e8b-9a7d-1f2e3d4c5b6a' });
    const id = await ukrposhtaCard();
    await failNext('lost-answer', 'POST /ecom/0.0.1/shipments');
    const lost = await create(id);
    expect([lost.status, lost.body.error?.code]).toEqual([504, 'CARRIER_UNAVAILABLE']);
    const again = await create(id);
    expect([again.status, again.body.error?.code]).toEqual([409, 'WAYBILL_OUTCOME_UNKNOWN']);
    expect((await cardDoc(id)).status).toBe('CONFIRMED');
    await useSettings();
  });
});
