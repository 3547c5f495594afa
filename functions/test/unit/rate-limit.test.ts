// Pure parts of the rate limiter: fixed windows and their ids, and the mailbox an address names.
import { describe, expect, it } from 'vitest';
import { bucketsOf } from '../../src/http/rate-limit';
import { mailboxKey, RATE_RULES } from '../../src/http/rate-limit-rules';

describe('bucketsOf', () => {
  const rule = { name: 'test:phone', windows: [{ limit: 3, seconds: 3600 }, { limit: 10, seconds: 86_400 }] };

  it('gives one bucket per window, ending at the window boundary', () => {
    const at = Date.UTC(2026, 10, 24, 9, 30, 15);
    const [hour, day] = bucketsOf({ rule, key: '380671234567' }, at);
    expect(hour!.endsAtMs).toBe(Date.UTC(2026, 10, 24, 10));
    expect(day!.endsAtMs).toBe(Date.UTC(2026, 10, 25));
    expect(hour!.id).toMatch(/^[0-9a-f]{40}-3600-\d+$/);
  });

  it('keeps a key in the same bucket within a window, and names no key in the clear', () => {
    const at = Date.UTC(2026, 10, 24, 9, 0, 0);
    const first = bucketsOf({ rule, key: '380671234567' }, at)[0]!;
    expect(bucketsOf({ rule, key: '380671234567' }, at + 3_599_999)[0]!.id).toBe(first.id);
    expect(bucketsOf({ rule, key: '380671234567' }, at + 3_600_000)[0]!.id).not.toBe(first.id);
    expect(bucketsOf({ rule, key: '380671234568' }, at)[0]!.id).not.toBe(first.id);
    expect(first.id).not.toContain('380671234567');
  });

  it('separates rules that share a key', () => {
    const at = Date.now();
    const order = bucketsOf({ rule: RATE_RULES.orderPerPhone, key: '380671234567' }, at)[0]!.id;
    expect(bucketsOf({ rule: RATE_RULES.callbackPerPhone, key: '380671234567' }, at)[0]!.id).not.toBe(order);
  });
});

describe('mailboxKey', () => {
  it.each([
    ['Olena@Example.com', 'olena@example.com'],
    ['olena+shop@example.com', 'olena@example.com'],
    [' o.lena+1@Gmail.com ', 'olena@gmail.com'],
    ['o.lena@googlemail.com', 'olena@googlemail.com'],
    ['o.lena@ukr.net', 'o.lena@ukr.net'],
  ])('%s is the mailbox %s', (email, mailbox) => {
    expect(mailboxKey(email)).toBe(mailbox);
  });
});
