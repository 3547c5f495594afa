// Nova Poshta's courier to the door, against the carrier stand-in: the street lookup read through
// the shop's copy, an order to a street of its settlement (and the refusal of another's), and
// the waybill made as a door delivery to an address saved for the recipient.
import { beforeAll, describe, expect, it } from 'vitest';
import type { CardWaybill } from '@domain/shipping';
import type { StreetHit } from '@domain/door-delivery';
import { db } from '../../src/admin';
import { createTestUser, type TestUser } from '../auth-tokens';
import { cardDoc, makeGood, orderBody, post, setStatus, writeState } from './orders-support';
import { carrierSide, failNext, STAND_IN, withTestSettings } from './waybill-support';

interface Settlement { settlementRef: string; cityRef: string; display: string }
const UNKNOWN_REF = '00000000-0000-4000-8000-000000000000';

let admin: TestUser;
beforeAll(async () => {
  admin = await createTestUser('admin');
});
withTestSettings();

const settlement = async (query: string) => (await post<{ settlements: Settlement[] }>('/api/searchnpsettlements', { query })).body.settlements[0]!;
const streets = (settlementRef: string, query: string) => post<{ streets: StreetHit[] }>('/api/getnpstreets', { settlementRef, query });
const doorOrder = (door: Record<string, unknown>, good: string) =>
  post<{ _id: string; shoppingCardId: number }>('/api/createshoppingcard', orderBody([{ goodId: good, quantity: 2 }], {
    delivery: { carrier: 'novaposhta', city: 'Київ', branch: `${String(door.street)}, ${String(door.house)}`, novaPoshtaDoor: door },
  }));

/** The copy of a settlement's name prefix, kept a week: each test starts without the ones it asks. */
const copyOf = (settlementRef: string, prefix: string) => db.collection('npStreetSearches').doc(`${settlementRef}_${prefix}`);

describe('the street lookup', () => {
  it("offers a settlement's streets by the first letters and keeps the carrier's answer a week", async () => {
    const kyiv = await settlement('київ');
    await copyOf(kyiv.settlementRef, 'хре').delete();
    const first = await streets(kyiv.settlementRef, 'Хре');
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    expect(first.body.streets).toEqual([{ ref: expect.stringMatching(/^[0-9a-f-]{36}$/), name: 'Хрещатик', type: 'вул.', display: 'вул. Хрещатик' }]);
    expect((await copyOf(kyiv.settlementRef, 'хре').get()).get('items')).toEqual(first.body.streets);
    const longer = await streets(kyiv.settlementRef, 'хрещатик');
    expect([longer.status, longer.body.streets.map((s) => s.name)]).toEqual([200, ['Хрещатик']]);
  });

  it('answers an older copy when the carrier fails', async () => {
    const kyiv = await settlement('київ');
    const kept = { ref: '11111111-2222-4333-8444-555555555555', name: 'Саксаганського', type: 'вул.', display: 'вул. Саксаганського' };
    await copyOf(kyiv.settlementRef, 'сак').set({ items: [kept], fetchedAtMs: 0, deleteAt: new Date(Date.now() + 86_400_000) });
    await failNext('error', 'Address.searchSettlementStreets');
    const res = await streets(kyiv.settlementRef, 'Сак');
    expect([res.status, res.body.streets]).toEqual([200, [kept]]);
  });

  it('answers the carrier error when there is no copy, and nothing for a street the town lacks', async () => {
    const lviv = await settlement('львів');
    await copyOf(lviv.settlementRef, 'зел').delete();
    await failNext('unavailable', 'Address.searchSettlementStreets', 3);
    const down = await streets(lviv.settlementRef, 'Зел');
    expect([down.status, down.body.error?.code]).toEqual([504, 'CARRIER_UNAVAILABLE']);
    expect((await streets(lviv.settlementRef, 'Зел')).body.streets.map((s) => s.display)).toEqual(['вул. Зелена']);
    expect((await streets(lviv.settlementRef, 'Хрещатик')).body.streets).toEqual([]);
  });

  it('refuses an unknown settlement (404) and a malformed ref or query (400)', async () => {
    const unknown = await streets(UNKNOWN_REF, 'Хре');
    expect([unknown.status, unknown.body.error?.code]).toEqual([404, 'NP_SETTLEMENT_UNKNOWN']);
    expect((await db.collection('npStreetSearches').doc(`${UNKNOWN_REF}_хре`).get()).exists).toBe(false);
    for (const body of [{ settlementRef: '../goods', query: 'Хре' }, { settlementRef: UNKNOWN_REF, query: '' }, { settlementRef: UNKNOWN_REF, query: 'х'.repeat(61) }]) {
      const res = await post('/api/getnpstreets', body);
      expect([res.status, res.body.error?.code]).toEqual([400, 'VALIDATION_FAILED']);
    }
  });
});

