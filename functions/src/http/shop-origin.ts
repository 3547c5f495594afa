// Where a mailed link or a site-map address points: the shop's own origin, never the caller's text.
import { config } from '../config';

/**
 * The shop origin the request came from, when it is one of ours; otherwise the configured one.
 * Never an arbitrary Origin: a link in a mail must not lead anywhere else.
 */
export function shopOriginOf(header: (name: string) => string | undefined): string {
  const allowed = new Set([config.shopOrigin, ...config.extraShopOrigins]);
  const forwardedHost = header('x-forwarded-host')?.split(',')[0]?.trim();
  const forwardedProto = header('x-forwarded-proto')?.split(',')[0]?.trim() ?? 'https';
  const candidates = [header('origin'), forwardedHost ? `${forwardedProto}://${forwardedHost}` : undefined];
  return candidates.find((origin): origin is string => Boolean(origin && allowed.has(origin))) ?? config.shopOrigin;
}
