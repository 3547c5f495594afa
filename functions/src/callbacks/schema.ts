// The content checks of POST /api/sendcallbackrequest's body (its shape is domain/api/callbacks.ts):
// the shared domain rules (domain/callback.ts, also used by the SPA's form) as stable error codes.
import type { CallbackRequestBody } from '@domain/api/callbacks';
import {
  CALLBACK_NAME_MAX_LENGTH,
  CALLBACK_PHONE_MAX_LENGTH,
  callbackRequestProblem,
  type CallbackProblem,
} from '@domain/callback';
import { normalizePhone } from '@domain/phone';
import type { MessageKey } from '../http/messages';

/** Stable error codes answered for each problem of the domain rules. */
const CALLBACK_PROBLEM_CODES: Record<CallbackProblem, MessageKey> = {
  enterPhone: 'CALLBACK_PHONE_REQUIRED',
  invalidName: 'CALLBACK_NAME_INVALID',
  invalidPhone: 'CALLBACK_PHONE_INVALID',
};

/** Trims what people type around the value, then applies the shared rules. */
export function callbackProblemCode(body: CallbackRequestBody): MessageKey | null {
  // Cheap length checks first, so a megabyte of text is refused before any regex runs over it.
  if (body.clientName.length > CALLBACK_NAME_MAX_LENGTH * 4) return CALLBACK_PROBLEM_CODES.invalidName;
  if (body.clientPhone.length > CALLBACK_PHONE_MAX_LENGTH * 4) return CALLBACK_PROBLEM_CODES.invalidPhone;
  const problem = callbackRequestProblem({ clientName: body.clientName.trim(), clientPhone: body.clientPhone.trim() });
  return problem ? CALLBACK_PROBLEM_CODES[problem] : null;
}

/** What is kept of an accepted request: the name trimmed, the phone in the one stored form of every phone (+380…). */
export function storedCallbackRequest(body: CallbackRequestBody): CallbackRequestBody {
  return { clientName: body.clientName.trim(), clientPhone: normalizePhone(body.clientPhone)! };
}
