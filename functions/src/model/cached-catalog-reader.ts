// The page function's reads, kept for a short time in the instance. Every rendered page reads the
// category tree, and addresses the CDN has not cached (another query string, a new language) each
// run a render: without this, a stranger sending random query strings makes every request pay
// for Firestore reads. Concurrent renders asking the same thing share one read. The freshness
// bound of rendered pages (README) counts this time.
import { getKey, listKey, type CatalogDocument, type CatalogReader } from '@domain/catalog-reader';

interface ReadCacheOptions {
  ttlMs: number;
  /** Distinct reads kept at most; the least recently used go first. */
  maxEntries: number;
  now?: () => number;
}

type Answer = CatalogDocument | null | CatalogDocument[];

export function cachedCatalogReader(reader: CatalogReader, { ttlMs, maxEntries, now = Date.now }: ReadCacheOptions): CatalogReader {
  const entries = new Map<string, { at: number; answer: Promise<Answer> }>();

  function cached(key: string, read: () => Promise<Answer>): Promise<Answer> {
    const hit = entries.get(key);
    entries.delete(key);
    if (hit && now() - hit.at < ttlMs) {
      entries.set(key, hit); // most recently used last
      return hit.answer;
    }
    const answer = read();
    entries.set(key, { at: now(), answer });
    // A failed read is not kept: the next render asks Firestore again.
    answer.catch(() => {
      if (entries.get(key)?.answer === answer) entries.delete(key);
    });
    for (const oldest of entries.keys()) {
      if (entries.size <= maxEntries) break;
      entries.delete(oldest);
    }
    return answer;
  }

  return {
    get: (collection, id) => cached(getKey(collection, id), () => reader.get(collection, id)) as Promise<CatalogDocument | null>,
    // A new array per caller, so one render sorting its answer cannot reorder another's.
    list: async (collection, query) => [...((await cached(listKey(collection, query), () => reader.list(collection, query))) as CatalogDocument[])],
  };
}
