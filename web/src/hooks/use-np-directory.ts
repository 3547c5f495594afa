// Nova Poshta's directory as the functions serve it from their copy: the settlement and branch
// type-ahead of checkout and of the ADMIN's sender settings, and a settlement's streets for the courier.
import type { BranchHit, SettlementHit } from '@domain/api/delivery';
import type { StreetHit } from '@domain/door-delivery';
import { callApi } from '@/lib/api-client';
import { carrierKeys } from '@/lib/query-keys';
import { useDirectoryLookup } from './use-directory-lookup';

/** The functions' own answer types (domain/api/delivery.ts), under the names the forms use. */
export type NpSettlementOption = SettlementHit;
export type NpBranchOption = BranchHit;
export type NpStreetOption = StreetHit;

/** How a chosen branch reads in its field: number and short address. */
export const branchLabel = (branch: NpBranchOption) => `№${branch.number}: ${branch.shortAddress}`;

export function useNpSettlements(text: string, enabled: boolean) {
  return useDirectoryLookup(text, {
    key: carrierKeys.npSettlements,
    read: (query) => callApi('/api/searchnpsettlements', { query }).then((a) => a.settlements),
    asks: (query) => enabled && query.length >= 2,
  });
}

export function useNpBranches(settlementRef: string | null, text: string, weightKg: number, enabled: boolean) {
  return useDirectoryLookup(text, {
    key: (query) => carrierKeys.npBranches(settlementRef, query, weightKg),
    read: (query) => callApi('/api/getnpbranches', { settlementRef: settlementRef ?? '', query, weightKg }).then((a) => a.branches),
    asks: () => enabled && settlementRef !== null,
  });
}

/** A settlement's streets for the courier, from the first letter typed. */
export function useNpStreets(settlementRef: string | null, text: string, enabled: boolean) {
  return useDirectoryLookup(text, {
    key: (query) => carrierKeys.npStreets(settlementRef, query),
    read: (query) => callApi('/api/getnpstreets', { settlementRef: settlementRef ?? '', query }).then((a) => a.streets),
    asks: (query) => enabled && settlementRef !== null && query.length >= 1,
  });
}
