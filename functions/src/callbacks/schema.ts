// The body of POST /api/sendcallbackrequest: zod checks the shape, the shared domain rules
// (domain/callback.ts, also used by the SPA's form) check the content.
import { z } from 'zod';
import {
  CALLBACK_NAME_MAX_LENGTH,
  CALLBACK_PHONE_MAX_LENGTH,
  callbackRequestProblem,
  type CallbackProblem,
} from '@domain/callback';
import type { MessageKey } from '../http/messages';

export const callbackRequestSchema = z.strictObject({
  // Missing name is an empty name; the spec requires only the phone.
  clientName: z.string().default(''),
  // A missing phone is answered like an empty one: CALLBACK_PHONE_REQUIRED, the kept key 'enterPhone'.
  clientPhone: z.string().default(''),
});

export type CallbackRequestBody = z.infer<typeof callbackRequestSchema>;

/** Stable error codes answered for each problem of the domain rules. */
export const CALLBACK_PROBLEM_CODES: Record<CallbackProblem, MessageKey> = {
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
