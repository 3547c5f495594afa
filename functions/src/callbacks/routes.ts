import { Router } from 'express';
import { FieldValue } from 'firebase-admin/firestore';
import { normalizeCallbackPhone } from '@domain/callback';
import { db } from '../admin';
import { ApiError } from '../http/api-error';
import { asyncRoute } from '../http/async-route';
import { enforceRateLimits } from '../http/rate-limit';
import { callbackChecks } from '../http/rate-limit-rules';
import { parseBody } from '../http/validate';
import { COLLECTIONS, type CallbackRequestDoc } from '../model/types';
import { callbackProblemCode, callbackRequestSchema } from './schema';

/** POST /api/sendcallbackrequest (docs/api.md): anyone may ask the shop to call them back. */
export function callbacksRouter(): Router {
  const router = Router();
  router.post(
    '/api/sendcallbackrequest',
    asyncRoute(async (req, res) => {
      const body = parseBody(callbackRequestSchema, req.body);
      const code = callbackProblemCode(body);
      if (code) throw new ApiError(400, code);
      const clientPhone = normalizeCallbackPhone(body.clientPhone);
      await enforceRateLimits(res, callbackChecks(req, clientPhone));
      const doc: CallbackRequestDoc = {
        clientName: body.clientName.trim(),
        clientPhone,
        done: false,
        createdAt: FieldValue.serverTimestamp(),
      };
      await db.collection(COLLECTIONS.callbackRequests).add(doc);
      res.status(201).json({ ok: true });
    }),
  );
  return router;
}
