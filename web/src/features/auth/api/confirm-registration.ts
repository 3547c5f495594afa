// Confirming the email from the mailed link. A query rather than a mutation: the token is used
// once, and the cache keeps a second render (React's strict mode, a remount) from sending it again.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { postConfirmRegistration } from './auth-calls';
import { authKeys } from '@/lib/query-keys';

const confirmRegistrationQueryOptions = (token: string) =>
  queryOptions({
    queryKey: authKeys.confirmRegistration(token),
    queryFn: () => postConfirmRegistration(token),
    retry: false,
    staleTime: Infinity,
    gcTime: Infinity,
    refetchOnWindowFocus: false,
  });

export function useConfirmRegistration(token: string) {
  return useQuery(confirmRegistrationQueryOptions(token));
}
