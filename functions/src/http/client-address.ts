// The address a request came from, for throttles and rate limits. One place, so that every limit
// trusts the same entry of X-Forwarded-For. Google's front end appends to that header and keeps
// whatever the client wrote in front, so only an entry counted from the right can be trusted:
// docs/security.md ("The client's address") says which one, and why.
import { isIP, isIPv6 } from 'node:net';
import type { Request } from 'express';

/**
 * How many X-Forwarded-For entries, counted from the right, Google appends up to and including
 * the client's own address: 2 behind Firebase Hosting (the client, then the Hosting proxy that
 * called the function). The tests play Google's part the same way.
 */
export const FORWARDED_HOPS = hopsFrom(process.env.CLIENT_ADDRESS_HOPS);

function hopsFrom(value: string | undefined): number {
  const hops = Number(value ?? 2);
  return Number.isInteger(hops) && hops >= 1 && hops <= 10 ? hops : 2;
}

/**
 * The client's address: the entry that Google's front end appended for it, else the socket's.
 * An IPv6 address stands for its /64, which one home or phone gets whole.
 */
export function clientAddress(req: Request): string {
  const entries = (req.get('x-forwarded-for') ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  // Fewer entries than hops: the client sent none and only the front end wrote, so the first is its.
  const chosen = entries.length >= FORWARDED_HOPS ? entries[entries.length - FORWARDED_HOPS] : entries[0];
  return addressForLimits(chosen ?? req.ip ?? 'unknown');
}

/** A plain IPv4 address, an IPv6 /64 prefix, or (not an address at all) the text, bounded. */
export function addressForLimits(address: string): string {
  const text = address.trim().toLowerCase().replace(/^\[|\]$/g, '');
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/.exec(text)?.[1];
  if (mapped && isIP(mapped) === 4) return mapped;
  if (!isIPv6(text)) return text.slice(0, 64);
  return `${expandIPv6(text).slice(0, 4).join(':')}::/64`;
}

/** The eight groups of an IPv6 address, '::' filled in; an embedded IPv4 tail counts as two. */
function expandIPv6(address: string): string[] {
  const groups = (part: string) => (part ? part.split(':') : []).flatMap((g) => (g.includes('.') ? ipv4AsGroups(g) : [g]));
  const [head = '', tail] = address.split('::');
  const left = groups(head);
  const right = tail === undefined ? [] : groups(tail);
  const zeros = Array<string>(8 - left.length - right.length).fill('0');
  return [...left, ...zeros, ...right].map((g) => g.replace(/^0+(?=.)/, ''));
}

function ipv4AsGroups(ipv4: string): string[] {
  const [a = 0, b = 0, c = 0, d = 0] = ipv4.split('.').map(Number);
  return [((a << 8) | b).toString(16), ((c << 8) | d).toString(16)];
}