describe('an order to the door', () => {
  it("is stored with the settlement's and street's own texts and the address as one line", async () => {
    const kyiv = await settlement('київ');
    const [street] = (await streets(kyiv.settlementRef, 'хре')).body.streets;
    const good = await makeGood({ quantity: 10, price: 150 });
    const door = { settlementRef: kyiv.settlementRef, cityRef: kyiv.cityRef, streetRef: street!.ref, street: street!.name, house: '5а', flat: '12' };
    const res = await doorOrder(door, good);
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect((await cardDoc(res.body._id)).delivery).toEqual({
      carrier: 'novaposhta', city: 'Київ, Київська обл.', branch: 'вул. Хрещатик, 5а, кв. 12', trackingNumber: null,
      novaPoshtaDoor: { ...door, street: 'вул. Хрещатик' },
    });
  });

  it('is refused, with nothing written, for a street of another settlement, a city of another, or an unknown street', async () => {
    const lviv = await settlement('львів');
    const drohobych = await settlement('дрогобич');
    const [lvivStreet] = (await streets(lviv.settlementRef, 'стри')).body.streets;
    const [drohobychStreet] = (await streets(drohobych.settlementRef, 'стри')).body.streets;
    const good = await makeGood({ quantity: 10, price: 150 });
    const own = { settlementRef: drohobych.settlementRef, cityRef: drohobych.cityRef, streetRef: drohobychStreet!.ref, street: 'Стрийська', house: '3' };
    const before = await writeState([good]);
    const cases: [Record<string, unknown>, string][] = [
      [{ ...own, streetRef: lvivStreet!.ref }, 'NP_STREET_UNKNOWN'],
      [{ ...own, streetRef: UNKNOWN_REF }, 'NP_STREET_UNKNOWN'],
      [{ ...own, cityRef: lviv.cityRef }, 'NP_SETTLEMENT_UNKNOWN'],
      [{ ...own, settlementRef: UNKNOWN_REF }, 'NP_SETTLEMENT_UNKNOWN'],
    ];
    for (const [door, code] of cases) {
      const res = await doorOrder(door, good);
      expect([res.status, res.body.error?.code], JSON.stringify(door)).toEqual([400, code]);
    }
    const noHouse = await doorOrder({ ...own, house: 'буд.' }, good);
    expect([noHouse.status, noHouse.body.error?.code]).toEqual([400, 'VALIDATION_FAILED']);
    expect(await writeState([good])).toEqual(before);
  });

  it("gets a waybill made as a door delivery to an address saved for the recipient", async () => {
    const kyiv = await settlement('київ');
    const [street] = (await streets(kyiv.settlementRef, 'хре')).body.streets;
    const good = await makeGood({ quantity: 10, price: 150 });
    const placed = await doorOrder({ settlementRef: kyiv.settlementRef, cityRef: kyiv.cityRef, streetRef: street!.ref, street: street!.name, house: '14-Б', flat: '' }, good);
    expect(placed.status, JSON.stringify(placed.body)).toBe(201);
    await setStatus(placed.body._id, 'CONFIRMED');
    const res = await post<{ data: { delivery: { waybill: CardWaybill } } }>('/api/createwaybill', { shoppingCardId: placed.body._id }, admin);
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    const { documents } = await carrierSide(placed.body.shoppingCardId);
    expect(documents).toHaveLength(1);
    const props = documents[0]!.props;
    expect(props).toMatchObject({ ServiceType: 'WarehouseDoors', CityRecipient: kyiv.cityRef, Cost: '300' });
    const all = (await (await fetch(`${STAND_IN}/__stand-in/documents`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' })).json()) as {
      addresses: { Ref: string; CounterpartyRef: string; StreetRef: string; BuildingNumber: string; Flat: string }[];
    };
    expect(all.addresses.find((address) => address.Ref === props.RecipientAddress)).toMatchObject({
      CounterpartyRef: props.Recipient, StreetRef: street!.ref, BuildingNumber: '14-Б', Flat: '',
    });
    expect((await cardDoc(placed.body._id)).status).toBe('SENT');
  });
});
