// Nova Poshta's directory: the settlement search, the settlement list, the branches of a
// city and a settlement's streets. All are reads, retried on no answer; the shop keeps a copy and refreshes it on schedule.
import type { z } from 'zod';
import type { NovaPoshtaConfig } from './carrier-config';
import { callNovaPoshta } from './nova-poshta-envelope';
import { npSettlement, npSettlementSearch, npStreetSearch, npWarehouse } from './nova-poshta-schemas';
import type { NpBranch } from '../model/np-directory-docs';
import { NP_WAREHOUSE_TYPES, type NpSettlement, type NpSettlementHit, type NpStreet, type NpWarehouseKind } from './nova-poshta-types';

/** The carrier's own page cap for getSettlements; getWarehouses takes larger pages. */
const NP_SETTLEMENTS_PAGE_SIZE = 150;
const NP_WAREHOUSES_PAGE_SIZE = 500;

interface Page<T> {
  items: T[];
  totalCount: number;
}

export async function searchSettlements(config: NovaPoshtaConfig, query: string, limit = 20): Promise<NpSettlementHit[]> {
  const { data } = await callNovaPoshta(config, {
    modelName: 'Address',
    calledMethod: 'searchSettlements',
    methodProperties: { CityName: query, Limit: String(limit), Page: '1' },
    item: npSettlementSearch,
    idempotent: true,
  });
  return (data[0]?.Addresses ?? []).map((address) => ({
    settlementRef: address.Ref,
    cityRef: address.DeliveryCity,
    name: address.MainDescription,
    display: address.Present,
    settlementType: address.SettlementTypeCode,
    area: address.Area,
    region: address.Region,
    branchCount: address.Warehouses,
  }));
}

export async function getSettlementsPage(config: NovaPoshtaConfig, page: number): Promise<Page<NpSettlement>> {
  const { data, totalCount } = await callNovaPoshta(config, {
    modelName: 'Address',
    calledMethod: 'getSettlements',
    methodProperties: { Page: String(page), Limit: String(NP_SETTLEMENTS_PAGE_SIZE) },
    item: npSettlement,
    idempotent: true,
  });
  return {
    items: data.map((row) => ({
      settlementRef: row.Ref,
      name: row.Description,
      settlementType: row.SettlementTypeDescription,
      area: row.AreaDescription,
      region: row.RegionsDescription,
      hasBranches: row.Warehouse === '1',
    })),
    totalCount: totalCount ?? data.length,
  };
}

function warehouseKind(typeRef: string): NpWarehouseKind {
  if (typeRef === NP_WAREHOUSE_TYPES.cargoBranch) return 'cargoBranch';
  if (typeRef === NP_WAREHOUSE_TYPES.parcelLocker || typeRef === NP_WAREHOUSE_TYPES.privatBankLocker) return 'parcelLocker';
  if (typeRef === NP_WAREHOUSE_TYPES.parcelShop) return 'parcelShop';
  return 'branch';
}

/** A limit of 0 means the carrier sets none. */
const limit = (value: number) => (Number.isFinite(value) && value > 0 ? value : null);

function toBranch(row: z.infer<typeof npWarehouse>): NpBranch {
  const received = row.ReceivingLimitationsOnDimensions;
  const sides = received && [received.Width, received.Height, received.Length].map((side) => limit(side ?? 0));
  return {
    ref: row.Ref,
    number: row.Number,
    kind: warehouseKind(row.TypeOfWarehouse),
    description: row.Description,
    shortAddress: row.ShortAddress,
    cityRef: row.CityRef,
    cityName: row.CityDescription,
    settlementRef: row.SettlementRef,
    maxWeightKg: limit(row.PlaceMaxWeightAllowed) ?? limit(row.TotalMaxWeightAllowed),
    maxDimensionsCm:
      sides && sides.every((side) => side !== null) ? { width: sides[0]!, height: sides[1]!, length: sides[2]! } : null,
    schedule: row.Schedule,
    selectable: row.WarehouseStatus === 'Working' && row.DenyToSelect !== '1',
    status: row.WarehouseStatus,
  };
}

/**
 * One page of a city's branches, cargo branches and lockers (all of them, selectable or not);
 * a null city pages through the whole country, which the daily refresh does.
 */
async function getWarehousesPage(config: NovaPoshtaConfig, cityRef: string | null, page: number): Promise<Page<NpBranch>> {
  const { data, totalCount } = await callNovaPoshta(config, {
    modelName: 'Address',
    calledMethod: 'getWarehouses',
    methodProperties: { ...(cityRef ? { CityRef: cityRef } : {}), Page: String(page), Limit: String(NP_WAREHOUSES_PAGE_SIZE), Language: 'UA' },
    item: npWarehouse,
    idempotent: true,
  });
  return { items: data.map(toBranch), totalCount: totalCount ?? data.length };
}

/** Every page of a city's warehouses (null: every city), for the daily refresh. */
export async function getAllWarehouses(config: NovaPoshtaConfig, cityRef: string | null): Promise<NpBranch[]> {
  const all: NpBranch[] = [];
  for (let page = 1; ; page += 1) {
    const { items, totalCount } = await getWarehousesPage(config, cityRef, page);
    all.push(...items);
    if (items.length === 0 || all.length >= totalCount) return all;
  }
}

/** The carrier's page for a street search; a name's first letters rarely find more in one town. */
const NP_STREETS_LIMIT = 500;

/** A settlement's streets whose name holds the query, from the carrier's street directory (online). */
export async function searchSettlementStreets(config: NovaPoshtaConfig, settlementRef: string, query: string): Promise<NpStreet[]> {
  const { data } = await callNovaPoshta(config, {
    modelName: 'Address',
    calledMethod: 'searchSettlementStreets',
    methodProperties: { StreetName: query, SettlementRef: settlementRef, Limit: String(NP_STREETS_LIMIT) },
    item: npStreetSearch,
    idempotent: true,
  });
  return (data[0]?.Addresses ?? []).map((street) => ({
    settlementRef: street.SettlementRef,
    streetRef: street.SettlementStreetRef,
    name: street.SettlementStreetDescription,
    type: street.StreetsTypeDescription,
    display: street.Present,
  }));
}
