import { z } from 'zod';
import { ApiError } from './api-error';

/** Parses a request body with a zod schema; a mismatch is a 400 naming the fields at fault. */
export function parseBody<S extends z.ZodType>(schema: S, body: unknown): z.infer<S> {
  // The Functions runtime parses every body before the app sees it: text arrives as a string and
  // any other type (multipart included) as a Buffer, which zod would take for an object.
  if (typeof body === 'string' || Buffer.isBuffer(body)) throw new ApiError(415, 'UNSUPPORTED_CONTENT_TYPE');
  const result = schema.safeParse(body ?? {});
  if (!result.success) {
    const fields = result.error.issues.map((issue) => ({ path: issue.path.join('.'), problem: issue.code }));
    throw new ApiError(400, 'VALIDATION_FAILED', { fields });
  }
  return result.data;
}

/** For the calls whose payload is empty (docs/product.md, "Calls"): anything sent is refused, not ignored. */
export const EmptyBodySchema = z.strictObject({});

// Kept here too for the routes that import it beside parseBody.
export { isDocumentId } from '@domain/api/ids';
