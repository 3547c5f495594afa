import { describe, expect, it } from 'vitest';
import { filtersOf, searchOf } from '../audit-filters';

describe('the audit log filters in the address', () => {
  it('reads a person, a collection and a document id, trimmed', () => {
    expect(filtersOf(new URLSearchParams('person=%20anna@shop.test%20&collection=goods&docId=g1'))).toEqual({ person: 'anna@shop.test', collection: 'goods', docId: 'g1' });
  });

  it('leaves out an unknown collection, and a document id without its collection', () => {
    expect(filtersOf(new URLSearchParams('collection=users&docId=u1'))).toEqual({});
    expect(filtersOf(new URLSearchParams('docId=g1&person=boss'))).toEqual({ person: 'boss' });
  });

  it('writes the filters back as the same address', () => {
    const filters = { person: 'anna@shop.test', collection: 'goods' as const, docId: 'g 1' };
    expect(filtersOf(new URLSearchParams(searchOf(filters)))).toEqual(filters);
    expect(searchOf({})).toBe('');
  });
});
