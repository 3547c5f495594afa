// Ukrposhta's post offices at checkout, against the carrier stand-in (started by the test run on
// CARRIER_STAND_IN_URL): offices by postcode and by city, closed and restricted ones hidden, the
// copy answering before the carrier, and the checkout's check of the office it sends.
import { Timestamp } from 'firebase-admin/firestore';
import { beforeAll, describe, expect, it } from 'vitest';
import { db } from '../../src/admin';
import { cardDoc, makeGood, orderBody, post, writeState } from './orders-support';

const STAND_IN = process.env.CARRIER_STAND_IN_URL ?? 'http://127.0.0.1:4610';
const WEEK_AND_A_DAY_MS = 8 * 24 * 3600_000;

interface Office { id: string; postcode: string; name: string; address: string; city: string | null }
interface City { cityId: string; name: string; region: string; district: string; cityType: string; display: string }

const byPostcode = (postcode: unknown) => post<{ offices: Office[] }>('/api/getupofficesbypostcode', { postcode });
const citiesNamed = async (query: string) => (await post<{ cities: City[] }>('/api/searchupcities', { query })).body.cities;
const officesOfCity = (cityId: string, query?: string) =>
  post<{ offices: Office[]; total: number }>('/api/getupofficesbycity', { cityId, ...(query === undefined ? {} : { query }) });
const copyOf = (postcode: string) => db.collection('upOfficesByPostcode').doc(postcode);
const failNext = (mode: string, count: number) =>
  fetch(`${STAND_IN}/__stand-in/fail`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ mode, count }) });

/** A copy written by hand, `ageMs` old, holding one office the stand-in does not know. */
async function handMadeCopy(postcode: string, ageMs: number): Promise<void> {
  const fetchedAtMs = Date.now() - ageMs;
  const office = { id: '990001', postcode, name: `Копія ${postcode}`, address: 'вул. Записана, 1', city: 'Копіївка', selectable: true };
  await copyOf(postcode).set({ items: [office], fetchedAtMs, deleteAt: Timestamp.fromMillis(fetchedAtMs + 90 * 24 * 3600_000) });
}

beforeAll(async () => {
  const used = ['01001', '04210', '79053', '99999', '03999', '65000', '65012', '61000'];
  await Promise.all(used.map((postcode) => copyOf(postcode).delete()));
});

describe('offices by postcode', () => {
  it('finds an open office and keeps the classifier’s answer in the copy', async () => {
    const res = await byPostcode('01001');
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.offices).toEqual([{ id: '1203', postcode: '01001', name: 'Київ 01001', address: 'просп. Степана Бандери, 102', city: 'Київ' }]);
    const copy = await copyOf('01001').get();
    expect(copy.get('items')).toHaveLength(1);
    expect(Date.now() - (copy.get('fetchedAtMs') as number)).toBeLessThan(60_000);
  });

  it('hides a locked office and one with restricted access; an unknown postcode offers nothing and is not kept', async () => {
    expect((await byPostcode('04210')).body.offices).toEqual([]);
    expect((await byPostcode('79053')).body.offices).toEqual([]);
    expect((await byPostcode('99999')).body.offices).toEqual([]);
    expect((await copyOf('99999').get()).exists).toBe(false);
  });

  it('refuses what is not a five-digit postcode', async () => {
    for (const postcode of ['0100', '010011', 'abcde', 1001, '../01']) {
      const res = await byPostcode(postcode);
      expect([res.status, res.body.error?.code], String(postcode)).toEqual([400, 'VALIDATION_FAILED']);
    }
    const extra = await post('/api/getupofficesbypostcode', { postcode: '01001', cityId: '2000' });
    expect(extra.status).toBe(400);
  });
});

describe('offices by city', () => {
  it('finds a city by the start of its name, with its region, and a village with its district', async () => {
    const lviv = await citiesNamed('льв');
    expect(lviv.map((c) => [c.cityId, c.display])).toEqual([['2148', 'Львів, Львівська обл.']]);
    expect((await citiesNamed('ЛЬВІВ')).map((c) => c.cityId)).toEqual(['2148']);
    const village = await citiesNamed('сокіл');
    expect(village.map((c) => [c.display, c.cityType])).toEqual([['Сокільники, Львівський р-н, Львівська обл.', 'село']]);
    expect(await citiesNamed('Жмеринка')).toEqual([]);
    expect(await citiesNamed('lviv')).toEqual([]);
  });

  it("offers a city's open offices only, searchable by postcode or street", async () => {
    const kyiv = await officesOfCity('2000');
    expect(kyiv.status).toBe(200);
    expect(kyiv.body.offices.map((o) => o.postcode)).toEqual(['01001', '01004', '02002', '03150', '04053']); // 04210 is locked
    const lviv = await officesOfCity('2148');
    expect(lviv.body.offices.map((o) => o.postcode)).toEqual(['79000', '79005', '79008']); // 79053 is restricted
    expect((await officesOfCity('2148', '7900')).body.offices.map((o) => o.postcode)).toEqual(['79000', '79005', '79008']);
    expect((await officesOfCity('2148', 'Зелена')).body.offices.map((o) => o.postcode)).toEqual(['79008']);
    expect((await officesOfCity('2370')).body.offices.map((o) => o.postcode)).toEqual(['81130']);
    expect((await officesOfCity('999999')).body).toEqual({ offices: [], total: 0 });
  });

  it('refuses a query too short or too long, and a city id that is not a number', async () => {
    for (const query of ['к', 'к'.repeat(61), 5]) {
      const res = await post('/api/searchupcities', { query });
      expect([res.status, res.body.error?.code]).toEqual([400, 'VALIDATION_FAILED']);
    }
    const res = await post('/api/getupofficesbycity', { cityId: '../2000' });
    expect([res.status, res.body.error?.code]).toEqual([400, 'VALIDATION_FAILED']);
  });
});

