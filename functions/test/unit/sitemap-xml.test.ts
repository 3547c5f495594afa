import { describe, expect, it } from 'vitest';
import { publicPaths, sitemapXml, STATIC_PATHS } from '../../src/sitemap/sitemap-xml';

const input = {
  outerCategories: ['yarn'],
  catalogs: [
    { category: 'wool', outerCategory: 'yarn', subCategories: [{ name: 'Merino Wool' }] },
    { category: 'Goodsmadefromyarn', outerCategory: 'noOuterCategory', subCategories: [] },
  ],
  goods: [
    { id: 'ya-1', outerCategory: 'yarn', category: 'wool', subcategory: 'MerinoWool' },
    { id: 'fi-1', outerCategory: 'noOuterCategory', category: 'Goodsmadefromyarn', subcategory: 'allgoods' },
  ],
};

describe('publicPaths', () => {
  it('lists static pages, categories, catalogs, sub-categories and goods by the link rules', () => {
    expect(publicPaths(input)).toEqual([
      ...STATIC_PATHS,
      '/outercategory/yarn',
      '/outercategory/yarn/wool',
      '/outercategory/yarn/wool/allgoods',
      '/outercategory/yarn/wool/MerinoWool',
      '/goods/Goodsmadefromyarn',
      '/outercategory/yarn/wool/MerinoWool/ya-1',
      '/goods/Goodsmadefromyarn/fi-1',
    ]);
  });
});

describe('sitemapXml', () => {
  it('writes each path once per language with hreflang twins, escaping XML', () => {
    const { xml, urlCount } = sitemapXml('https://shop.example', { ...input, goods: [{ ...input.goods[0]!, id: 'a&b' }] });
    expect(urlCount).toBe(2 * (STATIC_PATHS.length + 6));
    expect(xml).toContain('<loc>https://shop.example/outercategory/yarn/wool/MerinoWool/a%26b</loc>');
    expect(xml).toContain('<loc>https://shop.example/outercategory/yarn/wool/MerinoWool/a%26b?lang=en</loc>');
    expect(xml).toContain('hreflang="uk" href="https://shop.example/"');
    expect(xml).not.toMatch(/&(?!amp;|lt;|gt;|quot;|apos;)/);
  });
});
