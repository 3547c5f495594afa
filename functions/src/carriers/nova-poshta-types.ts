// The shop's own view of Nova Poshta's directory, waybills and parcels. Nothing outside
// functions/src/carriers sees the carrier's field names.
import type { NpWarehouseKind } from '@domain/api/delivery';

export const NP_WAREHOUSE_TYPES = {
  branch: '841339c7-591a-42e2-8233-7a0a00f0ed6f',
  cargoBranch: '9a68df70-0267-42a8-bb5c-37f427e36ee4',
  parcelLocker: 'f9316480-5f2d-425d-bc2c-ac7cd29decf0',
  privatBankLocker: '95dc212d-479c-4ffb-a8ab-8c1b9073d0bc',
  parcelShop: '6f8c7162-4b72-4b0a-88e5-906948c6a92f',
} as const;

export type { NpWarehouseKind };

/** One hit of the settlement type-ahead: what to show and the refs a card keeps. */
export interface NpSettlementHit {
  settlementRef: string;
  /** The city ref branches and waybills use (`DeliveryCity`). */
  cityRef: string;
  name: string;
  /** e.g. "м. Дніпро, Дніпропетровська обл." */
  display: string;
  settlementType: string;
  area: string;
  region: string;
  branchCount: number;
}

/** A street of a settlement's directory (`searchSettlementStreets`). */
export interface NpStreet {
  settlementRef: string;
  streetRef: string;
  /** e.g. "Хрещатик". */
  name: string;
  /** e.g. "вул.". */
  type: string;
  /** e.g. "вул. Хрещатик". */
  display: string;
}

/** One settlement of the monthly directory download. */
export interface NpSettlement {
  settlementRef: string;
  name: string;
  settlementType: string;
  area: string;
  region: string;
  hasBranches: boolean;
}

export interface NpWaybill {
  ref: string;
  /** The 14-digit number the customer tracks. */
  trackingNumber: string;
  deliveryCostUah: number | null;
  estimatedDeliveryDate: string | null;
}

/** What a parcel's status means for the order. */
export type NpParcelPhase = 'awaitingHandover' | 'notFound' | 'onTheWay' | 'atBranch' | 'received' | 'refused' | 'returning' | 'other';

export interface NpParcelStatus {
  trackingNumber: string;
  statusCode: number;
  /** The carrier's own text, in Ukrainian. */
  statusText: string;
  phase: NpParcelPhase;
  /** The latest date the carrier gives (received, else scheduled), as it writes it. */
  date: string | null;
  /** DateFirstDayStorage: the first day the branch charges for keeping the parcel, or null. */
  paidStorageFrom: string | null;
}

/** Status codes as published (a partial table: anything else is 'other' and changes nothing). */
export function parcelPhase(statusCode: number): NpParcelPhase {
  if (statusCode === 1) return 'awaitingHandover';
  if (statusCode === 3) return 'notFound';
  if (statusCode >= 4 && statusCode <= 6) return 'onTheWay';
  if (statusCode === 7 || statusCode === 8) return 'atBranch';
  if (statusCode >= 9 && statusCode <= 11) return 'received';
  if (statusCode === 102 || statusCode === 103) return 'refused';
  if (statusCode >= 104 && statusCode <= 106) return 'returning';
  return 'other';
}
