import type { z } from 'zod';
import { ApiError } from './api-error';

/** Parses a request body with a zod schema; a mismatch is a 400 naming the fields at fault. */
export function parseBody<S extends z.ZodType>(schema: S, body: unknown): z.infer<S> {
  const result = schema.safeParse(body ?? {});
  if (!result.success) {
    const fields = result.error.issues.map((issue) => ({ path: issue.path.join('.'), problem: issue.code }));
    throw new ApiError(400, 'VALIDATION_FAILED', { fields });
  }
  return result.data;
}
