// The adapters against the running stand-in: the production code path, only the base URL differs.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { standInCarrierConfigs } from '../../src/carriers/carrier-config';
import type { CarrierError } from '../../src/carriers/carrier-error';
import { getAllWarehouses, searchSettlements, searchSettlementStreets } from '../../src/carriers/nova-poshta-directory';
import { createRecipient, getContactPersons, getSenders, saveRecipientAddress } from '../../src/carriers/nova-poshta-parties';
import { trackParcels } from '../../src/carriers/nova-poshta-tracking';
import { createWaybill, createWaybillWithFallback, findWaybillsForOrder } from '../../src/carriers/nova-poshta-waybills';
import { createUkrposhtaShipment } from '../../src/carriers/ukrposhta-shipments';
import { postOfficesByPostcode } from '../../src/carriers/ukrposhta-offices';
import { startCarrierStandIn, type CarrierStandIn } from '../carrier-stand-in/start';

let standIn: CarrierStandIn;
let np: ReturnType<typeof standInCarrierConfigs>['novaPoshta'];
let up: ReturnType<typeof standInCarrierConfigs>['ukrposhta'];
const caught = async (promise: Promise<unknown>) => promise.then(() => null, (error: unknown) => error as CarrierError);

beforeAll(async () => {
  standIn = await startCarrierStandIn({ port: 0 });
  ({ novaPoshta: np, ukrposhta: up } = standInCarrierConfigs(standIn.url));
});
afterAll(() => standIn.stop());

describe('Nova Poshta through the stand-in', () => {
  it('offers Dnipro for "дні", and Kyiv has branches, cargo branches and lockers, one not working', async () => {
    const [dnipro] = await searchSettlements(np, 'дні');
    expect(dnipro).toMatchObject({ name: 'Дніпро', area: 'Дніпропетровська', settlementType: 'м.' });
    const [kyiv] = await searchSettlements(np, 'Київ');
    const branches = await getAllWarehouses({ ...np }, kyiv!.cityRef);
    expect(new Set(branches.map((branch) => branch.kind))).toEqual(new Set(['branch', 'cargoBranch', 'parcelLocker']));
    expect(branches.filter((branch) => !branch.selectable).map((branch) => branch.status)).toEqual(['NotWorking']);
    expect(branches.find((branch) => branch.kind === 'parcelLocker')).toMatchObject({ maxWeightKg: 20, maxDimensionsCm: { width: 40, height: 30, length: 60 } });
    expect(branches[0]?.schedule.Monday).toMatch(/^\d\d:\d\d-\d\d:\d\d$/);
  });

  it('makes a waybill (payment control refused, so the money transfer), finds it by order and tracks it', async () => {
    const [sender] = await getSenders(np);
    const [contact] = await getContactPersons(np, sender!.ref);
    const [lviv] = await searchSettlements(np, 'Львів');
    const [locker] = (await getAllWarehouses(np, lviv!.cityRef)).filter((branch) => branch.kind === 'parcelLocker' && branch.selectable);
    const recipient = await createRecipient(np, { firstName: 'Олена', lastName: 'Шевчук', phone: '380671234567' });
    standIn.allowPaymentControl(false);
    const party = { cityRef: lviv!.cityRef, counterpartyRef: sender!.ref, contactRef: contact!.ref, warehouseRef: locker!.ref, phone: contact!.phone };
    const { waybill, form } = await createWaybillWithFallback(np, {
      orderKey: '1042', date: new Date(), sender: party, recipient: { ...party, ...recipient, phone: '380671234567' }, toParcelLocker: true,
      weightKg: 0.8, seat: { widthCm: 20, lengthCm: 30, heightCm: 10 }, description: 'Пряжа', declaredCostUah: 850, payer: 'Recipient',
      cashOnDelivery: { form: 'paymentControl', amountUah: 850 },
    });
    expect(form).toBe('moneyTransfer');
    expect(waybill.trackingNumber).toMatch(/^\d{14}$/);
    expect(await findWaybillsForOrder(np, '1042', new Date(), new Date())).toEqual([expect.objectContaining({ ref: waybill.ref })]);
    standIn.setParcelStatus(waybill.trackingNumber, '9');
    const [status, unknown] = await trackParcels(np, [{ trackingNumber: waybill.trackingNumber, phone: '380671234567' }, { trackingNumber: '20450000000000', phone: '380671234567' }]);
    expect(status).toMatchObject({ phase: 'received', statusCode: 9 });
    expect(unknown).toMatchObject({ phase: 'notFound' });
  });

  it('shows each failure: error, malformed, wrong shape, unavailable (retried) and timeout', async () => {
    standIn.failNext('error');
    expect(await caught(searchSettlements(np, 'дні'))).toMatchObject({ code: 'CARRIER_REJECTED', details: { carrierCodes: ['20000999999'] } });
    standIn.failNext('malformed');
    expect((await caught(searchSettlements(np, 'дні')))?.code).toBe('CARRIER_BAD_ANSWER');
    standIn.failNext('wrong-shape');
    expect((await caught(searchSettlements(np, 'дні')))?.code).toBe('CARRIER_BAD_ANSWER');
    const before = standIn.calls();
    standIn.failNext('unavailable');
    expect(await searchSettlements(np, 'дні')).not.toHaveLength(0);
    expect(standIn.calls() - before).toBe(2);
    standIn.failNext('timeout', 3);
    expect(await caught(searchSettlements({ ...np, timeoutMs: 100 }, 'дні'))).toMatchObject({ code: 'CARRIER_UNAVAILABLE', details: { outcomeUnknown: false } });
  });
});

