import { describe, expect, it } from 'vitest';
import type { CatalogDocument, CatalogReader } from '@domain/catalog-reader.ts';
import { listKey } from '@domain/catalog-reader.ts';
import { recordingReader, replayingReader } from '../recording-reader.ts';

const yarn: CatalogDocument = { id: 'ya-1001', data: { title: { ua: 'Пряжа', en: 'Yarn' }, price: 120 } };

function countingReader(): { reader: CatalogReader; calls: string[] } {
  const calls: string[] = [];
  return {
    calls,
    reader: {
      async get(collection, id) {
        calls.push(`get ${collection}/${id}`);
        return collection === 'goods' && id === yarn.id ? yarn : null;
      },
      async list(collection) {
        calls.push(`list ${collection}`);
        return collection === 'goods' ? [yarn] : [];
      },
    },
  };
}

describe('recording and replaying readers', () => {
  it('records every answer, a missing document too, and replays them without asking the source', async () => {
    const source = countingReader();
    const { reader, recording } = recordingReader(source.reader);
    expect(await reader.get('goods', yarn.id)).toBe(yarn);
    expect(await reader.get('goods', 'gone')).toBeNull();
    expect(await reader.list('goods', { where: [{ field: 'category', value: 'yarn' }], orderBy: { field: 'createdAt', direction: 'desc' } })).toEqual([yarn]);
    expect(source.calls).toHaveLength(3);

    const replay = replayingReader(recording);
    expect(await replay.get('goods', yarn.id)).toBe(yarn);
    expect(await replay.get('goods', 'gone')).toBeNull();
    // The same query with its keys in another order finds the recorded answer.
    expect(await replay.list('goods', { orderBy: { direction: 'desc', field: 'createdAt' }, where: [{ value: 'yarn', field: 'category' }] })).toEqual([yarn]);
    expect(source.calls).toHaveLength(3);
  });

  it('fails a read that was not recorded, rather than answer nothing', async () => {
    const { reader, recording } = recordingReader(countingReader().reader);
    await reader.list('goods', { where: [{ field: 'category', value: 'yarn' }] });
    const replay = replayingReader(recording);
    await expect(replay.list('goods', { where: [{ field: 'category', value: 'hooks' }] })).rejects.toThrow(/no recorded answer/);
    await expect(replay.get('goods', yarn.id)).rejects.toThrow(/no recorded answer/);
    await expect(replay.list('goods', { where: [{ field: 'category', value: 'yarn' }], limit: 4 })).rejects.toThrow(/no recorded answer/);
  });

  it('hands out a new array each time, so a caller cannot change the next answer', async () => {
    const { reader, recording } = recordingReader(countingReader().reader);
    await reader.list('goods');
    const replay = replayingReader(recording);
    const first = await replay.list('goods');
    first.pop();
    expect(await replay.list('goods')).toEqual([yarn]);
    expect(listKey('goods')).toBe(listKey('goods', {}));
  });
});
