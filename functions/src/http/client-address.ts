// The address a request came from, for throttles and rate limits. One place, so that every limit
// trusts the same hop of X-Forwarded-For (see docs/security.md for which hop, and why).
import type { Request } from 'express';

/** The client's address: the first hop of x-forwarded-for, else the socket's. */
export function clientAddress(req: Request): string {
  const forwarded = req.get('x-forwarded-for')?.split(',')[0]?.trim();
  return forwarded || req.ip || 'unknown';
}
