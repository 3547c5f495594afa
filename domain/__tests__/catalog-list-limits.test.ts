import { describe, expect, it, vi } from 'vitest';
import type { CatalogReader } from '../catalog-reader';
import { LIST_LIMITS, withListLimits } from '../catalog-list-limits';

describe('withListLimits', () => {
  it('gives every list the limit the rules require: its own, as many as its ids, or its collection’s most', async () => {
    const inner: CatalogReader = { get: vi.fn(async () => null), list: vi.fn(async () => []) };
    const reader = withListLimits(inner);
    await reader.list('goods', { where: [{ field: 'category', value: 'wool' }] });
    await reader.list('goods', { ids: ['a', 'b', 'c'] });
    await reader.list('goods', { limit: 12 });
    await reader.list('searchIndex');
    expect(vi.mocked(inner.list).mock.calls).toEqual([
      ['goods', { where: [{ field: 'category', value: 'wool' }], limit: LIST_LIMITS.goods }],
      ['goods', { ids: ['a', 'b', 'c'], limit: 3 }],
      ['goods', { limit: 12 }],
      ['searchIndex', { limit: LIST_LIMITS.searchIndex }],
    ]);
    await reader.get('goods', 'a');
    expect(inner.get).toHaveBeenCalledWith('goods', 'a');
  });
});
