// Who is calling: the bearer token is a Firebase ID token (issue 4). ADMIN is the custom
// claim role == "ADMIN"; it is read from the verified token, never from the request body.
import type { NextFunction, Request, RequestHandler, Response } from 'express';
import { auth } from '../admin';
import { ApiError } from './api-error';

export interface Caller {
  uid: string;
  email: string | null;
  isAdmin: boolean;
}

declare module 'express-serve-static-core' {
  interface Request {
    caller?: Caller;
  }
}

function bearerToken(req: Request): string | null {
  const match = /^Bearer\s+(\S+)$/i.exec(req.headers.authorization ?? '');
  return match?.[1] ?? null;
}

async function verify(token: string): Promise<Caller> {
  try {
    const decoded = await auth.verifyIdToken(token, true);
    return { uid: decoded.uid, email: decoded.email ?? null, isAdmin: decoded.role === 'ADMIN' };
  } catch {
    // Expired, revoked, forged or malformed: the client refreshes once and retries (SPEC.md section 4).
    throw new ApiError(401, 'UNAUTHENTICATED');
  }
}

/** Attaches the caller when a token is sent; a bad token is still a 401, never silently a guest. */
export const optionalCaller: RequestHandler = (req: Request, _res: Response, next: NextFunction) => {
  const token = bearerToken(req);
  if (!token) return next();
  verify(token).then((caller) => {
    req.caller = caller;
    next();
  }, next);
};

export const requireCaller: RequestHandler = (req, res, next) => {
  if (!bearerToken(req)) return next(new ApiError(401, 'UNAUTHENTICATED'));
  optionalCaller(req, res, next);
};

export const requireAdmin: RequestHandler = (req, res, next) => {
  requireCaller(req, res, (error?: unknown) => {
    if (error) return next(error);
    if (!req.caller?.isAdmin) return next(new ApiError(403, 'FORBIDDEN'));
    next();
  });
};
