// Waybills (InternetDocument). save is never retried by the adapter: the order's number goes
// into InfoRegClientBarcodes, so after an unknown outcome the caller finds the waybill again
// (findWaybillsForOrder) instead of making a second one.
import type { CashOnDeliveryForm } from '@domain/shipping';
import { CarrierError } from './carrier-error';
import type { NovaPoshtaConfig } from './carrier-config';
import { callNovaPoshta } from './nova-poshta-envelope';
import { npDeletedDocument, npListedDocument, npSavedDocument } from './nova-poshta-schemas';
import type { NpWaybill } from './nova-poshta-types';

/** The carrier's code for "payment control is not allowed for this sender". */
const NP_PAYMENT_CONTROL_NOT_ALLOWED = '20000204637';

export interface NpParty {
  cityRef: string;
  counterpartyRef: string;
  contactRef: string;
  /** The branch or locker ref; for a door delivery, the recipient's address ref (`Address.save`). */
  warehouseRef: string;
  /** 380 and nine digits. */
  phone: string;
}

export interface NpWaybillInput {
  /** The card's number: written on the waybill so it can be found again. */
  orderKey: string;
  date: Date;
  sender: NpParty;
  recipient: NpParty;
  toParcelLocker: boolean;
  /** By courier to the recipient's address: `recipient.warehouseRef` is then the address's ref. */
  toDoor?: boolean;
  weightKg: number;
  seat: { widthCm: number; lengthCm: number; heightCm: number };
  description: string;
  declaredCostUah: number;
  /** Who pays the carrier for the delivery: the shop when the order reached its free-delivery sum. */
  payer: 'Sender' | 'Recipient';
  /** Cash on delivery, in UAH; null when the order is paid already. */
  cashOnDelivery: { form: CashOnDeliveryForm; amountUah: number } | null;
}

/** The carrier's dates are dd.mm.yyyy, in Kyiv time. */
export function npDate(date: Date): string {
  const parts = new Intl.DateTimeFormat('en-GB', { timeZone: 'Europe/Kyiv', day: '2-digit', month: '2-digit', year: 'numeric' }).formatToParts(date);
  const part = (type: string) => parts.find((item) => item.type === type)?.value ?? '';
  return `${part('day')}.${part('month')}.${part('year')}`;
}

/** From the shop's branch to a branch, a parcel locker, or the recipient's door. */
function serviceType(input: NpWaybillInput): string {
  if (input.toDoor) return 'WarehouseDoors';
  return input.toParcelLocker ? 'WarehousePostomat' : 'WarehouseWarehouse';
}

export function waybillProperties(input: NpWaybillInput): Record<string, unknown> {
  const cod = input.cashOnDelivery;
  return {
    PayerType: input.payer,
    PaymentMethod: 'Cash',
    DateTime: npDate(input.date),
    CargoType: 'Parcel',
    Weight: String(input.weightKg),
    ServiceType: serviceType(input),
    SeatsAmount: '1',
    Description: input.description,
    Cost: String(input.declaredCostUah),
    InfoRegClientBarcodes: input.orderKey,
    CitySender: input.sender.cityRef,
    Sender: input.sender.counterpartyRef,
    SenderAddress: input.sender.warehouseRef,
    ContactSender: input.sender.contactRef,
    SendersPhone: input.sender.phone,
    CityRecipient: input.recipient.cityRef,
    Recipient: input.recipient.counterpartyRef,
    RecipientAddress: input.recipient.warehouseRef,
    ContactRecipient: input.recipient.contactRef,
    RecipientsPhone: input.recipient.phone,
    OptionsSeat: [
      {
        weight: input.weightKg,
        volumetricWidth: input.seat.widthCm,
        volumetricLength: input.seat.lengthCm,
        volumetricHeight: input.seat.heightCm,
      },
    ],
    ...(cod?.form === 'moneyTransfer'
      ? { BackwardDeliveryData: [{ PayerType: 'Recipient', CargoType: 'Money', RedeliveryString: String(cod.amountUah) }] }
      : {}),
    ...(cod?.form === 'paymentControl' ? { AfterpaymentOnGoodsCost: String(cod.amountUah) } : {}),
  };
}

export async function createWaybill(config: NovaPoshtaConfig, input: NpWaybillInput): Promise<NpWaybill> {
  const { data } = await callNovaPoshta(config, {
    modelName: 'InternetDocument',
    calledMethod: 'save',
    methodProperties: waybillProperties(input),
    item: npSavedDocument,
    idempotent: false,
  });
  const saved = data[0];
  if (!saved) throw new Error('InternetDocument.save succeeded with no document');
  return {
    ref: saved.Ref,
    trackingNumber: saved.IntDocNumber,
    deliveryCostUah: saved.CostOnSite ?? null,
    estimatedDeliveryDate: saved.EstimatedDeliveryDate ?? null,
  };
}

/**
 * Payment control needs a contract; when the carrier refuses it for that reason, the same
 * waybill is made with the money transfer. A refused save made nothing, so this is safe.
 */
export async function createWaybillWithFallback(
  config: NovaPoshtaConfig,
  input: NpWaybillInput,
): Promise<{ waybill: NpWaybill; form: CashOnDeliveryForm | null }> {
  try {
    return { waybill: await createWaybill(config, input), form: input.cashOnDelivery?.form ?? null };
  } catch (error) {
    const refused =
      error instanceof CarrierError &&
      error.code === 'CARRIER_REJECTED' &&
      error.details.carrierCodes.includes(NP_PAYMENT_CONTROL_NOT_ALLOWED);
    if (!refused || input.cashOnDelivery?.form !== 'paymentControl') throw error;
    const moneyTransfer = { form: 'moneyTransfer' as const, amountUah: input.cashOnDelivery.amountUah };
    return { waybill: await createWaybill(config, { ...input, cashOnDelivery: moneyTransfer }), form: 'moneyTransfer' };
  }
}

/** Deleting a known waybill twice deletes nothing more, so it is retried like a read. */
export async function deleteWaybill(config: NovaPoshtaConfig, ref: string): Promise<void> {
  await callNovaPoshta(config, {
    modelName: 'InternetDocument',
    calledMethod: 'delete',
    methodProperties: { DocumentRefs: ref },
    item: npDeletedDocument,
    idempotent: true,
  });
}

/** Waybills made for one order between two dates: how a lost answer to save is found again. */
export async function findWaybillsForOrder(config: NovaPoshtaConfig, orderKey: string, from: Date, to: Date): Promise<NpWaybill[]> {
  const { data } = await callNovaPoshta(config, {
    modelName: 'InternetDocument',
    calledMethod: 'getDocumentList',
    methodProperties: { DateTimeFrom: npDate(from), DateTimeTo: npDate(to), GetFullList: '1' },
    item: npListedDocument,
    idempotent: true,
  });
  return data
    .filter((document) => document.InfoRegClientBarcodes === orderKey)
    .map((document) => ({ ref: document.Ref, trackingNumber: document.IntDocNumber, deliveryCostUah: null, estimatedDeliveryDate: null }));
}
