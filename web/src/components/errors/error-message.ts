import { isRouteErrorResponse } from 'react-router-dom';

/** A message a person can read for a thrown value, or null when it carries none. */
export function readableErrorMessage(error: unknown): string | null {
  if (isRouteErrorResponse(error)) return `${error.status} ${error.statusText}`.trim();
  if (error instanceof Error && error.message.trim() !== '') return error.message;
  if (typeof error === 'string' && error.trim() !== '') return error;
  return null;
}
