// The pure parts of waybills, and the stand-in's behaviour the waybill tests rely on: the label's
// print addresses, the recipient's name, the stand-in's PDF forms, its lost answers and its
// failures aimed at one call.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NOVA_POSHTA_PRODUCTION_URL, standInCarrierConfigs } from '../../src/carriers/carrier-config';
import type { CarrierError } from '../../src/carriers/carrier-error';
import { getSenders } from '../../src/carriers/nova-poshta-parties';
import { findWaybillsForOrder } from '../../src/carriers/nova-poshta-waybills';
import { npMarkingUrl, upStickerUrl } from '../../src/shipping/waybill-label';
import { recipientName } from '../../src/shipping/waybill-parcel';
import warehouses from '../carrier-stand-in/fixtures/nova-poshta-warehouses.json';
import { tinyPdf } from '../carrier-stand-in/printed-forms';
import { startCarrierStandIn, type CarrierStandIn } from '../carrier-stand-in/start';

describe('the label addresses', () => {
  it("point at my.novaposhta.ua for the real API, and at the stand-in's root otherwise", () => {
    expect(npMarkingUrl({ baseUrl: NOVA_POSHTA_PRODUCTION_URL, apiKey: 'k/1' }, 'ref-1')).toBe(
      'https://my.novaposhta.ua/orders/printMarking100x100/orders[]/ref-1/type/pdf/apiKey/k%2F1',
    );
    const { novaPoshta, ukrposhta } = standInCarrierConfigs('http://127.0.0.1:4610/');
    expect(npMarkingUrl(novaPoshta, 'ref-1')).toBe('http://127.0.0.1:4610/novaposhta/orders/printMarking100x100/orders[]/ref-1/type/pdf/apiKey/stand-in-key');
    expect(upStickerUrl(ukrposhta, '0500000001')).toBe('http://127.0.0.1:4610/ukrposhta/forms/ecom/0.0.1/shipments/0500000001/sticker?size=SIZE_A5&token=stand-in-token');
  });
});

describe('the recipient’s name', () => {
  it.each([
    ['Олена Тестова', { firstName: 'Олена', lastName: 'Тестова' }],
    ['  Іван   Петренко-Коваль  ', { firstName: 'Іван', lastName: 'Петренко-Коваль' }],
    ['Марія Іванівна Шевченко', { firstName: 'Марія', lastName: 'Іванівна Шевченко' }],
    ['Оксана', { firstName: 'Оксана', lastName: 'Оксана' }],
  ])('%s', (name, expected) => {
    expect(recipientName(name)).toEqual(expected);
  });
});

describe("the stand-in's PDF", () => {
  it('is a PDF whose cross-reference table points at each object', () => {
    const pdf = tinyPdf(['Nova Poshta', 'EN 20450000000001']).toString('latin1');
    expect(pdf.startsWith('%PDF-1.4\n')).toBe(true);
    const offsets = [...pdf.matchAll(/^(\d{10}) 00000 n $/gm)].map((match) => Number(match[1]));
    expect(offsets).toHaveLength(5);
    offsets.forEach((at, i) => expect(pdf.startsWith(`${i + 1} 0 obj\n`, at)).toBe(true));
    const startXref = Number(/startxref\n(\d+)/.exec(pdf)![1]);
    expect(pdf.slice(startXref, startXref + 4)).toBe('xref');
    expect(pdf).toContain('(EN 20450000000001) Tj');
  });
});

describe('the stand-in, for the waybill tests', () => {
  let standIn: CarrierStandIn;
  let np: ReturnType<typeof standInCarrierConfigs>['novaPoshta'];
  beforeAll(async () => {
    standIn = await startCarrierStandIn({ port: 0 });
    np = standInCarrierConfigs(standIn.url).novaPoshta;
  });
  afterAll(() => standIn.stop());

  it('fails only the call a failure is aimed at', async () => {
    standIn.failNext('error', 1, 'InternetDocument.getDocumentList');
    expect(await getSenders(np)).toHaveLength(1);
    const refused = await findWaybillsForOrder(np, '1', new Date(), new Date()).catch((error: unknown) => error as CarrierError);
    expect((refused as CarrierError).code).toBe('CARRIER_REJECTED');
    expect(await findWaybillsForOrder(np, '1', new Date(), new Date())).toEqual([]);
  });

  it('a lost answer does the call and never answers', async () => {
    standIn.failNext('lost-answer', 1, 'InternetDocument.save');
    const fields = ['CitySender', 'Sender', 'SenderAddress', 'ContactSender', 'CityRecipient', 'Recipient', 'ContactRecipient', 'Weight', 'Cost', 'Description', 'ServiceType'];
    const props = { ...Object.fromEntries(fields.map((f) => [f, '1'])), SendersPhone: '380501234567', RecipientsPhone: '380671234567', ServiceType: 'WarehouseWarehouse', CityRecipient: warehouses[0]!.CityRef, RecipientAddress: warehouses[0]!.Ref, InfoRegClientBarcodes: 'lost-1' };
    const lost = fetch(np.baseUrl, {
      method: 'POST',
      body: JSON.stringify({ apiKey: 'k', modelName: 'InternetDocument', calledMethod: 'save', methodProperties: props }),
      signal: AbortSignal.timeout(500),
    });
    await expect(lost).rejects.toThrow();
    expect(await findWaybillsForOrder(np, 'lost-1', new Date(), new Date())).toHaveLength(1);
  });
});