describe('the copy answers before the carrier', () => {
  it('a fresh copy is answered without asking the carrier', async () => {
    await handMadeCopy('03999', 60_000);
    expect((await byPostcode('03999')).body.offices.map((o) => o.name)).toEqual(['Копія 03999']);
  });

  it('a copy older than a week is asked again and replaced', async () => {
    await handMadeCopy('65000', WEEK_AND_A_DAY_MS);
    expect((await byPostcode('65000')).body.offices.map((o) => o.name)).toEqual(['Одеса 65000']);
    expect(Date.now() - ((await copyOf('65000').get()).get('fetchedAtMs') as number)).toBeLessThan(60_000);
  });

  it('when the carrier fails, an older copy still answers; without one the failure is answered', async () => {
    await handMadeCopy('65012', WEEK_AND_A_DAY_MS);
    await failNext('unavailable', 3); // every try of the read
    expect((await byPostcode('65012')).body.offices.map((o) => o.name)).toEqual(['Копія 65012']);
    await failNext('unavailable', 3);
    const res = await byPostcode('61000');
    expect([res.status, res.body.error?.code]).toEqual([504, 'CARRIER_UNAVAILABLE']);
    expect((await copyOf('61000').get()).exists).toBe(false);
  });
});

describe('checkout with a Ukrposhta office', () => {
  const ukrposhta = (postOfficeId: string, postcode: string) => ({ carrier: 'ukrposhta', city: 'Київ', branch: postcode, ukrposhta: { postOfficeId, postcode } });

  it('stores the office and the classifier’s own names', async () => {
    const good = await makeGood();
    const res = await post<{ _id: string }>('/api/createshoppingcard', orderBody([{ goodId: good, quantity: 1 }], { delivery: ukrposhta('1257', '79000') }));
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect((await cardDoc(res.body._id)).delivery).toEqual({
      carrier: 'ukrposhta',
      city: 'Львів',
      branch: 'Львів 79000: вул. Городоцька, 16',
      trackingNumber: null,
      ukrposhta: { postOfficeId: '1257', postcode: '79000' },
    });
  });

  it('refuses an unknown, locked, restricted or misplaced office, writing nothing', async () => {
    const good = await makeGood();
    const cases: [string, string][] = [['424242', '01001'], ['1218', '04210'], ['1266', '79053'], ['1203', '01004'], ['1203', '99999']];
    const before = await writeState([good]);
    for (const [id, postcode] of cases) {
      const res = await post('/api/createshoppingcard', orderBody([{ goodId: good, quantity: 1 }], { delivery: ukrposhta(id, postcode) }));
      expect([res.status, res.body.error?.code], `${id} ${postcode}`).toEqual([400, 'UP_OFFICE_UNKNOWN']);
    }
    const wrongCarrier = await post('/api/createshoppingcard', orderBody([{ goodId: good, quantity: 1 }], {
      delivery: { ...ukrposhta('1203', '01001'), carrier: 'novaposhta', branch: '12' },
    }));
    expect([wrongCarrier.status, wrongCarrier.body.error?.code]).toEqual([400, 'VALIDATION_FAILED']);
    const malformed = await post('/api/createshoppingcard', orderBody([{ goodId: good, quantity: 1 }], { delivery: ukrposhta('12a', '0100') }));
    expect([malformed.status, malformed.body.error?.code]).toEqual([400, 'VALIDATION_FAILED']);
    expect(await writeState([good])).toEqual(before);
  });

  it('still takes delivery to a street address, as typed', async () => {
    const good = await makeGood();
    const address = 'вул. Шевченка, буд. 5, кв. 12, 79000';
    const res = await post<{ _id: string }>('/api/createshoppingcard', orderBody([{ goodId: good, quantity: 1 }], {
      delivery: { carrier: 'ukrposhta', city: 'Львів', branch: address },
    }));
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect((await cardDoc(res.body._id)).delivery).toEqual({ carrier: 'ukrposhta', city: 'Львів', branch: address, trackingNumber: null });
  });
});
