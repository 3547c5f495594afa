// Which X-Forwarded-For entry the limits trust: walking from the right, the first that is not one
// of our proxies; never the client's own text in front of it, whether it came through Hosting or
// straight to the function's own URL.
import type { Request } from 'express';
import { describe, expect, it } from 'vitest';
import { addressForLimits, clientAddress, trustedProxies } from '../../src/http/client-address';

const request = (forwardedFor?: string, ip?: string) =>
  ({ get: (name: string) => (name.toLowerCase() === 'x-forwarded-for' ? forwardedFor : undefined), ip }) as unknown as Request;

describe('clientAddress', () => {
  it('behind Hosting skips the proxy on the right and takes the client before it', () => {
    expect(clientAddress(request('203.0.113.7, 35.191.1.2'))).toBe('203.0.113.7');
    expect(clientAddress(request('203.0.113.7, 130.211.0.9'))).toBe('203.0.113.7');
  });

  it('called straight at the function, takes the address Google appended, not the one the caller wrote', () => {
    // Google's front end appends the address that connected to it: the caller's own.
    const caller = '192.0.2.50';
    const seen = new Set(Array.from({ length: 20 }, (_, i) => clientAddress(request(`198.51.100.${i}, ${caller}`))));
    expect([...seen]).toEqual([caller]);
    // Nor does naming one of our proxies help: the real entry still comes after it.
    expect(clientAddress(request(`198.51.100.1, 35.191.1.2, ${caller}`))).toBe(caller);
  });

  it('trusts the ranges TRUSTED_PROXY_RANGES lists, and skips any number of them', () => {
    const ranges = trustedProxies('192.0.2.0/24, 2001:db8:ffff::/48, not-a-range, 10.0.0.0/abc');
    expect(clientAddress(request('203.0.113.7, 192.0.2.9, 2001:db8:ffff::1'), ranges)).toBe('203.0.113.7');
    expect(clientAddress(request('203.0.113.7, 35.191.1.2'), ranges)).toBe('35.191.1.2');
    expect(clientAddress(request('10.0.0.1, 203.0.113.7'), ranges)).toBe('203.0.113.7');
  });

  it('takes the left-most entry when every entry is a proxy', () => {
    expect(clientAddress(request('35.191.3.3, 35.191.1.2'))).toBe('35.191.3.3');
  });

  it('ignores whatever the client wrote in front, however much', () => {
    const honest = clientAddress(request('203.0.113.7, 35.191.1.2'));
    expect(clientAddress(request('198.51.100.1, 203.0.113.7, 35.191.1.2'))).toBe(honest);
    expect(clientAddress(request('10.0.0.1, 127.0.0.1, 198.51.100.9 ,203.0.113.7,35.191.1.2'))).toBe(honest);
  });

  it('takes the only entry when the front end alone wrote one, else the socket, else "unknown"', () => {
    expect(clientAddress(request('203.0.113.7'))).toBe('203.0.113.7');
    expect(clientAddress(request(undefined, '192.0.2.4'))).toBe('192.0.2.4');
    expect(clientAddress(request(' , ', '::ffff:192.0.2.4'))).toBe('192.0.2.4');
    expect(clientAddress(request())).toBe('unknown');
  });

  it('counts an IPv6 client by its /64, so one home cannot pose as many clients', () => {
    const a = clientAddress(request('2001:db8:1:2:aaaa:bbbb:cccc:dddd, 35.191.1.2'));
    const b = clientAddress(request('2001:db8:1:2::9, 35.191.1.2'));
    expect(a).toBe('2001:db8:1:2::/64');
    expect(b).toBe(a);
    expect(clientAddress(request('2001:db8:1:3::9, 35.191.1.2'))).not.toBe(a);
  });
});

describe('addressForLimits', () => {
  it.each([
    ['192.0.2.1', '192.0.2.1'],
    ['::ffff:192.0.2.1', '192.0.2.1'],
    ['[2001:DB8::1]', '2001:db8:0:0::/64'],
    ['::1', '0:0:0:0::/64'],
    ['2001:db8:0:5:0:0:192.0.2.1', '2001:db8:0:5::/64'],
    ['fe80::1:2:3:4', 'fe80:0:0:0::/64'],
  ])('%s -> %s', (address, expected) => {
    expect(addressForLimits(address)).toBe(expected);
  });

  it('keeps a text that is no address, cut short', () => {
    expect(addressForLimits('unknown')).toBe('unknown');
    expect(addressForLimits('x'.repeat(1000))).toHaveLength(64);
  });
});
