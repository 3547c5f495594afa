import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';

/** POST /api/getstockwatchcounts: the colours most shoppers wait for, largest first (docs/api.md, "Back in stock"). */
const stockWatchCountsQueryOptions = () =>
  queryOptions({
    queryKey: ['admin', 'stockWatchCounts'] as const,
    queryFn: async () => (await callApi('/api/getstockwatchcounts', {})).data,
  });

export function useStockWatchCounts() {
  return useQuery(stockWatchCountsQueryOptions());
}
