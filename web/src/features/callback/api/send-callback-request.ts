import { useMutation } from '@tanstack/react-query';
import type { CallbackRequestInput } from '@domain/callback';
import { callApi } from '@/lib/api-client';

/** POST /api/sendcallbackrequest (docs/api.md). */
function sendCallbackRequest(input: CallbackRequestInput): Promise<{ ok: true }> {
  return callApi('/api/sendcallbackrequest', { clientName: input.clientName, clientPhone: input.clientPhone });
}

export function useSendCallbackRequest() {
  return useMutation({ mutationFn: sendCallbackRequest });
}
