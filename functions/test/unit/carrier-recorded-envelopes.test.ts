// The adapters against recorded carrier answers, fed through fetch: the boundary alone.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CarrierError } from '../../src/carriers/carrier-error';
import { searchSettlements, searchSettlementStreets } from '../../src/carriers/nova-poshta-directory';
import { saveRecipientAddress } from '../../src/carriers/nova-poshta-parties';
import { createWaybill, waybillProperties, type NpWaybillInput } from '../../src/carriers/nova-poshta-waybills';
import { postOfficesByPostcode } from '../../src/carriers/ukrposhta-offices';

const np = { baseUrl: 'https://np.example/v2.0/json/', apiKey: 'k' };
const up = { baseUrl: 'https://up.example', bearer: 'b', counterpartyToken: 't' };
const FAILED = {
  success: false, data: [], errors: ['Невірний ключ API'], warnings: [], info: [],
  messageCodes: [], errorCodes: ['20000100016'], warningCodes: [], infoCodes: [],
};
const SEARCH = {
  success: true, errors: [], warnings: [], info: { totalCount: 1 }, errorCodes: [],
  data: [{ TotalCount: 1, Addresses: [{ Present: 'м. Дніпро, Дніпропетровська обл.', Warehouses: 420, MainDescription: 'Дніпро', Area: 'Дніпропетровська', Region: '', SettlementTypeCode: 'м.', Ref: 'e717110a', DeliveryCity: 'db5c88f0', AddressDeliveryAllowed: true }] }],
};
const party = { cityRef: 'c', counterpartyRef: 'p', contactRef: 'ct', warehouseRef: 'w', phone: '380501234567' };
const WAYBILL: NpWaybillInput = {
  orderKey: '1042', date: new Date('2026-11-24T10:00:00Z'), sender: party, recipient: { ...party, phone: '380671234567' },
  toParcelLocker: false, weightKg: 0.5, seat: { widthCm: 20, lengthCm: 20, heightCm: 10 }, description: 'Пряжа',
  declaredCostUah: 850, payer: 'Recipient', cashOnDelivery: { form: 'moneyTransfer', amountUah: 850 },
};

function answers(...replies: (() => Response | Promise<Response>)[]) {
  const fetchMock = vi.fn(async () => (replies.shift() ?? (() => new Response('{}')))());
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}
const json = (body: unknown, status = 200) => () => new Response(JSON.stringify(body), { status });
const caught = async (promise: Promise<unknown>) => promise.then(() => null, (error: unknown) => error as CarrierError);

afterEach(() => vi.unstubAllGlobals());

