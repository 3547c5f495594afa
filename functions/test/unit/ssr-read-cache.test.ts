import { describe, expect, it } from 'vitest';
import type { CatalogReader } from '@domain/catalog-reader';
import { cachedCatalogReader } from '../../src/model/cached-catalog-reader';

function countingReader(fail = () => false) {
  const calls: string[] = [];
  const reader: CatalogReader = {
    async get(collection, id) {
      calls.push(`get ${collection}/${id}`);
      if (fail()) throw new Error('unavailable');
      return { id, data: { collection } };
    },
    async list(collection, query) {
      calls.push(`list ${collection} ${JSON.stringify(query ?? {})}`);
      if (fail()) throw new Error('unavailable');
      return [{ id: 'a', data: {} }, { id: 'b', data: {} }];
    },
  };
  return { reader, calls };
}

describe('cachedCatalogReader', () => {
  it('reads once within the time, and again after it', async () => {
    let clock = 0;
    const { reader, calls } = countingReader();
    const cached = cachedCatalogReader(reader, { ttlMs: 30_000, maxEntries: 10, now: () => clock });
    await cached.list('goods', { where: [{ field: 'category', value: 'wool' }], limit: 5 });
    await cached.list('goods', { limit: 5, where: [{ field: 'category', value: 'wool' }] });
    await cached.get('goods', 'a');
    await cached.get('goods', 'a');
    expect(calls).toHaveLength(2);
    clock = 30_000;
    await cached.get('goods', 'a');
    expect(calls).toHaveLength(3);
  });

  it('tells different reads apart', async () => {
    const { reader, calls } = countingReader();
    const cached = cachedCatalogReader(reader, { ttlMs: 30_000, maxEntries: 10 });
    await cached.list('goods', { limit: 5 });
    await cached.list('goods', { limit: 6 });
    await cached.list('catalogs', { limit: 5 });
    await cached.get('goods', 'b');
    expect(calls).toHaveLength(4);
  });

  it('shares one read among concurrent callers, each getting its own array', async () => {
    const { reader, calls } = countingReader();
    const cached = cachedCatalogReader(reader, { ttlMs: 30_000, maxEntries: 10 });
    const [first, second] = await Promise.all([cached.list('goods'), cached.list('goods')]);
    expect(calls).toHaveLength(1);
    first.reverse();
    expect(second.map((d) => d.id)).toEqual(['a', 'b']);
    expect((await cached.list('goods')).map((d) => d.id)).toEqual(['a', 'b']);
  });

  it('keeps at most maxEntries reads, dropping the least recently used', async () => {
    const { reader, calls } = countingReader();
    const cached = cachedCatalogReader(reader, { ttlMs: 30_000, maxEntries: 2 });
    await cached.get('goods', '1');
    await cached.get('goods', '2');
    await cached.get('goods', '1'); // 1 is now the most recent
    await cached.get('goods', '3'); // drops 2
    await cached.get('goods', '1');
    expect(calls).toEqual(['get goods/1', 'get goods/2', 'get goods/3']);
    await cached.get('goods', '2');
    expect(calls).toHaveLength(4);
  });

  it('does not keep a failed read', async () => {
    let failing = true;
    const { reader, calls } = countingReader(() => failing);
    const cached = cachedCatalogReader(reader, { ttlMs: 30_000, maxEntries: 10 });
    await expect(cached.get('goods', 'a')).rejects.toThrow('unavailable');
    failing = false;
    await expect(cached.get('goods', 'a')).resolves.toEqual({ id: 'a', data: { collection: 'goods' } });
    expect(calls).toHaveLength(2);
  });
});
