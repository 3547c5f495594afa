// The address a request came from, for throttles and rate limits. One place, so that every limit
// trusts the same entry of X-Forwarded-For. Google's front end appends to that header the address
// that connected to it and keeps whatever the client wrote in front, so only the right-most entry
// is always Google's. An entry to its left is trusted only while the one to its right is a proxy
// of ours (Hosting, Google's front end): a caller who skips Hosting and calls the function's own
// URL is then counted by the address it really connected from, whatever it wrote.
// docs/security.md ("The client's address") says why, with the sources.
import { BlockList, isIP, isIPv6 } from 'node:net';
import type { Request } from 'express';

/**
 * Google's front-end proxy ranges (the source of Google Cloud load balancers' proxies), unless
 * TRUSTED_PROXY_RANGES lists others: CIDR ranges, comma-separated. The tests play the proxy from
 * 35.191.0.0/16.
 */
const DEFAULT_TRUSTED_PROXY_RANGES = '35.191.0.0/16,130.211.0.0/22';

/** The ranges of the proxies whose entries are skipped; a range that cannot be read is left out. */
export function trustedProxies(ranges: string = process.env.TRUSTED_PROXY_RANGES ?? DEFAULT_TRUSTED_PROXY_RANGES): BlockList {
  const list = new BlockList();
  for (const range of ranges.split(',').map((r) => r.trim()).filter(Boolean)) {
    const [network = '', bits] = range.split('/');
    const family = isIP(network);
    const prefix = Number(bits ?? (family === 6 ? 128 : 32));
    if (family === 0 || !Number.isInteger(prefix)) continue;
    list.addSubnet(network, prefix, family === 6 ? 'ipv6' : 'ipv4');
  }
  return list;
}

const TRUSTED = trustedProxies();

function isTrustedProxy(entry: string, trusted: BlockList): boolean {
  const family = isIP(entry);
  return family !== 0 && trusted.check(entry, family === 6 ? 'ipv6' : 'ipv4');
}

/**
 * The client's address: walking X-Forwarded-For from the right, the first entry that is not one
 * of our proxies (else the left-most), else the socket's. An IPv6 address stands for its /64,
 * which one home or phone gets whole.
 */
export function clientAddress(req: Request, trusted: BlockList = TRUSTED): string {
  const entries = (req.get('x-forwarded-for') ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  let chosen = entries.length - 1;
  while (chosen > 0 && isTrustedProxy(entries[chosen]!, trusted)) chosen -= 1;
  return addressForLimits(entries[chosen] ?? req.ip ?? 'unknown');
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
