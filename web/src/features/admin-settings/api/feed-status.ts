// The product feeds' addresses and last builds, for the ADMIN's settings.
import { useQuery } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';
import { feedKeys } from '@/lib/query-keys';

export function useFeedStatus() {
  return useQuery({
    queryKey: feedKeys.status(),
    queryFn: () => callApi('/api/getfeedstatus', {}).then((answer) => answer.feeds),
  });
}
