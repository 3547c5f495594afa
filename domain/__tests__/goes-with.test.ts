// The matching of "goes with": a tool's sizes against a line's recommended range (ends included),
// a pattern's lines and weight classes, stock, and the lists' order and length.
import { describe, expect, it } from 'vitest';
import { PatternYarnsSchema, ToolSizeSchema } from '../api/goes-with';
import {
  GOES_WITH_LIST_MAX,
  goesWith,
  isEmptyGoesWith,
  patternNamesLine,
  sizeInRange,
  toolSuitsLine,
  type GoesWithCatalogue,
  type GoesWithGood,
  type GoesWithLine,
} from '../goes-with';

const line = (id: string, overrides: Partial<GoesWithLine> = {}): GoesWithLine => ({
  id,
  brand: 'Drops',
  name: id,
  weightClass: 'superFine',
  needleMm: { from: 2.5, to: 3.5 },
  hookMm: { from: 3, to: null },
  ...overrides,
});

const good = (id: string, overrides: Partial<GoesWithGood> = {}): GoesWithGood => ({
  id,
  outerCategory: 'noOuterCategory',
  category: 'needles',
  subcategory: 'allgoods',
  title: { ua: id, en: id },
  price: 100,
  discount: { hasDiscount: false, amount: 0 },
  quantity: 5,
  ...overrides,
});

const needles = (id: string, sizesMm: number[], overrides: Partial<GoesWithGood> = {}) => good(id, { toolSize: { tool: 'needles', sizesMm }, ...overrides });
const hook = (id: string, sizesMm: number[], overrides: Partial<GoesWithGood> = {}) => good(id, { category: 'hooks', toolSize: { tool: 'hook', sizesMm }, ...overrides });
const colour = (id: string, lineId: string, quantity = 5) => good(id, { category: 'wool', yarnLineId: lineId, quantity });
const pattern = (id: string, lineIds: string[], weightClasses: GoesWithLine['weightClass'][] = []) =>
  good(id, { category: 'patterns', patternYarns: { lineIds, weightClasses } });
const ids = (items: { id: string }[]) => items.map((item) => item.id);

describe('sizes against a range', () => {
  it('counts both ends of a range as in it', () => {
    const range = { from: 2.5, to: 3.5 };
    expect([2.5, 3, 3.5].map((size) => sizeInRange(size, range))).toEqual([true, true, true]);
    expect([2.25, 3.75].map((size) => sizeInRange(size, range))).toEqual([false, false]);
  });

  it('reads a range without an upper end as that one size', () => {
    expect(sizeInRange(5, { from: 5, to: null })).toBe(true);
    expect(sizeInRange(5.5, { from: 5, to: null })).toBe(false);
  });

  it('lets a set suit a line when any one of its sizes does, and matches hooks by the hook range only', () => {
    const sock = line('sock');
    expect(toolSuitsLine({ tool: 'needles', sizesMm: [2, 4, 3.5] }, sock)).toBe(true);
    expect(toolSuitsLine({ tool: 'needles', sizesMm: [2, 4] }, sock)).toBe(false);
    expect(toolSuitsLine({ tool: 'hook', sizesMm: [2.5] }, sock)).toBe(false);
    expect(toolSuitsLine({ tool: 'hook', sizesMm: [3] }, sock)).toBe(true);
    expect(toolSuitsLine({ tool: 'hook', sizesMm: [3] }, line('mohair', { hookMm: null }))).toBe(false);
  });

  it('has a pattern name a line by its id or by its weight class', () => {
    expect(patternNamesLine({ lineIds: ['sock'], weightClasses: [] }, line('sock'))).toBe(true);
    expect(patternNamesLine({ lineIds: [], weightClasses: ['superFine'] }, line('sock'))).toBe(true);
    expect(patternNamesLine({ lineIds: ['other'], weightClasses: ['bulky'] }, line('sock'))).toBe(false);
  });
});

describe("a yarn's page", () => {
  const catalogue: GoesWithCatalogue = {
    lines: [line('sock'), line('chunky', { weightClass: 'bulky', needleMm: { from: 6, to: 8 }, hookMm: { from: 6, to: 7 } })],
    goods: [
      colour('sock-red', 'sock'),
      needles('n-3', [3]),
      needles('n-2-5', [2.5]),
      needles('n-4', [4]),
      needles('n-sold-out', [3], { quantity: 0 }),
      needles('n-set', [2, 6, 8]),
      hook('h-3', [3]),
      hook('h-3-5', [3.5]),
      pattern('by-line', ['sock']),
      pattern('by-class', [], ['superFine']),
      pattern('other', ['chunky'], ['bulky']),
    ],
  };

  it('lists the needles and hooks in stock whose size is in its ranges, smallest first, and the patterns that name it', () => {
    const lists = goesWith('sock-red', catalogue);
    expect(ids(lists.needles)).toEqual(['n-2-5', 'n-3']);
    expect(ids(lists.hooks)).toEqual(['h-3']);
    expect(ids(lists.patterns)).toEqual(['by-class', 'by-line']);
    expect(lists.yarns).toEqual([]);
  });

  it('links each suggestion by its place in the catalogue and gives its price', () => {
    const [first] = goesWith('sock-red', catalogue).needles;
    expect(first).toEqual({ id: 'n-2-5', outerCategory: 'noOuterCategory', category: 'needles', subcategory: 'allgoods', title: { ua: 'n-2-5', en: 'n-2-5' }, price: 100, discount: { hasDiscount: false, amount: 0 } });
  });

  it('is empty when nothing in stock suits the line', () => {
    const lists = goesWith('sock-red', { lines: catalogue.lines, goods: [colour('sock-red', 'sock'), needles('n-sold-out', [3], { quantity: 0 }), needles('n-5', [5])] });
    expect(isEmptyGoesWith(lists)).toBe(true);
  });

  it('shows at most a dozen of each kind', () => {
    const many = Array.from({ length: 20 }, (_, i) => needles(`n-${String(i).padStart(2, '0')}`, [3]));
    expect(goesWith('sock-red', { lines: catalogue.lines, goods: [colour('sock-red', 'sock'), ...many] }).needles).toHaveLength(GOES_WITH_LIST_MAX);
  });
});

