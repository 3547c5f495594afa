// Nova Poshta's directory as the functions serve it from their copy: the settlement and branch
// type-ahead of checkout and of the ADMIN's sender settings. Queries wait until the typing
// pauses, so a word typed is one call.
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { BranchHit, NpWarehouseKind, SettlementHit } from '@domain/api/delivery';
import { callApi } from '@/lib/api-client';
import { carrierKeys } from '@/lib/query-keys';
import { usePaused } from './use-paused';

/** The functions' own answer types (domain/api/delivery.ts), under the names the forms use. */
export type NpSettlementOption = SettlementHit;
export type NpBranchKind = NpWarehouseKind;
export type NpBranchOption = BranchHit;

/** How a chosen branch reads in its field: number and short address. */
export const branchLabel = (branch: NpBranchOption) => `№${branch.number}: ${branch.shortAddress}`;

export function useNpSettlements(text: string, enabled: boolean) {
  const query = usePaused(text.trim());
  return useQuery({
    queryKey: carrierKeys.npSettlements(query),
    queryFn: () => callApi('/api/searchnpsettlements', { query }).then((a) => a.settlements),
    enabled: enabled && query.length >= 2,
    staleTime: 10 * 60_000,
    placeholderData: keepPreviousData,
  });
}

export function useNpBranches(settlementRef: string | null, text: string, weightKg: number, enabled: boolean) {
  const query = usePaused(text.trim());
  return useQuery({
    queryKey: carrierKeys.npBranches(settlementRef, query, weightKg),
    queryFn: () =>
      callApi('/api/getnpbranches', { settlementRef: settlementRef ?? '', query, weightKg }).then((a) => a.branches),
    enabled: enabled && settlementRef !== null,
    staleTime: 10 * 60_000,
    placeholderData: keepPreviousData,
  });
}
