// The server renderer as the `pages` function runs it, in this process: the Vite-built
// entry-server (functions/ssr/) reading the seeded catalogue from the Firestore emulator through
// firebase-admin. Each kind of public page, in both languages: content, <head>, JSON-LD, status.
import { beforeAll, describe, expect, it } from 'vitest';
import { join } from 'node:path';
import { REPO_ROOT } from '../../scripts/emulators/paths.ts';
import { SHOP_URL } from '../support/emulators.ts';
import { seededPages, type SeededPages } from '../support/seeded-pages.ts';

process.env.SSR_DIR = join(REPO_ROOT, 'functions', 'ssr');
const { firestoreCatalogReader } = await import('../../functions/src/model/catalog-reader.ts');
const { loadRenderer, loadTemplates } = await import('../../functions/src/ssr/renderer.ts');
const { servePage } = await import('../../functions/src/ssr/serve-page.ts');

const services = { render: loadRenderer, templates: loadTemplates, reader: firestoreCatalogReader, origin: SHOP_URL };
const serve = (url: string, language: 'ua' | 'en' = 'ua') => servePage({ url, cookie: `__session=${language}` }, services);

const meta = (html: string, key: string) => new RegExp(`<meta (?:property|name)="${key}" content="([^"]*)"`).exec(html)?.[1];
const title = (html: string) => /<title>([^<]*)<\/title>/.exec(html)?.[1];
const rootHtml = (html: string) => /<div id="root">([\s\S]*)<\/div><script type="application\/json" id="shop-state">/.exec(html)?.[1] ?? '';
function jsonLd(html: string): Record<string, unknown>[] {
  return [...html.matchAll(/<script type="application\/ld\+json">([^<]*)<\/script>/g)].map((m) => JSON.parse(m[1]!) as Record<string, unknown>);
}
const decode = (text: string) => text.replace(/&quot;/g, '"').replace(/&#x27;|&#39;/g, "'").replace(/&amp;/g, '&');

let pages: SeededPages;
beforeAll(async () => {
  pages = await seededPages();
});

describe.each(['ua', 'en'] as const)('server render in %s', (language) => {
  it('home: the tiles and the carousel in the HTML, the shop\'s name and preview in <head>', async () => {
    const answer = await serve('/', language);
    expect(answer.status).toBe(200);
    expect(answer.headers['Cache-Control']).toMatch(/^public/);
    const root = rootHtml(answer.body);
    expect(decode(root)).toContain(pages.outerCategory.title[language]);
    expect(root).toMatch(/<img[^>]+fetchpriority="high"/i);
    expect(title(answer.body)).toBe(language === 'ua' ? 'Крамниця пряжі' : 'Yarn Shop');
    expect(meta(answer.body, 'og:locale')).toBe(language === 'ua' ? 'uk_UA' : 'en_US');
    expect(answer.body).toContain(`<html lang="${language === 'ua' ? 'uk' : 'en'}">`);
  });

  it('a good: its title, price and picture in the HTML; Product and BreadcrumbList JSON-LD; Open Graph of a product', async () => {
    const { good } = pages;
    const answer = await serve(good.path, language);
    expect(answer.status).toBe(200);
    const name = good.doc.title[language];
    expect(decode(title(answer.body) ?? '')).toContain(name);
    expect(decode(rootHtml(answer.body))).toContain(name);
    expect(rootHtml(answer.body)).toContain('₴');
    expect(decode(meta(answer.body, 'og:title') ?? '')).toContain(name);
    expect(meta(answer.body, 'og:type')).toBe('product');
    expect(meta(answer.body, 'og:image')).toMatch(/^http:\/\/127\.0\.0\.1:5000\/.+\.(webp|png|jpg)$/);
    const url = `${SHOP_URL}${good.path}${language === 'en' ? '?lang=en' : ''}`;
    expect(meta(answer.body, 'og:url')).toBe(url);
    expect(answer.body).toContain(`<link rel="canonical" href="${url}">`);
    const [product] = jsonLd(answer.body).filter((data) => data['@type'] === 'Product');
    expect(product).toMatchObject({ name, sku: good.doc.articul, offers: { priceCurrency: 'UAH', url } });
    expect((product!.offers as { availability: string }).availability).toMatch(/InStock|OutOfStock/);
    const crumbs = jsonLd(answer.body).find((data) => data['@type'] === 'BreadcrumbList');
    expect((crumbs?.itemListElement as unknown[]).length).toBeGreaterThanOrEqual(3);
  });

  it('a goods list, a catalog and an outer category name what they are', async () => {
    for (const { path, title: named } of [pages.goodsList, pages.catalog, pages.outerCategory, pages.plainCatalog]) {
      const answer = await serve(path, language);
      expect(answer.status, path).toBe(200);
      expect(decode(title(answer.body) ?? ''), path).toContain(named[language]);
      expect(decode(rootHtml(answer.body)), path).toContain(named[language]);
      expect(jsonLd(answer.body).some((data) => data['@type'] === 'BreadcrumbList'), path).toBe(true);
    }
    const list = await serve(pages.goodsList.path, language);
    expect(rootHtml(list.body)).toContain('₴');
  });

  it('the discount list and the search results hold their goods', async () => {
    const discount = await serve('/goods/discountgoods', language);
    expect(discount.status).toBe(200);
    expect(rootHtml(discount.body).match(/₴/g)?.length ?? 0).toBeGreaterThan(2);
    const word = pages.good.doc.title[language].split(' ')[0]!;
    const search = await serve(`/goods/search?q=${encodeURIComponent(word)}`, language);
    expect(search.status).toBe(200);
    expect(decode(rootHtml(search.body))).toContain(pages.good.doc.title[language]);
    // The results, not the whole search index, go to the browser.
    expect(search.body).not.toContain('"searchIndex"');
  });

  it.each(['/contacts', '/paymentanddelivery', '/aboutuspage', '/privacypolicy', '/publicoffer'])('the static page %s', async (path) => {
    const answer = await serve(path, language);
    expect(answer.status).toBe(200);
    expect(title(answer.body)).toMatch(/\|/);
    expect(rootHtml(answer.body)).toMatch(/<h1/);
  });

  it.each(['/no-such-page', '/goods/yarn/no-such-good', '/catalog/no-such-catalog', '/outercategory/no-such-outer'])('%s answers 404 with the not-found page', async (path) => {
    const answer = await serve(path, language);
    expect(answer.status).toBe(404);
    expect(rootHtml(answer.body)).toMatch(/<h1/);
    expect(meta(answer.body, 'robots')).toBe('noindex');
  });
});

it('puts nothing personal and no admin data in a page: only the catalogue\'s answers', async () => {
  const answer = await serve(pages.good.path);
  const state = JSON.parse(/id="shop-state">([^<]*)</.exec(answer.body)![1]!) as { queries: { queries: { queryKey: unknown[] }[] } };
  const collections = new Set(state.queries.queries.map((query) => query.queryKey[0]));
  expect([...collections].every((name) => ['goods', 'catalogs', 'outerCategories', 'mainPageImages', 'searchResults'].includes(String(name)))).toBe(true);
  expect(answer.body).not.toMatch(/shoppingCard|accessToken|@yarnshop\.test/);
});
