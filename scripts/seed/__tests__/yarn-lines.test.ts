// The seeded yarn lines and their colours, checked without the emulators: 8 to 20 colours a line,
// uneven dye lots that add up to each colour's stock, and line entries that agree with the goods.
import { describe, expect, it } from 'vitest';
import { largestLot, stockOfLots } from '@domain/dye-lots.ts';
import { DyeLotsSchema, YarnColourSchema, YarnLineSchema } from '@domain/yarn-line-schemas.ts';
import { buildCatalog } from '../catalog/catalog.ts';
import { lineColours } from '../catalog/line-colours.ts';
import { gaugeOf, lineIdOf, sizeRange } from '../catalog/line-attributes.ts';
import { seededLots } from '../catalog/seed-lots.ts';
import { SKEIN_LINES } from '../catalog/skein-lines.ts';
import { SEEDED_LINES } from '../catalog/yarn-goods.ts';

const catalog = buildCatalog();
const colourGoods = catalog.goods.filter((good) => good.doc.yarnLineId);
const lotsOf = (good: (typeof colourGoods)[number]) => good.doc.lots ?? [];

describe('seeded yarn lines', () => {
  it('gives every line its attributes in the shape yarnLines holds, and 8 to 20 colours', () => {
    expect(catalog.yarnLines.length).toBeGreaterThanOrEqual(50);
    for (const { id, doc } of catalog.yarnLines) {
      const { colours, ...attributes } = doc;
      expect(YarnLineSchema.safeParse({ id, ...attributes }).error, id).toBeUndefined();
      expect(colours.length, id).toBeGreaterThanOrEqual(8);
      expect(colours.length, id).toBeLessThanOrEqual(20);
      expect(new Set(colours.map((c) => c.code)).size, `${id}: codes repeat`).toBe(colours.length);
    }
    expect(new Set(catalog.yarnLines.map((line) => line.id)).size).toBe(catalog.yarnLines.length);
  });

  it('puts every yarn good on a line, with its colour and lots instead of the older yarn attributes', () => {
    const yarns = catalog.goods.filter((good) => good.doc.kind === 'skeinYarn' || good.doc.kind === 'bobbinYarn');
    expect(colourGoods).toEqual(yarns);
    const lineIds = new Set(catalog.yarnLines.map((line) => line.id));
    for (const { id, doc } of colourGoods) {
      expect(lineIds.has(doc.yarnLineId!), id).toBe(true);
      expect(YarnColourSchema.safeParse(doc.colour).error, id).toBeUndefined();
      expect(DyeLotsSchema.safeParse(doc.lots).error, id).toBeUndefined();
      expect(doc.yarn, id).toBeNull();
    }
    for (const { id, doc } of catalog.goods.filter((good) => !good.doc.yarnLineId)) expect([doc.lots, doc.colour], id).toEqual([undefined, undefined]);
  });

  it('keeps each colour’s stock the sum of its lots', () => {
    for (const good of colourGoods) expect(good.doc.quantity, good.id).toBe(stockOfLots(lotsOf(good)));
  });

  it('has lots as a shop has them: one or several, remnants of one or two skeins, some colours sold out', () => {
    const count = (test: (lots: ReturnType<typeof lotsOf>) => boolean) => colourGoods.filter((good) => test(lotsOf(good))).length;
    expect(count((lots) => lots.length === 1)).toBeGreaterThan(colourGoods.length / 4);
    expect(count((lots) => lots.length >= 2)).toBeGreaterThan(colourGoods.length / 4);
    expect(count((lots) => lots.length >= 3)).toBeGreaterThan(10);
    expect(count((lots) => lots.some((lot) => lot.quantity === 1 || lot.quantity === 2))).toBeGreaterThan(20);
    expect(count((lots) => stockOfLots(lots) === 0)).toBeGreaterThanOrEqual(5);
    expect(count((lots) => stockOfLots(lots) === 0)).toBeLessThan(colourGoods.length / 8);
    // Uneven: lots of one colour differ, and the largest lots differ from colour to colour.
    expect(count((lots) => new Set(lots.map((lot) => lot.quantity)).size > 1)).toBeGreaterThan(colourGoods.length / 5);
    expect(new Set(colourGoods.map((good) => largestLot(lotsOf(good)))).size).toBeGreaterThan(20);
  });

  it('gives bobbin yarn lots too, counted in the 100 g steps it is sold by, and no skein', () => {
    const bobbins = colourGoods.filter((good) => good.doc.kind === 'bobbinYarn');
    expect(bobbins.length).toBeGreaterThan(0);
    for (const good of bobbins) expect(lotsOf(good).length, good.id).toBeGreaterThan(0);
    const bobbinLines = new Set(bobbins.map((good) => good.doc.yarnLineId));
    for (const { id, doc } of catalog.yarnLines) expect(doc.skein === null, id).toBe(bobbinLines.has(id));
  });

  it("lists on each line exactly its colour goods, in order, with the goods' stock and largest lot", () => {
    for (const { id, doc } of catalog.yarnLines) {
      const goods = colourGoods.filter((good) => good.doc.yarnLineId === id);
      expect(doc.colours, id).toEqual(
        goods.map(({ id: goodId, doc: good }) => ({ goodId, ...good.colour!, quantity: good.quantity, largestLot: largestLot(good.lots!) })),
      );
    }
  });

  it('is the same on every run, and a line given more colours keeps the ones it had', () => {
    expect(buildCatalog().yarnLines).toEqual(catalog.yarnLines);
    expect(seededLots('drops-fabel/12', [10, 40])).toEqual(seededLots('drops-fabel/12', [10, 40]));
    const line = SKEIN_LINES[0]!;
    const fewer = lineColours({ ...line, colours: 8 });
    expect(lineColours({ ...line, colours: 14 }).slice(0, 8)).toEqual(fewer);
  });

  it('puts no colour a line gained after its first ones on sale, so the discount list keeps its size', () => {
    const opening = new Map(SEEDED_LINES.map((line) => [lineIdOf(line), line.openingColours]));
    for (const { id, doc } of catalog.yarnLines) {
      for (const entry of doc.colours.slice(opening.get(id))) {
        expect(catalog.goods.find((good) => good.id === entry.goodId)?.doc.discount.hasDiscount, entry.goodId).toBe(false);
      }
    }
    const discounted = catalog.goods.filter((good) => good.doc.discount.hasDiscount).length;
    expect(discounted).toBeGreaterThan(30);
    expect(discounted).toBeLessThan(80);
  });

  it('lists the bobbin yarn catalogs by line, and the skein catalogs by colour', () => {
    const listing = new Map(catalog.categories.map((c) => [c.name, c.yarnListing]));
    expect(['bobbinwool', 'bobbincotton', 'bobbinsilk'].map((name) => listing.get(name))).toEqual(['lines', 'lines', 'lines']);
    expect(['wool', 'cotton', 'fancy', 'baby', 'acrylic', 'Goodsmadefromyarn'].map((name) => listing.get(name))).toEqual(Array(6).fill(undefined));
  });
});

describe('line attributes from the ball band', () => {
  it('reads size ranges, a slug and a gauge', () => {
    expect(sizeRange('3.5-4.5')).toEqual({ from: 3.5, to: 4.5 });
    expect(sizeRange('5')).toEqual({ from: 5, to: null });
    expect(() => sizeRange('4-3')).toThrow();
    expect(gaugeOf({ from: 2.5, to: 3 })).toEqual({ stitches: 27, rows: 36, needleMm: 3 });
    expect(gaugeOf({ from: 8, to: null })).toEqual({ stitches: 10, rows: 13, needleMm: 8 });
    const line = SKEIN_LINES.find((l) => l.line === 'Superwash Comfort Socks')!;
    expect(lineIdOf(line)).toBe('alize-superwash-comfort-socks');
    expect(lineIdOf({ ...line, line: 'Cotone Makò' })).toBe('alize-cotone-mako');
  });
});
