// The instance's kept carrier quotes: hours for a price, a minute for a failure, one call shared
// by callers arriving together, and no more entries than its bound.
import { describe, expect, it, vi } from 'vitest';
import { quoteCache } from '../../src/delivery/quote-cache';

const HOUR = 3_600_000;
const clock = () => {
  let t = 0;
  return { now: () => t, pass: (ms: number) => void (t += ms) };
};
const failed = (answer: number | null) => answer === null;

describe('kept delivery quotes', () => {
  it('asks once for callers arriving together and keeps a price for hours', async () => {
    const time = clock();
    const cache = quoteCache<number | null>({ okTtlMs: 6 * HOUR, failedTtlMs: 60_000, maxEntries: 10, now: time.now });
    const ask = vi.fn(async () => 80);
    expect(await Promise.all([cache.get('k', ask, failed), cache.get('k', ask, failed)])).toEqual([80, 80]);
    time.pass(5 * HOUR);
    expect(cache.has('k')).toBe(true);
    await cache.get('k', ask, failed);
    expect(ask).toHaveBeenCalledTimes(1);
    time.pass(2 * HOUR);
    expect(cache.has('k')).toBe(false);
    await cache.get('k', ask, failed);
    expect(ask).toHaveBeenCalledTimes(2);
  });

  it('keeps a failed answer a minute only, and forgets a thrown one at once', async () => {
    const time = clock();
    const cache = quoteCache<number | null>({ okTtlMs: 6 * HOUR, failedTtlMs: 60_000, maxEntries: 10, now: time.now });
    await cache.get('k', async () => null, failed);
    time.pass(30_000);
    expect(cache.has('k')).toBe(true);
    time.pass(31_000);
    expect(cache.has('k')).toBe(false);
    await expect(cache.get('t', () => Promise.reject(new Error('down')), failed)).rejects.toThrow('down');
    expect(cache.has('t')).toBe(false);
  });

  it('drops the oldest entry past its bound', async () => {
    const cache = quoteCache<number | null>({ okTtlMs: HOUR, failedTtlMs: 1, maxEntries: 2 });
    for (const key of ['a', 'b', 'c']) await cache.get(key, async () => 1, failed);
    expect(cache.size()).toBe(2);
    expect([cache.has('a'), cache.has('b'), cache.has('c')]).toEqual([false, true, true]);
  });
});
