import { describe, expect, it } from 'vitest';
import { makeGood } from '@/testing/good-fixtures';
import { makeYarnColourGood } from '@/testing/yarn-line-fixtures';
import { productJsonLd } from '../product-json-ld';

const URL = 'https://shop.example/goods/x/1';

describe('productJsonLd', () => {
  it("names a yarn colour's brand from its line and says its colour", () => {
    const good = makeYarnColourGood({ yarn: null });
    const data = productJsonLd(good, 'Sock yarn, grey', 'Soft', URL, { brand: 'Alize', colour: 'світло-сірий' });
    expect(data.brand).toEqual({ '@type': 'Brand', name: 'Alize' });
    expect(data.color).toBe('світло-сірий');
  });

  it('names no brand and no colour for a good that has neither', () => {
    const data = productJsonLd(makeGood({ yarn: null }), 'Basket', 'Woven', URL);
    expect(data).not.toHaveProperty('brand');
    expect(data).not.toHaveProperty('color');
    expect(data.offers.priceCurrency).toBe('UAH');
  });
});
