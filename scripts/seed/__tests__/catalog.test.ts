// The seeded catalogue as data, checked without the emulators: what the shop's screens and
// links rely on, and that building it twice gives the same result.
import { describe, expect, it } from 'vitest';
import { checkImagePath } from '../../../functions/src/images/image-store.ts';
import { ALL_GOODS, NO_OUTER_CATEGORY } from '../../../functions/src/model/types.ts';
import { buildCatalog } from '../catalog/catalog.ts';
import { catalogLink, subCategoryId, subCategorySegment } from '../catalog/links.ts';
import { randomFor } from '../catalog/random.ts';
import { imagePaths } from '../image-paths.ts';

const catalog = buildCatalog();

describe('seed catalogue', () => {
  it('is the same every time it is built', () => {
    expect(buildCatalog()).toEqual(catalog);
  });

  it('gives each good a unique id and articul that make a valid image path', () => {
    const ids = catalog.goods.map((g) => g.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(new Set(catalog.goods.map((g) => g.doc.articul)).size).toBe(ids.length);
    for (const id of ids) expect(() => checkImagePath(imagePaths.good(id), 'image/webp')).not.toThrow();
  });

  it('uses URL-segment names and unique sub-category ids', () => {
    for (const c of [...catalog.outerCategories, ...catalog.categories]) {
      expect(c.name === 'Goodsmadefromyarn' || /^[a-z0-9]+$/.test(c.name), c.name).toBe(true);
    }
    const subIds = catalog.categories.flatMap((c) => c.subCategories.map((s) => subCategoryId(c.name, s.name)));
    expect(new Set(subIds).size).toBe(subIds.length);
    for (const c of catalog.categories) {
      for (const s of c.subCategories) {
        expect(s.name).toMatch(/^[A-Za-z ]+$/);
        expect(() => checkImagePath(imagePaths.subCategory(c.name, s.name), 'image/webp')).not.toThrow();
      }
    }
  });

  it('links catalog cards by the rules of docs/product.md, Links', () => {
    expect(catalogLink({ name: 'wool', outerCategory: 'yarn', subCategories: [{}] })).toBe('/outercategory/yarn/wool');
    expect(catalogLink({ name: 'needles', outerCategory: NO_OUTER_CATEGORY, subCategories: [{}] })).toBe('/catalog/needles');
    expect(catalogLink({ name: 'Goodsmadefromyarn', outerCategory: NO_OUTER_CATEGORY, subCategories: [] })).toBe('/goods/Goodsmadefromyarn');
    expect(subCategorySegment('Merino Wool')).toBe('MerinoWool');
  });

  it('places every good in its category and one of its sub-categories', () => {
    const categories = new Map(catalog.categories.map((c) => [c.name, c]));
    for (const { id, doc } of catalog.goods) {
      const category = categories.get(doc.category);
      expect(category, id).toBeDefined();
      expect(doc.outerCategory).toBe(category!.outerCategory);
      const segments = category!.subCategories.map((s) => subCategorySegment(s.name));
      expect(segments.length === 0 ? [ALL_GOODS] : segments, id).toContain(doc.subcategory);
    }
  });

  it('keeps prices, discounts and fibres realistic', () => {
    for (const { id, doc } of catalog.goods) {
      expect(Number.isInteger(doc.price), id).toBe(true);
      if (doc.kind === 'skeinYarn') expect(doc.price >= 45 && doc.price <= 350, id).toBe(true);
      if (doc.kind === 'finishedItem') expect(doc.price >= 300 && doc.price <= 3000, id).toBe(true);
      if (doc.discount.hasDiscount) expect(doc.discount.amount >= 10 && doc.discount.amount <= 50, id).toBe(true);
      if (doc.yarn) expect(doc.yarn.fibres.reduce((sum, f) => sum + f.percent, 0), id).toBe(100);
    }
  });
});

describe('randomFor', () => {
  it('repeats for the same key and differs between keys', () => {
    const draw = (key: string): number[] => Array.from({ length: 5 }, randomFor(key).next);
    expect(draw('ya-1001')).toEqual(draw('ya-1001'));
    expect(draw('ya-1001')).not.toEqual(draw('ya-1002'));
    const random = randomFor('range');
    const seen = new Set(Array.from({ length: 200 }, () => random.int(3, 5)));
    expect([...seen].sort()).toEqual([3, 4, 5]);
  });
});
