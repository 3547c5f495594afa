// The kept catalogue of "goes with", read through a CatalogReader that records every call: a burst
// of requests for any ids costs one read of the accessories, the lines and the index while it is
// kept; a colour takes its stock from its line's entry and its place from the index; attributes
// that do not parse match nothing.
import { describe, expect, it } from 'vitest';
import type { CatalogQuery, CatalogReader } from '@domain/catalog-reader';
import { keptGoesWith, readGoesWithCatalogue } from '../../src/model/goes-with-catalogue';

const needle = (id: string, toolSize: unknown, quantity = 4) => ({
  id,
  data: { kind: 'accessory', archived: false, title: { ua: id, en: id }, category: 'needles', subcategory: 'allgoods', outerCategory: 'noOuterCategory', price: 200, discount: { hasDiscount: false, amount: 0 }, quantity, toolSize },
});

const LINE = {
  id: 'drops-fabel',
  data: {
    brand: 'Drops',
    name: 'Fabel',
    weightClass: 'superFine',
    needleMm: { from: 2.5, to: 3.5 },
    hookMm: { from: 3, to: null },
    colours: [
      { goodId: 'fabel-red', name: { ua: 'червоний', en: 'red' }, quantity: 6 },
      { goodId: 'fabel-blue', name: { ua: 'синій', en: 'blue' }, quantity: 9 },
      { goodId: 'fabel-sold', name: { ua: 'сірий', en: 'grey' }, quantity: 0 },
    ],
  },
};

// The index lists what is on sale: fabel-blue is not in it (archived since), so it is left out.
const SHARD = {
  id: '0',
  data: {
    entriesJson: JSON.stringify([
      ['fabel-red', 'DR-1', 'Fabel червоний', 'Fabel red', 'wool', 'SockYarn', 'yarn', 'drops-fabel', 'Drops Fabel', '1', 'червоний', 'red'],
      ['fabel-sold', 'DR-3', 'Fabel сірий', 'Fabel grey', 'wool', 'SockYarn', 'yarn', 'drops-fabel', 'Drops Fabel', '3', 'сірий', 'grey'],
    ]),
  },
};

function countingReader() {
  const calls: string[] = [];
  const reader: CatalogReader = {
    async get(collection, id) {
      calls.push(`get ${collection}/${id}`);
      return null;
    },
    async list(collection: string, query?: CatalogQuery) {
      calls.push(`list ${collection} ${JSON.stringify(query?.where ?? [])}`);
      if (collection === 'goods') return [needle('n-3', { tool: 'needles', sizesMm: [3] }), needle('n-broken', { tool: 'needles', sizesMm: 'three' })];
      if (collection === 'yarnLines') return [LINE];
      return collection === 'searchIndex' ? [SHARD] : [];
    },
  };
  return { reader, calls };
}

describe('the kept catalogue of "goes with"', () => {
  it('answers a burst of requests for any ids from one read of accessories, lines and index', async () => {
    const { reader, calls } = countingReader();
    const goesWith = keptGoesWith(reader, { ttlMs: 60_000 });
    await Promise.all(Array.from({ length: 100 }, (_, i) => goesWith(i % 2 ? `random-${i}` : 'n-3')));
    expect(calls.sort()).toEqual([
      'list goods [{"field":"kind","value":"accessory"},{"field":"archived","value":false}]',
      'list searchIndex []',
      'list yarnLines []',
    ]);
  });

  it('reads afresh once the keeping time has passed', async () => {
    const { reader, calls } = countingReader();
    const goesWith = keptGoesWith(reader, { ttlMs: 0 });
    await goesWith('n-3');
    await goesWith('n-3');
    expect(calls).toHaveLength(6);
  });

  it('links a needle to the colour of its line that is on sale and in stock, placed as the index says', async () => {
    const { reader } = countingReader();
    const lists = await keptGoesWith(reader, { ttlMs: 0 })('n-3');
    expect(lists.yarns).toEqual([
      { id: 'fabel-red', category: 'wool', subcategory: 'SockYarn', outerCategory: 'yarn', title: { ua: 'Drops Fabel', en: 'Drops Fabel' }, price: 0, discount: { hasDiscount: false, amount: 0 } },
    ]);
  });

  it('gives a colour its line and stock, and matches nothing by an attribute that does not parse', async () => {
    const { reader } = countingReader();
    const catalogue = await readGoesWithCatalogue(reader);
    expect(catalogue.goods.find((good) => good.id === 'fabel-sold')).toMatchObject({ yarnLineId: 'drops-fabel', quantity: 0 });
    expect(catalogue.goods.find((good) => good.id === 'n-broken')?.toolSize).toBeNull();
    const lists = await keptGoesWith(reader, { ttlMs: 0 })('fabel-red');
    expect(lists.needles.map((item) => item.id)).toEqual(['n-3']);
  });
});
