// Nova Poshta's directory as the functions serve it from their copy: the settlement and branch
// type-ahead of checkout and of the ADMIN's sender settings.
import type { BranchHit, SettlementHit } from '@domain/api/delivery';
import { callApi } from '@/lib/api-client';
import { carrierKeys } from '@/lib/query-keys';
import { useDirectoryLookup } from './use-directory-lookup';

/** The functions' own answer types (domain/api/delivery.ts), under the names the forms use. */
export type NpSettlementOption = SettlementHit;
export type NpBranchOption = BranchHit;

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
