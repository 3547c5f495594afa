import { QueryClient, type DefaultOptions } from '@tanstack/react-query';

/** The catalogue changes a few times a day at most; minutes of staleness save repeated reads. */
const CATALOG_STALE_TIME = 5 * 60 * 1000;

const queryConfig = {
  queries: {
    staleTime: CATALOG_STALE_TIME,
    gcTime: 30 * 60 * 1000,
    retry: 1,
    refetchOnWindowFocus: false,
  },
} satisfies DefaultOptions;

/** The server renderer passes `retry: false`: a failed read there falls back to the shell at once. */
export function createQueryClient(overrides: { retry?: boolean } = {}): QueryClient {
  return new QueryClient({ defaultOptions: { queries: { ...queryConfig.queries, ...overrides } } });
}