describe('Nova Poshta envelope', () => {
  it('sends the envelope and reads the settlement search into shop types', async () => {
    const fetchMock = answers(json(SEARCH));
    const hits = await searchSettlements(np, 'дні');
    expect(hits).toEqual([{ settlementRef: 'e717110a', cityRef: 'db5c88f0', name: 'Дніпро', display: 'м. Дніпро, Дніпропетровська обл.', settlementType: 'м.', area: 'Дніпропетровська', region: '', branchCount: 420 }]);
    const sent = JSON.parse(String((fetchMock.mock.calls[0] as unknown as [string, RequestInit])[1].body)) as Record<string, unknown>;
    expect(sent).toEqual({ apiKey: 'k', modelName: 'Address', calledMethod: 'searchSettlements', methodProperties: { CityName: 'дні', Limit: '20', Page: '1' } });
  });

  it('turns success: false into CARRIER_REJECTED, keeping the carrier codes and texts', async () => {
    answers(json(FAILED));
    const error = await caught(searchSettlements(np, 'дні'));
    expect(error).toBeInstanceOf(CarrierError);
    expect(error?.code).toBe('CARRIER_REJECTED');
    expect(error?.status).toBe(502);
    expect(error?.details).toMatchObject({ carrier: 'novaPoshta', call: 'Address.searchSettlements', carrierCodes: ['20000100016'], carrierMessages: ['Невірний ключ API'] });
  });

  it('answers CARRIER_BAD_ANSWER for text that is not JSON, a foreign envelope and items of the wrong shape', async () => {
    answers(() => new Response('<html>502 Bad Gateway</html>'), json({ ok: 1 }), json({ ...SEARCH, data: [{ TotalCount: 1, Addresses: [{ Ref: 5 }] }] }));
    for (let i = 0; i < 3; i += 1) expect((await caught(searchSettlements(np, 'дні')))?.code).toBe('CARRIER_BAD_ANSWER');
  });

  it('retries a read after a 5xx and succeeds', async () => {
    const fetchMock = answers(json({ message: 'down' }, 503), json(SEARCH));
    expect(await searchSettlements(np, 'дні')).toHaveLength(1);
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('never repeats a waybill save: a 5xx is CARRIER_UNAVAILABLE with the outcome unknown', async () => {
    const fetchMock = answers(json({ message: 'down' }, 503), json(SEARCH));
    const error = await caught(createWaybill(np, WAYBILL));
    expect(error?.code).toBe('CARRIER_UNAVAILABLE');
    expect(error?.details.outcomeUnknown).toBe(true);
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('gives up on a carrier that does not answer in time', async () => {
    vi.stubGlobal('fetch', (_url: string, init: RequestInit) => new Promise((_resolve, reject) => init.signal?.addEventListener('abort', () => reject(init.signal?.reason))));
    const error = await caught(createWaybill({ ...np, timeoutMs: 50 }, WAYBILL));
    expect(error?.code).toBe('CARRIER_UNAVAILABLE');
    expect(error?.details.carrierMessages[0]).toContain('no answer in 50 ms');
  });
});

// Recorded answers of the street directory: `Location` comes as an array or an object, and is not read.
const STREETS = {
  success: true, errors: [], warnings: [], info: { totalCount: 1 }, errorCodes: [],
  data: [{ TotalCount: 2, Addresses: [
    { SettlementRef: 'e718a680-4b33-11e4-ab6d-005056801329', SettlementStreetRef: '7a4d5afb-6846-11e6-8304-00505688561d', SettlementStreetDescription: 'Львівська', Present: 'вул. Львівська', StreetsType: '0f1d7fbb-4bba-11e4-ab6d-005056801329', StreetsTypeDescription: 'вул.', Location: [50.454, 30.372], SettlementStreetDescriptionRu: 'Львовская' },
    { SettlementRef: 'e718a680-4b33-11e4-ab6d-005056801329', SettlementStreetRef: '9a2b1c3d-6846-11e6-8304-00505688561d', SettlementStreetDescription: 'Львівська', Present: 'пл. Львівська', StreetsType: '1f1d7fbb-4bba-11e4-ab6d-005056801329', StreetsTypeDescription: 'пл.', Location: { lat: '50.45', lon: '30.5' } },
  ] }],
};

describe('Nova Poshta courier to the door', () => {
  it('asks the street directory of one settlement and reads the streets into shop types', async () => {
    const fetchMock = answers(json(STREETS));
    const streets = await searchSettlementStreets(np, 'e718a680-4b33-11e4-ab6d-005056801329', 'льв');
    expect(streets).toEqual([
      { settlementRef: 'e718a680-4b33-11e4-ab6d-005056801329', streetRef: '7a4d5afb-6846-11e6-8304-00505688561d', name: 'Львівська', type: 'вул.', display: 'вул. Львівська' },
      { settlementRef: 'e718a680-4b33-11e4-ab6d-005056801329', streetRef: '9a2b1c3d-6846-11e6-8304-00505688561d', name: 'Львівська', type: 'пл.', display: 'пл. Львівська' },
    ]);
    const sent = JSON.parse(String((fetchMock.mock.calls[0] as unknown as [string, RequestInit])[1].body)) as Record<string, unknown>;
    expect(sent).toEqual({ apiKey: 'k', modelName: 'Address', calledMethod: 'searchSettlementStreets', methodProperties: { StreetName: 'льв', SettlementRef: 'e718a680-4b33-11e4-ab6d-005056801329', Limit: '500' } });
  });

  it('answers CARRIER_BAD_ANSWER for a street without its ref', async () => {
    answers(json({ ...STREETS, data: [{ TotalCount: 1, Addresses: [{ Present: 'вул. Львівська' }] }] }));
    expect((await caught(searchSettlementStreets(np, 'e718a680', 'льв')))?.code).toBe('CARRIER_BAD_ANSWER');
  });

  it("saves the recipient's address once (never retried) and reads its ref", async () => {
    const fetchMock = answers(json({ ...STREETS, data: [{ Ref: 'addr-1', Description: 'вул. Львівська 5 кв. 12' }] }), json({ message: 'down' }, 503));
    expect(await saveRecipientAddress(np, { counterpartyRef: 'p', streetRef: 's', house: '5', flat: '12' })).toBe('addr-1');
    const sent = JSON.parse(String((fetchMock.mock.calls[0] as unknown as [string, RequestInit])[1].body)) as Record<string, unknown>;
    expect(sent).toMatchObject({ modelName: 'Address', calledMethod: 'save', methodProperties: { CounterpartyRef: 'p', StreetRef: 's', BuildingNumber: '5', Flat: '12' } });
    expect((await caught(saveRecipientAddress(np, { counterpartyRef: 'p', streetRef: 's', house: '5', flat: null })))?.details.outcomeUnknown).toBe(true);
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('makes a door waybill as WarehouseDoors to the saved address; branches and lockers keep theirs', () => {
    const door = { ...WAYBILL, toDoor: true, recipient: { ...WAYBILL.recipient, warehouseRef: 'addr-1' } };
    expect(waybillProperties(door)).toMatchObject({ ServiceType: 'WarehouseDoors', CityRecipient: 'c', RecipientAddress: 'addr-1', Recipient: 'p', ContactRecipient: 'ct' });
    expect(waybillProperties(WAYBILL).ServiceType).toBe('WarehouseWarehouse');
    expect(waybillProperties({ ...WAYBILL, toParcelLocker: true }).ServiceType).toBe('WarehousePostomat');
  });
});

describe('Ukrposhta classifier', () => {
  const office = { ID: '1', POSTINDEX: '01001', PO_SHORT: 'Київ 01001', ADDRESS: 'вул. Хрещатик, 22', LOCK_CODE: '0', IS_NODISTRICT: '0', RESTRICTED_ACCESS: '0' };

  it('reads one entry, many entries and none', async () => {
    answers(json({ Entries: { Entry: office } }), json({ Entries: { Entry: [office, { ...office, ID: '2', LOCK_CODE: '1' }] } }), json({ Entries: {} }));
    expect((await postOfficesByPostcode(up, '01001')).map((row) => row.selectable)).toEqual([true]);
    expect((await postOfficesByPostcode(up, '01001')).map((row) => row.selectable)).toEqual([true, false]);
    expect(await postOfficesByPostcode(up, '01001')).toEqual([]);
  });

  it('turns a 4xx into CARRIER_REJECTED with the carrier message', async () => {
    answers(json({ code: 'UNAUTHORIZED', message: 'Bearer token is invalid' }, 401));
    const error = await caught(postOfficesByPostcode(up, '01001'));
    expect(error?.code).toBe('CARRIER_REJECTED');
    expect(error?.details).toMatchObject({ carrierCodes: ['HTTP_401', 'UNAUTHORIZED'], carrierMessages: ['Bearer token is invalid'] });
  });
});
