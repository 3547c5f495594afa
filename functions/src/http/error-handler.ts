import type { ErrorRequestHandler } from 'express';
import * as logger from 'firebase-functions/logger';
import { ApiError } from './api-error';
import { requestLanguage, translate } from './messages';

interface BodyParserError {
  type?: string;
  status?: number;
}

/** Turns body-parser failures into stable codes before the generic handling. */
function fromBodyParser(error: BodyParserError): ApiError | null {
  if (error.type === 'entity.parse.failed') return new ApiError(400, 'MALFORMED_JSON');
  if (error.type === 'entity.too.large') return new ApiError(413, 'PAYLOAD_TOO_LARGE');
  if (error.type === 'charset.unsupported' || error.type === 'encoding.unsupported') {
    return new ApiError(415, 'UNSUPPORTED_CONTENT_TYPE');
  }
  return null;
}

/**
 * Firestore's "try again" answers (gRPC ABORTED, DEADLINE_EXCEEDED, UNAVAILABLE, RESOURCE_EXHAUSTED):
 * a transaction that lost every retry to contention, or a backend that is busy. Nothing half-way
 * was written (a transaction commits whole or not at all), so the caller is told to retry, not
 * that the shop broke.
 */
const RETRYABLE_GRPC = new Set([4, 8, 10, 14]);
const BUSY_RETRY_AFTER_SECONDS = 2;

function fromFirestore(error: unknown): ApiError | null {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'number' && RETRYABLE_GRPC.has(code) ? new ApiError(503, 'SERVICE_BUSY', { retryAfterSeconds: BUSY_RETRY_AFTER_SECONDS }) : null;
}

export const errorHandler: ErrorRequestHandler = (error: unknown, req, res, next) => {
  if (res.headersSent) {
    next(error);
    return;
  }
  const apiError = error instanceof ApiError ? error : (fromBodyParser(error as BodyParserError) ?? fromFirestore(error));
  if (apiError) {
    // Refusals that say how long to wait (rate limits, the login throttle) say it in the header too.
    const wait = (apiError.details as { retryAfterSeconds?: unknown } | undefined)?.retryAfterSeconds;
    if (typeof wait === 'number' && wait > 0) res.set('Retry-After', String(wait));
    res.status(apiError.status).json({
      error: { code: apiError.code, message: translate(apiError.code, requestLanguage(req)), details: apiError.details },
    });
    return;
  }
  logger.error('Unexpected error', { path: req.path, error: error instanceof Error ? error.stack : String(error) });
  res.status(500).json({ error: { code: 'INTERNAL', message: translate('INTERNAL', requestLanguage(req)) } });
};
