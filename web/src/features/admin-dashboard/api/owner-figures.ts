// The ADMIN's dashboard figures (POST /api/getownerfigures) and the recount of its summaries from
// every order (POST /api/rebuildownerfigures), after which every period is read again.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { DashboardPeriod } from '@domain/api/owner-figures';
import { callApi } from '@/lib/api-client';
import { ownerFiguresKeys } from '@/lib/query-keys';

export function useOwnerFigures(days: DashboardPeriod) {
  return useQuery({
    queryKey: ownerFiguresKeys.period(days),
    queryFn: () => callApi('/api/getownerfigures', { days }),
    placeholderData: (previous) => previous,
  });
}

export function useRebuildOwnerFigures() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => callApi('/api/rebuildownerfigures', {}),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ownerFiguresKeys.root }),
  });
}
