// Request bodies of checkout's delivery lookups and the directory's refresh (docs/api.md,
// "Delivery"): the functions validate with these schemas and the SPA types its calls from them.
import { z } from 'zod';

const npRef = z.string().regex(/^[0-9a-f-]{36}$/i);

/** A settlement's or a city's name as typed: from two letters. */
export const placeQuerySchema = z.strictObject({ query: z.string().trim().min(2).max(60) });
export const npBranchesSchema = z.strictObject({
  settlementRef: npRef,
  query: z.string().trim().max(60).default(''),
  weightKg: z.number().positive().max(1000).nullable().default(null),
});
/** A settlement's streets whose name starts with the query (Nova Poshta's courier delivery). */
export const npStreetsSchema = z.strictObject({ settlementRef: npRef, query: z.string().trim().min(1).max(60) });
export const npRefreshSchema = z.strictObject({ part: z.enum(['settlements', 'branches', 'all']).default('all') });
export const upPostcodeSchema = z.strictObject({ postcode: z.string().regex(/^\d{5}$/) });
export const upCityOfficesSchema = z.strictObject({ cityId: z.string().regex(/^\d{1,12}$/), query: z.string().trim().max(60).default('') });

/** A Ukrposhta office as checkout offers it. */
export interface UpOfficeHit {
  id: string;
  postcode: string;
  name: string;
  address: string;
  city: string | null;
}

/** A town of Ukrposhta's classifier as checkout offers it. */
export interface UpCityHit {
  cityId: string;
  name: string;
  region: string;
  district: string;
  cityType: string;
  /** e.g. "Сокільники, Львівський р-н, Львівська обл." */
  display: string;
}

export type NpWarehouseKind = 'branch' | 'cargoBranch' | 'parcelLocker' | 'parcelShop';

/** A Nova Poshta settlement of checkout's type-ahead. */
export interface SettlementHit {
  settlementRef: string;
  cityRef: string;
  name: string;
  settlementType: string;
  area: string;
  region: string;
  display: string;
}

/** A Nova Poshta branch or locker of a settlement, as checkout offers it. */
export interface BranchHit {
  ref: string;
  number: string;
  kind: NpWarehouseKind;
  description: string;
  shortAddress: string;
  maxWeightKg: number | null;
  schedule: Record<string, string>;
  /** False when a parcel of the given weight is over the branch's limit. */
  fitsWeight: boolean;
}

/** A waybill's label, which the server fetches so that the carrier's key stays there. */
export interface WaybillLabel {
  fileName: string;
  contentType: 'application/pdf';
  /** The PDF, base64: the API speaks JSON, and a label is a few kilobytes. */
  base64: string;
}

/** A contact person of one of the shop's Nova Poshta senders. */
export interface NpContactOption {
  ref: string;
  name: string;
  phone: string;
}

/** One of the shop's Nova Poshta senders with its contact persons, for the settings form. */
export interface NpSenderOption {
  ref: string;
  name: string;
  contacts: NpContactOption[];
}

/** A delivery quote for checkout: where to, how, the cart's weight and sum, and whether it is paid on delivery. */
export const deliveryQuoteSchema = z.strictObject({
  cityRef: npRef,
  service: z.enum(['branch', 'locker', 'door']),
  weightKg: z.number().positive().max(1000),
  orderUah: z.number().min(0).max(10_000_000),
  cashOnDelivery: z.boolean(),
});

/** settings/deliveryOffer as the ADMIN saves it: free delivery from a sum, or none. */
export const deliveryOfferSchema = z.strictObject({ freeDeliveryFromUah: z.number().int().min(1).max(1_000_000).nullable() });