describe("a needle's or a pattern's page", () => {
  const catalogue: GoesWithCatalogue = {
    lines: [line('sock', { brand: 'Alize', name: 'Socks' }), line('dk', { brand: 'Drops', name: 'Merino', weightClass: 'light', needleMm: { from: 3.5, to: 4.5 } }), line('gone')],
    goods: [colour('sock-red', 'sock', 2), colour('sock-blue', 'sock', 9), colour('sock-sold', 'sock', 0), colour('dk-green', 'dk'), colour('gone-out', 'gone', 0), needles('n-3-5', [3.5]), pattern('socks-book', [], ['superFine'])],
  };

  it('lists each line the needle suits once, by brand and name, through its colour with the most in stock', () => {
    const lists = goesWith('n-3-5', catalogue);
    expect(lists.yarns.map((item) => [item.id, item.title.en])).toEqual([
      ['sock-blue', 'Alize Socks'],
      ['dk-green', 'Drops Merino'],
    ]);
    expect([lists.needles, lists.hooks, lists.patterns]).toEqual([[], [], []]);
  });

  it('puts first the lines whose band names the needle’s size, then the nearer ones, and names a pattern’s own lines before its weight classes', () => {
    const lines = [
      line('aaa', { brand: 'Aaa', name: 'Far', needleMm: { from: 3.5, to: 5.5 } }),
      line('zzz', { brand: 'Zzz', name: 'Centred', needleMm: { from: 3, to: 4 } }),
      line('mmm', { brand: 'Mmm', name: 'Near', needleMm: { from: 3, to: 4.5 } }),
    ];
    const goods = [colour('aaa-1', 'aaa'), colour('zzz-1', 'zzz'), colour('mmm-1', 'mmm'), needles('n-3-5', [3.5]), pattern('book', ['zzz'], ['superFine'])];
    expect(goesWith('n-3-5', { lines, goods }).yarns.map((item) => item.title.en)).toEqual(['Zzz Centred', 'Mmm Near', 'Aaa Far']);
    expect(goesWith('book', { lines, goods }).yarns.map((item) => item.title.en)).toEqual(['Zzz Centred', 'Aaa Far', 'Mmm Near']);
  });

  it('leaves out a line with no colour in stock', () => {
    expect(ids(goesWith('socks-book', catalogue).yarns)).toEqual(['sock-blue']);
  });

  it('has nothing for a good that is not on sale, or neither yarn, tool nor pattern', () => {
    expect(isEmptyGoesWith(goesWith('unknown', catalogue))).toBe(true);
    expect(isEmptyGoesWith(goesWith('plain', { ...catalogue, goods: [...catalogue.goods, good('plain')] }))).toBe(true);
  });
});

describe('the attributes as the ADMIN saves them', () => {
  it('takes one size or a set, each once, within real tool sizes', () => {
    expect(ToolSizeSchema.safeParse({ tool: 'hook', sizesMm: [2.5] }).success).toBe(true);
    expect(ToolSizeSchema.safeParse({ tool: 'needles', sizesMm: [2, 2.5, 3] }).success).toBe(true);
    expect(ToolSizeSchema.safeParse({ tool: 'needles', sizesMm: [] }).success).toBe(false);
    expect(ToolSizeSchema.safeParse({ tool: 'needles', sizesMm: [3, 3] }).success).toBe(false);
    expect(ToolSizeSchema.safeParse({ tool: 'needles', sizesMm: [40] }).success).toBe(false);
    expect(ToolSizeSchema.safeParse({ tool: 'pin', sizesMm: [3] }).success).toBe(false);
  });

  it('wants a pattern to name at least a line or a weight class', () => {
    expect(PatternYarnsSchema.safeParse({ lineIds: ['drops-fabel'], weightClasses: [] }).success).toBe(true);
    expect(PatternYarnsSchema.safeParse({ lineIds: [], weightClasses: ['bulky'] }).success).toBe(true);
    expect(PatternYarnsSchema.safeParse({ lineIds: [], weightClasses: [] }).success).toBe(false);
    expect(PatternYarnsSchema.safeParse({ lineIds: ['Not An Id'], weightClasses: [] }).success).toBe(false);
  });
});
