// Request bodies and answers of the callback requests (docs/api.md, "Callback requests"): the
// functions validate with these schemas and the SPA types its calls from them.
import { z } from 'zod';
import { documentId, pageCursor } from './ids';

/** POST /api/sendcallbackrequest: zod checks the shape, domain/callback.ts's rules the content. */
export const callbackRequestSchema = z.strictObject({
  // Missing name is an empty name; only the phone is required.
  clientName: z.string().default(''),
  // A missing phone is answered like an empty one: CALLBACK_PHONE_REQUIRED, the kept key 'enterPhone'.
  clientPhone: z.string().default(''),
});
export type CallbackRequestBody = z.infer<typeof callbackRequestSchema>;

/** Requests leave the open list when marked done, so pages go by cursor, not offset. */
export const callbackListSchema = z.strictObject({ onlyOpen: z.boolean().default(false), ...pageCursor });
export const markCallbackDoneSchema = z.strictObject({ requestId: documentId });

/** A request as the ADMIN's list answers it. */
export interface CallbackRequestView {
  _id: string;
  clientName: string;
  clientPhone: string;
  done: boolean;
  createdAt: string | null;
}
