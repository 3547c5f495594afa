import { useMutation } from '@tanstack/react-query';
import type { ApiInput } from '@domain/api/contract';
import { callApi } from '@/lib/api-client';

/** POST /api/watchstock (docs/api.md, "Back in stock"); a signed-in shopper's token goes with it. */
export function useWatchStock() {
  return useMutation({ mutationFn: (input: ApiInput<'/api/watchstock'>) => callApi('/api/watchstock', input) });
}
