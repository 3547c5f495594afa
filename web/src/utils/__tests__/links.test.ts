import { describe, expect, it } from 'vitest';
import {
  allGoodsLink,
  catalogLink,
  goodLink,
  outerCategoryLink,
  subCategoryLink,
  subCategorySegment,
} from '../links';

const sub = [{}];

describe('links built for category cards (docs/product.md, Links)', () => {
  it('links a noOuterCategory category with sub-categories to /catalog/{category}', () => {
    expect(catalogLink({ category: 'yarn', outerCategory: 'noOuterCategory', subCategories: sub })).toBe(
      '/catalog/yarn',
    );
  });

  it('links a noOuterCategory category without sub-categories to /goods/{category}', () => {
    expect(catalogLink({ category: 'needles', outerCategory: 'noOuterCategory', subCategories: [] })).toBe(
      '/goods/needles',
    );
  });

  it('links a sub-category to /catalog/{category}/{title without spaces}', () => {
    expect(subCategoryLink({ category: 'yarn', outerCategory: 'noOuterCategory' }, 'Alize Cotton Gold')).toBe(
      '/catalog/yarn/AlizeCottonGold',
    );
  });

  it('links the all-goods card of a catalog to /catalog/{category}/allgoods', () => {
    expect(allGoodsLink({ category: 'yarn', outerCategory: 'noOuterCategory' })).toBe('/catalog/yarn/allgoods');
  });

  it('links an outer category to /outercategory/{outercategory}', () => {
    expect(outerCategoryLink('bobbinYarn')).toBe('/outercategory/bobbinYarn');
  });

  it('links a category with sub-categories inside an outer category to /outercategory/{outer}/{category}', () => {
    expect(catalogLink({ category: 'merino', outerCategory: 'bobbinYarn', subCategories: sub })).toBe(
      '/outercategory/bobbinYarn/merino',
    );
  });

  it('links a category without sub-categories inside an outer category to its all-goods list', () => {
    expect(catalogLink({ category: 'merino', outerCategory: 'bobbinYarn', subCategories: [] })).toBe(
      '/outercategory/bobbinYarn/merino/allgoods',
    );
  });

  it('links the all-goods card inside an outer category to .../{category}/allgoods', () => {
    expect(allGoodsLink({ category: 'merino', outerCategory: 'bobbinYarn' })).toBe(
      '/outercategory/bobbinYarn/merino/allgoods',
    );
  });

  it('links a sub-category inside an outer category to .../{category}/{title without spaces}', () => {
    expect(subCategoryLink({ category: 'merino', outerCategory: 'bobbinYarn' }, 'Lana Gatto Super Soft')).toBe(
      '/outercategory/bobbinYarn/merino/LanaGattoSuperSoft',
    );
  });
});

describe('subCategorySegment', () => {
  it.each([
    ['Alize Cotton Gold', 'AlizeCottonGold'],
    ["YarnArt Jeans (plus)!", 'YarnArtJeansplus'],
    ['Drops-Baby_Merino 2.0', 'DropsBaby_Merino20'],
    ['Пряжа Ализе', 'ПряжаАлизе'],
    ['already', 'already'],
  ])('turns %j into %j', (name, segment) => {
    expect(subCategorySegment(name)).toBe(segment);
  });

  it('is idempotent, so a stored segment stays the same', () => {
    expect(subCategorySegment(subCategorySegment('Kid Mohair / Silk'))).toBe('KidMohairSilk');
  });
});

describe('links to a good (docs/product.md, Links)', () => {
  it.each([
    ['noOuterCategory', 'allgoods', '/goods/yarn/g1'],
    ['noOuterCategory', 'AlizeCottonGold', '/catalog/yarn/AlizeCottonGold/g1'],
    ['bobbinYarn', 'allgoods', '/outercategory/bobbinYarn/yarn/allgoods/g1'],
    ['bobbinYarn', 'AlizeCottonGold', '/outercategory/bobbinYarn/yarn/AlizeCottonGold/g1'],
  ])('outer category %s, subcategory %s -> %s', (outerCategory, subcategory, path) => {
    expect(goodLink({ id: 'g1', outerCategory, category: 'yarn', subcategory })).toBe(path);
  });
});

describe('encoding', () => {
  it('encodes a segment that holds a reserved character', () => {
    expect(goodLink({ id: 'a/b?c', outerCategory: 'noOuterCategory', category: 'yarn', subcategory: 'allgoods' })).toBe(
      '/goods/yarn/a%2Fb%3Fc',
    );
  });
});

describe('links and routes agree', () => {
  // The link rules live in domain/ (shared with the site map); the routes in config/paths.ts.
  // Every link they build must be an address the router's patterns match.
  it('each link matches the route it is meant for', async () => {
    const { matchPath } = await import('react-router-dom');
    const { paths } = await import('@/config/paths');
    const cases: [string, string][] = [
      [outerCategoryLink('yarn'), paths.outerCategory.path],
      [catalogLink({ category: 'wool', outerCategory: 'yarn', subCategories: sub }), paths.outerCategoryCatalog.path],
      [catalogLink({ category: 'needles', outerCategory: 'noOuterCategory', subCategories: sub }), paths.catalog.path],
      [catalogLink({ category: 'Goodsmadefromyarn', outerCategory: 'noOuterCategory', subCategories: [] }), paths.goods.path],
      [subCategoryLink({ category: 'wool', outerCategory: 'yarn' }, 'Merino Wool'), paths.outerCategoryGoods.path],
      [allGoodsLink({ category: 'needles', outerCategory: 'noOuterCategory' }), paths.catalogGoods.path],
      [goodLink({ id: 'g1', outerCategory: 'noOuterCategory', category: 'Goodsmadefromyarn', subcategory: 'allgoods' }), paths.goodsGood.path],
      [goodLink({ id: 'g1', outerCategory: 'noOuterCategory', category: 'needles', subcategory: 'Circular' }), paths.catalogGood.path],
      [goodLink({ id: 'g1', outerCategory: 'yarn', category: 'wool', subcategory: 'allgoods' }), paths.outerCategoryGood.path],
    ];
    for (const [link, pattern] of cases) expect(matchPath(pattern, link), `${link} ~ ${pattern}`).not.toBeNull();
  });
});
