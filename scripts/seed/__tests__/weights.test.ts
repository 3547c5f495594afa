// Every seeded good carries a realistic shipping weight, so checkout and waybills weigh parcels
// from the goods rather than from the default.
import { describe, expect, it } from 'vitest';
import { buildCatalog } from '../catalog/catalog.ts';

const catalog = buildCatalog();
const goods = catalog.goods.map((good) => good.doc);
const weightsOf = (kind: string) => goods.filter((good) => good.kind === kind).map((good) => good.weightGrams ?? 0);
/** A skein's weight is its line's (yarnLines/{lineId}.skein). */
const skeinGrams = new Map(catalog.yarnLines.map((line) => [line.id, line.doc.skein?.grams]));

describe('seeded goods’ weights', () => {
  it('gives every good a whole weight in grams', () => {
    for (const good of goods) expect(Number.isInteger(good.weightGrams) && good.weightGrams! > 0, good.articul).toBe(true);
  });

  it('weighs a skein at its yarn plus a tenth: a 100 g skein ships as 110 g', () => {
    for (const good of goods.filter((g) => g.kind === 'skeinYarn')) {
      expect(good.weightGrams).toBe(Math.round(skeinGrams.get(good.yarnLineId!)! * 1.1));
    }
    expect(goods.some((g) => skeinGrams.get(g.yarnLineId ?? '') === 100 && g.weightGrams === 110)).toBe(true);
    expect(new Set(weightsOf('bobbinYarn'))).toEqual(new Set([110]));
  });

  it('makes finished items heavier than a skein, and a blanket or sweater the heaviest', () => {
    const finished = weightsOf('finishedItem');
    expect(Math.min(...finished)).toBeGreaterThan(110);
    expect(Math.max(...finished)).toBeGreaterThanOrEqual(750);
    expect(Math.max(...weightsOf('accessory'))).toBeLessThan(Math.max(...finished));
  });
});
