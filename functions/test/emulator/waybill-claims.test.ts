// The claim a waybill request puts on its card: another request meanwhile is refused, a claim
// left by a request that died is taken over (Nova Poshta looks its waybill up first), and one
// left on a Ukrposhta card is never taken over, since a shipment cannot be looked up.
import { beforeAll, describe, expect, it } from 'vitest';
import { db } from '../../src/admin';
import { createTestUser, type TestUser } from '../auth-tokens';
import { cardDoc, post } from './orders-support';
import { carrierSide, confirmedCard, withTestSettings } from './waybill-support';

let admin: TestUser;
beforeAll(async () => {
  admin = await createTestUser('admin');
});
withTestSettings();

const create = (id: string) => post('/api/createwaybill', { shoppingCardId: id }, admin);
const claim = (id: string, ageMs: number) =>
  db.collection('shoppingCards').doc(id).update({ 'delivery.waybillAttempt': { id: 'earlier-request', atMs: Date.now() - ageMs } });

describe('a claimed card', () => {
  it('is refused while another request holds it, and nothing is asked of the carrier', async () => {
    const { id, number } = await confirmedCard();
    await claim(id, 5_000);
    const res = await create(id);
    expect([res.status, res.body.error?.code]).toEqual([409, 'WAYBILL_IN_PROGRESS']);
    expect((await carrierSide(number)).saves).toBe(0);
    expect((await cardDoc(id)).status).toBe('CONFIRMED');
    // The claim is the functions' own: the card as the API answers it does not show it.
    const shown = await post<{ data: { delivery: Record<string, unknown> } }>('/api/getshoppingcardbyid', { shoppingCardId: id }, admin);
    expect(shown.body.data.delivery).not.toHaveProperty('waybillAttempt');
  });

  it('left by a request that died (over 3 minutes old) is taken over, and the waybill made once', async () => {
    const { id, number } = await confirmedCard();
    await claim(id, 4 * 60_000);
    const res = await create(id);
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    const card = await cardDoc(id);
    expect(card.status).toBe('SENT');
    expect(card.delivery).not.toHaveProperty('waybillAttempt');
    expect((await carrierSide(number)).saves).toBe(1);
  });

  it('on a Ukrposhta card is never taken over: the ADMIN looks in the cabinet and types the number', async () => {
    const { id } = await confirmedCard();
    await db.collection('shoppingCards').doc(id).update({ 'delivery.carrier': 'ukrposhta', 'delivery.ukrposhta': { postOfficeId: '100001', postcode: '01001' } });
    await claim(id, 4 * 60_000);
    const res = await create(id);
    expect([res.status, res.body.error?.code]).toEqual([409, 'WAYBILL_OUTCOME_UNKNOWN']);
    const typed = await post('/api/changeshoppingcardstatus', { shoppingCardId: id, status: 'SENT', trackingNumber: '0500000000123' }, admin);
    expect(typed.status).toBe(200);
    expect((await cardDoc(id)).delivery.waybill).toMatchObject({ carrier: 'ukrposhta', manual: true, trackingNumber: '0500000000123' });
  });
});
