// The audit log for the ADMIN (docs/api.md, "Audit log"): a page at a time after the last entry
// shown, newest first, under the filters of the page's address.
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { AuditLogInput, AuditLogPage } from '@domain/api/audit-log';
import { callApi } from '@/lib/api-client';
import { auditLogKeys } from '@/lib/query-keys';

export type AuditFilters = Omit<AuditLogInput, 'startAfterId'>;

function auditLogQueryOptions(filters: AuditFilters) {
  return infiniteQueryOptions({
    queryKey: auditLogKeys.list(filters),
    queryFn: ({ pageParam }) => callApi('/api/getauditlog', { ...filters, ...(pageParam ? { startAfterId: pageParam } : {}) }),
    initialPageParam: null as string | null,
    getNextPageParam: (last: AuditLogPage) => (last.hasMore ? (last.entries.at(-1)?._id ?? undefined) : undefined),
    staleTime: 30 * 1000,
  });
}

export function useAuditLog(filters: AuditFilters) {
  return useInfiniteQuery(auditLogQueryOptions(filters));
}
