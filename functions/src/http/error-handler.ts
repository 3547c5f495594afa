import type { ErrorRequestHandler } from 'express';
import { logger } from 'firebase-functions';
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

export const errorHandler: ErrorRequestHandler = (error: unknown, req, res, next) => {
  if (res.headersSent) {
    next(error);
    return;
  }
  const apiError = error instanceof ApiError ? error : fromBodyParser(error as BodyParserError);
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
