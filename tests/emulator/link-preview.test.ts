// What a messenger's link preview (Telegram, Viber) or a crawler sees: a plain HTTP GET of a page
// through Hosting, no scripts run. The good's title in the language asked for, a picture that
// loads, the canonical address, and cache headers that keep languages and personal pages apart.
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { SHOP_URL } from '../support/emulators.ts';
import { seededPages, type SeededPages } from '../support/seeded-pages.ts';

const meta = (html: string, key: string) => new RegExp(`<meta (?:property|name)="${key}" content="([^"]*)"`).exec(html)?.[1];
const decode = (text: string) => text.replace(/&quot;/g, '"').replace(/&#39;/g, "'").replace(/&amp;/g, '&');

async function preview(path: string, cookie?: string) {
  const response = await fetch(`${SHOP_URL}${path}`, { headers: { 'User-Agent': 'TelegramBot (like TwitterBot)', ...(cookie ? { Cookie: cookie } : {}) } });
  return { response, html: await response.text() };
}

let pages: SeededPages;
beforeAll(async () => {
  pages = await seededPages();
});

describe('a shared link to a good', () => {
  it.each([
    ['?lang=en', undefined, 'en'],
    ['', '__session=en', 'en'],
    ['', undefined, 'ua'],
    ['', '__session=ua', 'ua'],
  ] as const)('%s with cookie %s previews in %s', async (query, cookie, language) => {
    const { response, html } = await preview(`${pages.good.path}${query}`, cookie);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/html/);
    expect(decode(meta(html, 'og:title') ?? '')).toContain(pages.good.doc.title[language]);
    expect(meta(html, 'og:url')).toBe(`${SHOP_URL}${pages.good.path}${language === 'en' ? '?lang=en' : ''}`);
    expect(html).toContain('₴');
  });

  it('names a picture that loads, as an image at least 600 px wide', async () => {
    const { html } = await preview(pages.good.path);
    const image = meta(html, 'og:image');
    expect(image).toMatch(/^http:\/\/127\.0\.0\.1:5000\//);
    const picture = await fetch(image!);
    expect(picture.status).toBe(200);
    expect(picture.headers.get('content-type')).toMatch(/^image\//);
    const { width } = await sharp(Buffer.from(await picture.arrayBuffer())).metadata();
    expect(width).toBeGreaterThanOrEqual(600);
  });

  it('is cached by the CDN per language cookie, and revalidated by browsers', async () => {
    const { response } = await preview(pages.good.path);
    expect(response.headers.get('cache-control')).toMatch(/^public, max-age=0, s-maxage=\d+, stale-while-revalidate=\d+$/);
    expect(response.headers.get('vary')).toMatch(/Cookie/);
  });
});

describe('pages that are not public', () => {
  it.each(['/userpage', '/makeorderpage', '/ordersmanager', '/admin', '/admin/catalog', '/login', '/signup', '/unregistereduserpage', '/paymentreturn/abc'])('%s is the shell, never cached publicly', async (path) => {
    const { response, html } = await preview(path, '__session=en');
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('private, no-store');
    expect(html).toContain('<div id="root"></div>');
    expect(html).not.toContain('shop-state');
  });

  it('an unknown address answers 404 with the not-found page, in HTML', async () => {
    const { response, html } = await preview('/no/such/page/here');
    expect(response.status).toBe(404);
    expect(html).toMatch(/<h1[^>]*>[^<]+<\/h1>/);
  });
});
