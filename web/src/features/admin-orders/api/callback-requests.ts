// Callback requests for the ADMIN (docs/api.md, "Callback requests"): the list, a page at a time
// after the last request shown (a request leaves the open list when done, so a cursor, not an
// offset), and marking one done.
import type { CallbackRequestView } from '@domain/api/callbacks';
import { infiniteQueryOptions, useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';
import { callbackRequestKeys } from '@/lib/query-keys';

interface CallbackPage {
  requests: CallbackRequestView[];
  hasMore: boolean;
}

async function getCallbackRequests(onlyOpen: boolean, startAfterId: string | null): Promise<CallbackPage> {
  const answer = await callApi('/api/getcallbackrequests', {
    onlyOpen,
    ...(startAfterId ? { startAfterId } : {}),
  });
  return { requests: answer.data, hasMore: answer.hasMore };
}

function getCallbackRequestsQueryOptions(onlyOpen: boolean) {
  return infiniteQueryOptions({
    queryKey: callbackRequestKeys.list(onlyOpen),
    queryFn: ({ pageParam }) => getCallbackRequests(onlyOpen, pageParam),
    initialPageParam: null as string | null,
    getNextPageParam: (last: CallbackPage) => (last.hasMore ? (last.requests.at(-1)?._id ?? undefined) : undefined),
    staleTime: 30 * 1000,
  });
}

export function useCallbackRequests(onlyOpen: boolean) {
  return useInfiniteQuery(getCallbackRequestsQueryOptions(onlyOpen));
}

export function useMarkCallbackDone() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (requestId: string) => callApi('/api/markcallbackdone', { requestId }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: callbackRequestKeys.root }),
  });
}
