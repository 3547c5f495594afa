// Query keys come from one factory per collection (lib/query-keys.ts, and the orders' in
// order/query-keys.ts on a root named there): two shapes of data can no longer meet under one
// key, as the cart's goods and search's hits once did.
import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { getGoodsByIdOrNullQueryOptions as cartGoods } from '@/features/cart/api/get-goods-by-id-or-null';
import { getUnarchivedGoodsListQueryOptions as searchHits } from '@/features/search/api/get-unarchived-goods-list';
import * as orderKeys from '@/order/query-keys';
import * as keys from '../query-keys';

/** Every factory the module exports (each `…Keys`), so that a new one is checked without being listed here. */
const FACTORIES = Object.entries({ ...keys, ...orderKeys })
  .filter(([name]) => name.endsWith('Keys'))
  .map(([, factory]) => factory as Record<string, unknown>);

/** Every key a factory makes, one per function (called with sample arguments) or constant. */
function sampleKeys(factory: Record<string, unknown>): (readonly unknown[])[] {
  return Object.values(factory).map((make) => (typeof make === 'function' ? (make as (...args: unknown[]) => readonly unknown[])('x', 'y') : (make as readonly unknown[])));
}

describe('query keys', () => {
  it('keep the cart’s goods and search’s hits for the same ids apart', () => {
    const ids = ['a', 'b'];
    const cart = cartGoods(ids).queryKey;
    const search = searchHits(ids).queryKey;
    expect(cart).not.toEqual(search);
    const client = new QueryClient();
    client.setQueryData(cart, { a: null, b: null });
    expect(client.getQueryData(search)).toBeUndefined();
  });

  it('start with their collection, and name a different shape for every kind of read', () => {
    const seen = new Map<string, string>();
    for (const factory of FACTORIES) {
      for (const key of sampleKeys(factory)) {
        expect(Object.values(keys.QUERY_ROOTS)).toContain(key[0]);
        const shape = JSON.stringify(key.slice(0, 2));
        expect(seen.has(shape), `two reads share ${shape}`).toBe(false);
        seen.set(shape, String(key[0]));
      }
    }
    expect(seen.size).toBeGreaterThan(15);
  });

  it('keep a yarn line apart from the goods of its colours', () => {
    expect(keys.yarnLineKeys.one('alize-socks')).toEqual(['yarnLines', 'one', 'alize-socks']);
    expect(keys.yarnLineKeys.one('alize-socks')).not.toEqual(keys.goodsKeys.one('alize-socks'));
    expect(keys.yarnLineKeys.one('a').slice(0, 1)).toEqual(keys.yarnLineKeys.root);
  });

  it('lets the same cart in another order share one entry', () => {
    expect(keys.goodsKeys.cartLines(['b', 'a'])).toEqual(keys.goodsKeys.cartLines(['a', 'b']));
    expect(keys.goodsKeys.searchHits(['b', 'a'])).not.toEqual(keys.goodsKeys.searchHits(['a', 'b']));
  });
});
