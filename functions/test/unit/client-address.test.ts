// Which X-Forwarded-For entry the limits trust: the one Google's front end appended, never the
// client's own text in front of it.
import type { Request } from 'express';
import { describe, expect, it } from 'vitest';
import { addressForLimits, clientAddress, FORWARDED_HOPS } from '../../src/http/client-address';

const request = (forwardedFor?: string, ip?: string) =>
  ({ get: (name: string) => (name.toLowerCase() === 'x-forwarded-for' ? forwardedFor : undefined), ip }) as unknown as Request;

describe('clientAddress', () => {
  it('trusts the second entry from the right behind Hosting: the client, then the Hosting proxy', () => {
    expect(FORWARDED_HOPS).toBe(2);
    expect(clientAddress(request('203.0.113.7, 35.191.1.2'))).toBe('203.0.113.7');
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
