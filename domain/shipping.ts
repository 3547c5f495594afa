// What the shop keeps about shipping, shared by the functions and the SPA: the shop's own
// sender settings (settings/shipping, edited by the ADMIN) and the waybill and parcel status a
// card carries once it is shipped (docs/carriers-integration.md). The carrier adapters' own types stay in
// functions/src/carriers; these are the shop's words for what it stores.
import { z } from 'zod';

export const CASH_ON_DELIVERY_FORMS = ['moneyTransfer', 'paymentControl'] as const;
export type CashOnDeliveryForm = (typeof CASH_ON_DELIVERY_FORMS)[number];

const ref = z.string().trim().min(1).max(64);
const display = z.string().trim().min(1).max(300);
const ukrainianPhone = z.string().regex(/^380\d{9}$/, 'phone');
const centimetres = z.number().int().min(1).max(300);

/** settings/shipping: who sends the parcels, from where, and how cash on delivery is taken. */
export const ShippingSettingsSchema = z.object({
  novaPoshta: z.object({
    /** The sender's settlement, city and branch, chosen from the directory like a shopper's. */
    settlementRef: ref,
    cityRef: ref,
    warehouseRef: ref,
    /** e.g. "м. Київ, Відділення №1: вул. Хрещатик, 1", shown back to the ADMIN. */
    warehouseDisplay: display,
    /** The shop's counterparty and contact person at Nova Poshta (Counterparty.getCounterparties). */
    counterpartyRef: ref,
    contactRef: ref,
  }),
  /** The shop's client uuid at Ukrposhta (eCom), or null while Ukrposhta waybills are made by hand. */
  ukrposhtaSenderUuid: z.string().uuid().nullable(),
  contactName: z.string().trim().min(2).max(100),
  contactPhone: ukrainianPhone,
  cashOnDelivery: z.enum(CASH_ON_DELIVERY_FORMS),
  /** The box most orders go in; its weight comes from the goods (GoodDoc.weightGrams). */
  parcel: z.object({ widthCm: centimetres, lengthCm: centimetres, heightCm: centimetres }),
});
export type ShippingSettings = z.infer<typeof ShippingSettingsSchema>;

// A good's default weight and the box's: kept beside the weight rule, which checkout loads without zod.
export { DEFAULT_GOOD_WEIGHT_GRAMS, PACKAGING_WEIGHT_GRAMS } from './parcel-weight';

/** card.delivery.waybill: set once, by the transaction that moves the card to SENT. */
export interface CardWaybill {
  carrier: 'novaposhta' | 'ukrposhta';
  /** The carrier's document ref (Nova Poshta) or shipment uuid (Ukrposhta); null when typed by hand. */
  ref: string | null;
  trackingNumber: string;
  /** Which form of cash on delivery the carrier accepted (after the fallback), when made by the shop. */
  cashOnDelivery: CashOnDeliveryForm | null;
  /** True when the ADMIN typed the tracking number instead of the shop making the waybill. */
  manual: boolean;
  /** ISO time. */
  createdAt: string;
}

/** What a parcel's status means for the order (functions/src/carriers/nova-poshta-types.ts maps codes to it). */
export const PARCEL_PHASES = ['awaitingHandover', 'notFound', 'onTheWay', 'atBranch', 'received', 'refused', 'returning', 'other'] as const;
export type ParcelPhase = (typeof PARCEL_PHASES)[number];

/** card.delivery.parcel: the latest status the tracking run saw. */
export interface CardParcelStatus {
  phase: ParcelPhase;
  statusCode: number;
  /** The carrier's own text, in Ukrainian. */
  statusText: string;
  /** The carrier's date for the status, as it writes it, or null. */
  date: string | null;
  /** ISO time of the run that saw it. */
  checkedAt: string;
  /** The carrier's first day of paid storage at the branch, as it writes it (absent on older cards). */
  paidStorageFrom?: string | null;
  /** Refused or returning: the ADMIN should look (and may cancel, which returns the stock). */
  needsAttention: boolean;
}
