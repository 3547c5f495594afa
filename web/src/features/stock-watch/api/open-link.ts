// The mailed links of the back-in-stock subscriptions, opened by their pages. A query rather than a
// mutation: the cache keeps a second render (strict mode, a remount) from sending it again, and
// both calls change nothing the second time anyway.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';

export type LinkAction = 'confirm' | 'unsubscribe';

const PATHS = { confirm: '/api/confirmstockwatch', unsubscribe: '/api/unsubscribestockwatch' } as const;

const openLinkQueryOptions = (action: LinkAction, mailbox: string, token: string) =>
  queryOptions({
    queryKey: ['stockWatchLink', action, mailbox, token] as const,
    queryFn: () => callApi(PATHS[action], { mailbox, token }),
    retry: false,
    staleTime: Infinity,
    gcTime: Infinity,
    refetchOnWindowFocus: false,
  });

export function useOpenLink(action: LinkAction, mailbox: string, token: string) {
  return useQuery(openLinkQueryOptions(action, mailbox, token));
}
