// The seed's needles, hooks and patterns carry what "goes with" matches by: each tool its size as
// its title says it, each pattern lines that exist. And the seeded shop shows every list somewhere.
import { describe, expect, it } from 'vitest';
import { PatternYarnsSchema, ToolSizeSchema } from '@domain/api/goes-with.ts';
import { goesWith, type GoesWithCatalogue } from '@domain/goes-with.ts';
import { buildCatalog } from '../catalog/catalog.ts';

const catalog = buildCatalog();
const inCategory = (category: string) => catalog.goods.filter((good) => good.doc.category === category);

/** "… 2,5 мм" or "…, 2.5 mm": the size a single tool's English title ends with. */
const titleSize = (title: string) => Number(/(\d+(?:\.\d+)?) mm$/.exec(title)?.[1]);

const catalogue: GoesWithCatalogue = {
  lines: catalog.yarnLines.map(({ id, doc }) => ({ id, ...doc })),
  goods: catalog.goods.map(({ id, doc }) => ({ id, ...doc })),
};

describe('seeded goods for "goes with"', () => {
  it('gives every needle and hook its size, as its title says it', () => {
    for (const [category, tool] of [['needles', 'needles'], ['hooks', 'hook']] as const) {
      const goods = inCategory(category);
      expect(goods.length).toBeGreaterThan(5);
      for (const { id, doc } of goods) {
        expect(ToolSizeSchema.safeParse(doc.toolSize).error, id).toBeUndefined();
        expect(doc.toolSize?.tool, id).toBe(tool);
        const size = titleSize(doc.title.en);
        if (Number.isFinite(size)) expect(doc.toolSize?.sizesMm, id).toEqual([size]);
        else expect(doc.toolSize?.sizesMm.length, `${id}: a set`).toBeGreaterThan(1);
      }
    }
  });

  it('has every pattern and magazine name lines that exist, or weight classes', () => {
    const lineIds = new Set(catalog.yarnLines.map((line) => line.id));
    const patterns = inCategory('patterns');
    expect(patterns.length).toBeGreaterThan(5);
    for (const { id, doc } of patterns) {
      expect(PatternYarnsSchema.safeParse(doc.patternYarns).error, id).toBeUndefined();
      for (const lineId of doc.patternYarns?.lineIds ?? []) expect(lineIds.has(lineId), `${id} names ${lineId}`).toBe(true);
    }
  });

  it('gives no other good a size or yarns', () => {
    const others = catalog.goods.filter((good) => !['needles', 'hooks', 'patterns'].includes(good.doc.category));
    for (const { id, doc } of others) expect([doc.toolSize, doc.patternYarns], id).toEqual([undefined, undefined]);
  });

  it('shows needles, hooks and patterns on a seeded yarn, and yarns on a seeded needle', () => {
    const fabel = catalog.goods.find((good) => good.doc.yarnLineId === 'drops-fabel')!;
    const lists = goesWith(fabel.id, catalogue);
    expect([lists.needles.length, lists.hooks.length, lists.patterns.length].every((length) => length > 0), JSON.stringify(lists)).toBe(true);
    const needle = inCategory('needles').find((good) => good.doc.quantity > 0 && good.doc.toolSize?.sizesMm[0] === 3)!;
    expect(goesWith(needle.id, catalogue).yarns.length).toBeGreaterThan(0);
  });
});