describe('Nova Poshta courier through the stand-in', () => {
  it("finds a settlement's own streets only, and fails when told to", async () => {
    const [lviv] = await searchSettlements(np, 'Львів');
    const [drohobych] = await searchSettlements(np, 'Дрогобич');
    const [inLviv] = await searchSettlementStreets(np, lviv!.settlementRef, 'стри');
    const [inDrohobych] = await searchSettlementStreets(np, drohobych!.settlementRef, 'стри');
    expect(inLviv).toMatchObject({ settlementRef: lviv!.settlementRef, name: 'Стрийська', type: 'вул.', display: 'вул. Стрийська' });
    expect(inDrohobych!.streetRef).not.toBe(inLviv!.streetRef);
    expect(await searchSettlementStreets(np, lviv!.settlementRef, 'немаєтакої')).toEqual([]);
    standIn.failNext('error', 1, 'Address.searchSettlementStreets');
    expect((await caught(searchSettlementStreets(np, lviv!.settlementRef, 'стри')))?.code).toBe('CARRIER_REJECTED');
  });

  it("makes a door waybill to the recipient's saved address, and refuses one whose address is in another town", async () => {
    const [sender] = await getSenders(np);
    const [contact] = await getContactPersons(np, sender!.ref);
    const [kyiv] = await searchSettlements(np, 'Київ');
    const [lviv] = await searchSettlements(np, 'Львів');
    const [street] = await searchSettlementStreets(np, kyiv!.settlementRef, 'хре');
    const [shopBranch] = await getAllWarehouses(np, kyiv!.cityRef);
    const recipient = await createRecipient(np, { firstName: 'Олена', lastName: 'Шевчук', phone: '380671234500' });
    const addressRef = await saveRecipientAddress(np, { counterpartyRef: recipient.counterpartyRef, streetRef: street!.streetRef, house: '5а', flat: '12' });
    const sent = { cityRef: kyiv!.cityRef, counterpartyRef: sender!.ref, contactRef: contact!.ref, warehouseRef: shopBranch!.ref, phone: contact!.phone };
    const input = {
      orderKey: '2042', date: new Date(), sender: sent, recipient: { ...recipient, cityRef: kyiv!.cityRef, warehouseRef: addressRef, phone: '380671234500' },
      toParcelLocker: false, toDoor: true, weightKg: 0.8, seat: { widthCm: 20, lengthCm: 30, heightCm: 10 }, description: 'Пряжа', declaredCostUah: 850, payer: 'Recipient' as const, cashOnDelivery: null,
    };
    expect((await createWaybill(np, input)).trackingNumber).toMatch(/^\d{14}$/);
    const elsewhere = await caught(createWaybill(np, { ...input, orderKey: '2043', recipient: { ...input.recipient, cityRef: lviv!.cityRef } }));
    expect(elsewhere).toMatchObject({ code: 'CARRIER_REJECTED', details: { carrierMessages: ['RecipientAddress is not in CityRecipient'] } });
    const branchAsDoor = await caught(createWaybill(np, { ...input, orderKey: '2044', recipient: { ...input.recipient, warehouseRef: shopBranch!.ref } }));
    expect(branchAsDoor).toMatchObject({ code: 'CARRIER_REJECTED', details: { carrierMessages: ['RecipientAddress is not an address of the recipient'] } });
  });
});

describe('Ukrposhta through the stand-in', () => {
  it('lists Kyiv offices by postcode, the locked one not selectable, and makes a shipment in three steps', async () => {
    expect((await postOfficesByPostcode(up, '01001'))[0]).toMatchObject({ postcode: '01001', selectable: true, city: 'Київ' });
    expect((await postOfficesByPostcode(up, '04210'))[0]?.selectable).toBe(false);
    const shipment = await createUkrposhtaShipment(up, {
      senderUuid: 'shop', paidByRecipient: true, type: 'STANDARD', weightG: 800, lengthCm: 30, declaredPriceUah: 850, postPayUah: 850, description: 'Пряжа',
      recipient: { firstName: 'Олена', lastName: 'Шевчук', phone: '380671234567', postcode: '79000', city: 'Львів' },
    });
    expect(shipment.barcode).toMatch(/^\d{13}$/);
    const refused = await caught(createUkrposhtaShipment(up, { ...{ senderUuid: 's', paidByRecipient: true, type: 'STANDARD', weightG: 800, lengthCm: 30, declaredPriceUah: 1, postPayUah: 0, description: 'x' }, recipient: { firstName: 'a', lastName: 'b', phone: '123', postcode: '79000', city: 'Львів' } }));
    expect(refused).toMatchObject({ code: 'CARRIER_REJECTED', details: { carrierMessages: ['phoneNumber is invalid'] } });
  });
});
