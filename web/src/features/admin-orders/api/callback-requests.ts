// Callback requests for the ADMIN (docs/api.md, "Callback requests"): the list and marking done.
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { isRecord, readArray, readOptionalString, readString } from '@/utils/document-fields';

export interface CallbackRequest {
  _id: string;
  clientName: string;
  clientPhone: string;
  done: boolean;
  createdAt: string | null;
}

const ROOT = 'callbackRequests';

function toRequest(value: unknown): CallbackRequest {
  const data = isRecord(value) ? value : {};
  return {
    _id: readString(data._id),
    clientName: readString(data.clientName),
    clientPhone: readString(data.clientPhone),
    done: data.done === true,
    createdAt: readOptionalString(data.createdAt),
  };
}

export async function getCallbackRequests(onlyOpen: boolean): Promise<CallbackRequest[]> {
  const answer = await apiRequest<{ data: unknown }>('/api/getcallbackrequests', { onlyOpen });
  return readArray(answer.data).map(toRequest);
}

export function getCallbackRequestsQueryOptions(onlyOpen: boolean) {
  return queryOptions({
    queryKey: [ROOT, { onlyOpen }],
    queryFn: () => getCallbackRequests(onlyOpen),
    staleTime: 30 * 1000,
  });
}

export function useCallbackRequests(onlyOpen: boolean) {
  return useQuery(getCallbackRequestsQueryOptions(onlyOpen));
}

export function useMarkCallbackDone() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (requestId: string) => apiRequest('/api/markcallbackdone', { requestId }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: [ROOT] }),
  });
}
