// Carrier quotes kept in the instance, so a busy checkout does not ask the carrier at every
// keystroke. A price lasts hours (tariffs change a few times a year; the date moves daily, so
// the key holds the day); a failure is kept a minute, so a carrier that is down is not hammered
// either. Callers arriving while a quote is asked share that one call. The map is bounded: past
// its size the oldest entry goes.

interface Kept<T> {
  at: number;
  ttlMs: number;
  answer: Promise<T>;
}

interface QuoteCacheOptions {
  okTtlMs: number;
  failedTtlMs: number;
  maxEntries: number;
  now?: () => number;
}

interface QuoteCache<T> {
  /** The kept answer for `key`, or `ask()`'s; `ask` runs only on a miss. `failed(answer)` marks an answer to keep briefly. */
  get(key: string, ask: () => Promise<T>, failed: (answer: T) => boolean): Promise<T>;
  /** True while `key` has a live answer (or one being asked): a call for it costs the carrier nothing. */
  has(key: string): boolean;
  size(): number;
}

export function quoteCache<T>({ okTtlMs, failedTtlMs, maxEntries, now = Date.now }: QuoteCacheOptions): QuoteCache<T> {
  const kept = new Map<string, Kept<T>>();
  const live = (key: string) => {
    const entry = kept.get(key);
    return entry && now() - entry.at < entry.ttlMs ? entry : null;
  };
  return {
    get(key, ask, failed) {
      const entry = live(key);
      if (entry) return entry.answer;
      kept.delete(key);
      const fresh: Kept<T> = { at: now(), ttlMs: okTtlMs, answer: ask() };
      kept.set(key, fresh);
      if (kept.size > maxEntries) kept.delete(kept.keys().next().value as string);
      fresh.answer.then(
        (answer) => {
          if (failed(answer)) fresh.ttlMs = failedTtlMs;
        },
        () => kept.get(key) === fresh && kept.delete(key),
      );
      return fresh.answer;
    },
    has: (key) => live(key) !== null,
    size: () => kept.size,
  };
}
