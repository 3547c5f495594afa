// Callback requests (docs/api.md): anyone may ask the shop to call them back; the ADMIN lists
// them and marks one done (docs/api.md, "Callback requests").
import type { Router } from 'express';
import { callbackListSchema, callbackRequestSchema, markCallbackDoneSchema } from '@domain/api/callbacks';
import { ApiError } from '../http/api-error';
import { endpoint, routerOf } from '../http/endpoint';
import { enforceRateLimits } from '../http/rate-limit';
import { callbackChecks } from '../http/rate-limit-rules';
import { addCallbackRequest, listCallbackRequests, markCallbackDone } from './callback-requests';
import { callbackProblemCode, storedCallbackRequest } from './schema';

export function callbacksRouter(): Router {
  return routerOf([
    endpoint({
      path: '/api/sendcallbackrequest',
      access: 'public',
      schema: callbackRequestSchema,
      status: 201,
      handler: async (body, call) => {
        const code = callbackProblemCode(body);
        if (code) throw new ApiError(400, code);
        const { clientName, clientPhone } = storedCallbackRequest(body);
        await enforceRateLimits(callbackChecks(call.clientAddress(), clientPhone));
        await addCallbackRequest(clientName, clientPhone);
        return { ok: true } as const;
      },
    }),
    endpoint({ path: '/api/getcallbackrequests', access: 'admin', schema: callbackListSchema, handler: (page) => listCallbackRequests(page) }),
    endpoint({
      path: '/api/markcallbackdone',
      access: 'admin',
      schema: markCallbackDoneSchema,
      handler: async ({ requestId }, { caller }) => ({ data: await markCallbackDone(requestId, caller.uid) }),
    }),
  ]);
}
