// The price-and-date adapter against recorded carrier answers (fed through fetch), then against
// the running stand-in: the same code path production takes.
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { standInCarrierConfigs } from '../../src/carriers/carrier-config';
import type { CarrierError } from '../../src/carriers/carrier-error';
import { searchSettlements } from '../../src/carriers/nova-poshta-directory';
import { quoteNpDeliveryDate, quoteNpPrice, type NpQuoteInput } from '../../src/carriers/nova-poshta-quotes';
import { startCarrierStandIn, type CarrierStandIn } from '../carrier-stand-in/start';

const np = { baseUrl: 'https://np.example/v2.0/json/', apiKey: 'k' };
const KYIV = '8d5a980d-391c-11dd-90d9-001a92567626';
const LVIV = 'db5c88f5-391c-11dd-90d9-001a92567626';
const QUOTE: NpQuoteInput = { senderCityRef: KYIV, recipientCityRef: LVIV, service: 'WarehouseWarehouse', weightKg: 1.5, declaredCostUah: 900, cashOnDeliveryUah: null };
const ok = (data: unknown[]) => ({ success: true, data, errors: [], warnings: [], info: [], messageCodes: [], errorCodes: [], warningCodes: [], infoCodes: [] });
// Recorded answers: numbers come as numbers here, though other calls send strings.
const PRICE = ok([{ AssessedCost: 900, Cost: 85, TZoneInfo: { tzoneName: 'Україна', tzoneId: '3' } }]);
const PRICE_WITH_COD = ok([{ AssessedCost: 900, Cost: 85, CostRedelivery: 38, TZoneInfo: { tzoneName: 'Україна', tzoneId: '3' } }]);
const DATE = ok([{ DeliveryDate: { date: '2026-12-01 00:00:00.000000', timezone_type: 3, timezone: 'Europe/Kiev' } }]);
const REFUSED = { ...ok([]), success: false, errors: ['CityRecipient is invalid'], errorCodes: ['20000900745'] };

function answers(...replies: unknown[]) {
  const fetchMock = vi.fn(async () => new Response(JSON.stringify(replies.shift() ?? {}), { status: 200 }));
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}
const sentBody = (fetchMock: ReturnType<typeof answers>, call = 0) =>
  JSON.parse(String((fetchMock.mock.calls[call] as unknown as [string, RequestInit])[1].body)) as { methodProperties: Record<string, unknown> };
const caught = async (promise: Promise<unknown>) => promise.then(() => null, (error: unknown) => error as CarrierError);

describe('Nova Poshta price and date, recorded answers', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('asks getDocumentPrice for the service, weight and declared value, without a money transfer when paid already', async () => {
    const fetchMock = answers(PRICE);
    expect(await quoteNpPrice(np, QUOTE)).toEqual({ priceUah: 85, cashOnDeliveryFeeUah: 0 });
    expect(sentBody(fetchMock)).toMatchObject({
      modelName: 'InternetDocument',
      calledMethod: 'getDocumentPrice',
      methodProperties: { CitySender: KYIV, CityRecipient: LVIV, ServiceType: 'WarehouseWarehouse', Weight: '1.5', Cost: '900', CargoType: 'Parcel', SeatsAmount: '1' },
    });
    expect(sentBody(fetchMock).methodProperties).not.toHaveProperty('RedeliveryCalculate');
  });

  it("adds the carrier's cash-on-delivery fee when the parcel is paid on delivery", async () => {
    const fetchMock = answers(PRICE_WITH_COD);
    expect(await quoteNpPrice(np, { ...QUOTE, service: 'WarehouseDoors', cashOnDeliveryUah: 900 })).toEqual({ priceUah: 123, cashOnDeliveryFeeUah: 38 });
    expect(sentBody(fetchMock).methodProperties).toMatchObject({ ServiceType: 'WarehouseDoors', RedeliveryCalculate: { CargoType: 'Money', Amount: '900' } });
  });

  it('reads the expected day out of the PHP date the carrier sends, asking with the Kyiv date of sending', async () => {
    const fetchMock = answers(DATE);
    expect(await quoteNpDeliveryDate(np, QUOTE, new Date('2026-11-28T23:30:00Z'))).toBe('2026-12-01');
    expect(sentBody(fetchMock).methodProperties).toEqual({ DateTime: '29.11.2026', ServiceType: 'WarehouseWarehouse', CitySender: KYIV, CityRecipient: LVIV });
  });

  it('turns a refusal into CARRIER_REJECTED and an empty or odd answer into CARRIER_BAD_ANSWER', async () => {
    answers(REFUSED, ok([]), ok([{ Cost: 'a lot' }]), ok([{ DeliveryDate: '01.12.2026' }]));
    expect((await caught(quoteNpPrice(np, QUOTE)))?.details).toMatchObject({ call: 'InternetDocument.getDocumentPrice', carrierCodes: ['20000900745'] });
    expect((await caught(quoteNpPrice(np, QUOTE)))?.code).toBe('CARRIER_BAD_ANSWER');
    // "a lot" is no number: Number() makes NaN, which the schema lets through, so the adapter must refuse it.
    expect((await caught(quoteNpPrice(np, QUOTE)))?.code).toBe('CARRIER_BAD_ANSWER');
    expect((await caught(quoteNpDeliveryDate(np, QUOTE, new Date())))?.code).toBe('CARRIER_BAD_ANSWER');
  });
});

describe('Nova Poshta price and date through the stand-in', () => {
  let standIn: CarrierStandIn;
  let config: ReturnType<typeof standInCarrierConfigs>['novaPoshta'];
  beforeAll(async () => {
    standIn = await startCarrierStandIn({ port: 0 });
    config = standInCarrierConfigs(standIn.url).novaPoshta;
  });
  afterAll(() => standIn.stop());

  it('prices a locker below a branch and the door above it, and a day more to the door', async () => {
    const [kyiv] = await searchSettlements(config, 'Київ');
    const [dnipro] = await searchSettlements(config, 'дні');
    const base = { ...QUOTE, senderCityRef: kyiv!.cityRef, recipientCityRef: dnipro!.cityRef, declaredCostUah: 500 };
    const prices = await Promise.all((['WarehousePostomat', 'WarehouseWarehouse', 'WarehouseDoors'] as const).map((service) => quoteNpPrice(config, { ...base, service })));
    expect(prices.map((price) => price.priceUah)).toEqual([75, 80, 120]);
    expect((await quoteNpPrice(config, { ...base, cashOnDeliveryUah: 500 })).cashOnDeliveryFeeUah).toBe(30);
    const sent = new Date('2026-11-27T09:00:00Z');
    expect(await quoteNpDeliveryDate(config, base, sent)).toBe('2026-11-29');
    expect(await quoteNpDeliveryDate(config, { ...base, service: 'WarehouseDoors' }, sent)).toBe('2026-11-30');
  });

  it('fails as told, so the shop can carry on without a price', async () => {
    standIn.failNext('error', 1, 'InternetDocument.getDocumentPrice');
    expect((await caught(quoteNpPrice(config, QUOTE)))?.code).toBe('CARRIER_REJECTED');
  });
});
