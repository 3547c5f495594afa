// Errors that become 4xx answers with a stable code. Anything else is a 500 that is logged.
import type { MessageKey } from './messages';

export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: MessageKey,
    readonly details?: unknown,
  ) {
    super(code);
    this.name = 'ApiError';
  }
}

export const notFound = () => new ApiError(404, 'NOT_FOUND');
