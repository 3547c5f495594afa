import { describe, expect, it } from 'vitest';
import { makeGood } from '@/testing/good-fixtures';
import type { Good } from '@/types/good';
import { facetOptions } from '../facet-options';
import { applyFilters, hasActiveFilters, parseFilters, SEARCH_SORTS, writeFilters } from '../goods-filters';

const yarn = makeGood().yarn!;
const goods: Good[] = [
  makeGood({ id: 'a', price: 100, createdAt: 3, yarn: { ...yarn, brand: 'Drops', fibres: [{ fibre: 'merino', percent: 100 }], weightClass: 'fingering' } }),
  makeGood({ id: 'b', price: 200, createdAt: 2, popular: true, discount: { hasDiscount: true, amount: 60 }, yarn: { ...yarn, brand: 'Alize', colour: { ua: 'білий', en: 'White' } } }),
  makeGood({ id: 'c', price: 150, createdAt: 1, newGoodState: true, yarn: { ...yarn, brand: 'Drops' } }),
  makeGood({ id: 'd', price: 50, createdAt: 4, yarn: null }),
];
const ids = (list: Good[]) => list.map((good) => good.id);

describe('goods filters in the URL', () => {
  it('parses and writes the same state, keeping other params', () => {
    const params = new URLSearchParams('q=yarn&brand=Drops&brand=Alize&fibre=merino&weight=light&family=blue&colour=white&minPrice=50&maxPrice=150&sort=priceAsc');
    const filters = parseFilters(params);
    expect(filters).toEqual({ brands: ['Drops', 'Alize'], fibres: ['merino'], weights: ['light'], families: ['blue'], colours: ['white'], minPrice: 50, maxPrice: 150, sort: 'priceAsc' });
    expect(writeFilters(new URLSearchParams('q=yarn'), filters).toString()).toBe(params.toString());
    expect(hasActiveFilters(filters)).toBe(true);
  });

  it('reads a trade name of an older link as its weight class, and drops an unknown one', () => {
    expect(parseFilters(new URLSearchParams('weight=dk&weight=light&weight=fingering&weight=thick')).weights).toEqual(['light', 'superFine']);
  });

  it('ignores nonsense and leaves the default sort out of the URL', () => {
    const filters = parseFilters(new URLSearchParams('sort=cheapest&minPrice=abc&maxPrice=-3'));
    expect(filters).toMatchObject({ sort: 'newest', minPrice: null, maxPrice: null });
    expect(hasActiveFilters(filters)).toBe(false);
    expect(writeFilters(new URLSearchParams(), filters).toString()).toBe('');
  });
});

describe('search results sorted by best match', () => {
  it('reads no sort as best match, keeps it out of the URL and writes any other order', () => {
    const filters = parseFilters(new URLSearchParams('q=merino'), SEARCH_SORTS);
    expect(filters.sort).toBe('relevance');
    expect(writeFilters(new URLSearchParams('q=merino'), filters, SEARCH_SORTS).toString()).toBe('q=merino');
    expect(writeFilters(new URLSearchParams('q=merino'), { ...filters, sort: 'newest' }, SEARCH_SORTS).toString()).toBe('q=merino&sort=newest');
  });

  it('keeps the order the search found the goods in, filtered', () => {
    const found = [goods[2]!, goods[0]!, goods[3]!, goods[1]!];
    const filters = parseFilters(new URLSearchParams(), SEARCH_SORTS);
    expect(ids(applyFilters(found, filters))).toEqual(['c', 'a', 'd', 'b']);
    expect(ids(applyFilters(found, { ...filters, brands: ['Drops'] }))).toEqual(['c', 'a']);
  });

  it('is not offered to a catalogue listing: there it reads as newest', () => {
    expect(parseFilters(new URLSearchParams('sort=relevance')).sort).toBe('newest');
  });
});

describe('applyFilters', () => {
  const none = parseFilters(new URLSearchParams());
  it('keeps newest first by default', () => expect(ids(applyFilters(goods, none))).toEqual(['d', 'a', 'b', 'c']));
  it('filters by brand (any of), fibre, weight and colour', () => {
    expect(ids(applyFilters(goods, { ...none, brands: ['Drops', 'Alize'] }))).toEqual(['a', 'b', 'c']);
    expect(ids(applyFilters(goods, { ...none, fibres: ['merino'], brands: ['Drops'] }))).toEqual(['a', 'c']);
    expect(ids(applyFilters(goods, { ...none, weights: ['superFine'] }))).toEqual(['a']);
    expect(ids(applyFilters(goods, { ...none, colours: ['white'] }))).toEqual(['b']);
  });
  it('filters by the discounted price', () => {
    // b costs 200 with 60% off: 80.
    expect(ids(applyFilters(goods, { ...none, minPrice: 60, maxPrice: 120 }))).toEqual(['a', 'b']);
  });
  it('sorts by price both ways and popular first', () => {
    expect(ids(applyFilters(goods, { ...none, sort: 'priceAsc' }))).toEqual(['d', 'b', 'a', 'c']);
    expect(ids(applyFilters(goods, { ...none, sort: 'priceDesc' }))).toEqual(['c', 'a', 'b', 'd']);
    expect(ids(applyFilters(goods, { ...none, sort: 'popular' }))[0]).toBe('b');
  });
});

describe('facetOptions', () => {
  it('counts goods per option and names colours in the language', () => {
    const options = facetOptions(goods, 'ua');
    expect(options.brands).toEqual([
      { value: 'Alize', count: 1, label: 'Alize', hex: null },
      { value: 'Drops', count: 2, label: 'Drops', hex: null },
    ]);
    expect(options.colours.find((option) => option.value === 'white')).toMatchObject({ label: 'білий', count: 1 });
    expect(options.fibres.find((option) => option.value === 'merino')?.count).toBe(3);
  });
});
