// sitemap.xml of every public route (docs/product.md, "Routes") in both languages. The SPA's language
// lives in a cookie, so the English address of a page is the same path with ?lang=en, which the
// SPA turns into the cookie; each entry names its other-language twin with hreflang links.
import { allGoodsLink, catalogLink, goodLink, outerCategoryLink, subCategoryLink, type GoodPlace } from '@domain/links';

export const STATIC_PATHS = ['/', '/contacts', '/paymentanddelivery', '/aboutuspage', '/privacypolicy', '/publicoffer', '/goods/discountgoods'];

interface SitemapInput {
  outerCategories: string[];
  catalogs: { category: string; outerCategory: string; subCategories: { name: string }[] }[];
  goods: GoodPlace[];
}

/** Every public path once, in a stable order. */
export function publicPaths({ outerCategories, catalogs, goods }: SitemapInput): string[] {
  const paths = [...STATIC_PATHS, ...outerCategories.map(outerCategoryLink)];
  for (const catalog of catalogs) {
    paths.push(catalogLink(catalog));
    if (catalog.subCategories.length > 0) paths.push(allGoodsLink(catalog));
    for (const sub of catalog.subCategories) paths.push(subCategoryLink(catalog, sub.name));
  }
  paths.push(...goods.map(goodLink));
  return [...new Set(paths)];
}

const escapeXml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[c]!);

function entry(loc: string, ua: string, en: string): string {
  return [
    '  <url>',
    `    <loc>${escapeXml(loc)}</loc>`,
    `    <xhtml:link rel="alternate" hreflang="uk" href="${escapeXml(ua)}"/>`,
    `    <xhtml:link rel="alternate" hreflang="en" href="${escapeXml(en)}"/>`,
    '  </url>',
  ].join('\n');
}

export function sitemapXml(origin: string, input: SitemapInput): { xml: string; urlCount: number } {
  const entries: string[] = [];
  for (const path of publicPaths(input)) {
    const ua = `${origin}${path}`;
    const en = `${origin}${path}?lang=en`;
    entries.push(entry(ua, ua, en), entry(en, ua, en));
  }
  const xml = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...entries,
    '</urlset>',
    '',
  ].join('\n');
  return { xml, urlCount: entries.length };
}
