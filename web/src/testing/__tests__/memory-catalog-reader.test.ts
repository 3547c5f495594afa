import { describe, expect, it } from 'vitest';
import { memoryCatalogReader } from '../memory-catalog-reader';

const reader = memoryCatalogReader({
  goods: {
    b: { category: 'yarn', discount: { hasDiscount: true }, popular: false, createdAt: new Date(2025, 0, 2) },
    a: { category: 'yarn', discount: { hasDiscount: false }, popular: true, createdAt: new Date(2025, 0, 3) },
    c: { category: 'hooks', popular: true, createdAt: new Date(2025, 0, 1) },
    d: { category: 'yarn' },
  },
});
const ids = async (answer: Promise<{ id: string }[]>) => (await answer).map((doc) => doc.id);

describe('memoryCatalogReader', () => {
  it('gets a document by id, a copy of its fields, and null for none', async () => {
    const doc = await reader.get('goods', 'c');
    expect(doc).toEqual({ id: 'c', data: { category: 'hooks', popular: true, createdAt: new Date(2025, 0, 1) } });
    doc!.data.category = 'changed';
    expect((await reader.get('goods', 'c'))!.data.category).toBe('hooks');
    expect(await reader.get('goods', 'none')).toBeNull();
    expect(await reader.get('nothing', 'c')).toBeNull();
  });

  it('lists a whole collection by id, and nothing of an unknown one', async () => {
    expect(await ids(reader.list('goods'))).toEqual(['a', 'b', 'c', 'd']);
    expect(await reader.list('nothing')).toEqual([]);
  });

  it('filters by equality on dotted paths, a missing field never equal', async () => {
    expect(await ids(reader.list('goods', { where: [{ field: 'category', value: 'yarn' }, { field: 'discount.hasDiscount', value: true }] }))).toEqual(['b']);
    expect(await ids(reader.list('goods', { where: [{ field: 'discount.hasDiscount', value: false }] }))).toEqual(['a']);
  });

  it('takes the documents of which any of anyOf holds, with the where filters too', async () => {
    const anyOf = [{ field: 'discount.hasDiscount', value: true }, { field: 'popular', value: true }];
    expect(await ids(reader.list('goods', { anyOf }))).toEqual(['a', 'b', 'c']);
    expect(await ids(reader.list('goods', { anyOf, where: [{ field: 'category', value: 'yarn' }] }))).toEqual(['a', 'b']);
  });

  it('takes documents by id, at most 30', async () => {
    expect(await ids(reader.list('goods', { ids: ['c', 'none', 'a'] }))).toEqual(['a', 'c']);
    await expect(reader.list('goods', { ids: Array.from({ length: 31 }, (_, i) => `g${i}`) })).rejects.toThrow('at most 30');
  });

  it('orders without the documents that lack the field, and limits', async () => {
    const orderBy = { field: 'createdAt', direction: 'desc' } as const;
    expect(await ids(reader.list('goods', { orderBy }))).toEqual(['a', 'b', 'c']);
    expect(await ids(reader.list('goods', { orderBy: { ...orderBy, direction: 'asc' }, limit: 2 }))).toEqual(['c', 'b']);
    expect(await ids(reader.list('goods', { limit: 1 }))).toEqual(['a']);
  });
});
