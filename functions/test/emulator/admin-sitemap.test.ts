// Site map: built by an ADMIN, served at /sitemap.xml through Hosting, robots.txt points to it.
import { beforeAll, describe, expect, it } from 'vitest';
import { db } from '../../src/admin';
import { bearer, createTestUser, type TestUser } from '../auth-tokens';
import { SHOP_URL } from '../shop-url';

let admin: TestUser;
let shopper: TestUser;

beforeAll(async () => {
  [admin, shopper] = await Promise.all([createTestUser('admin'), createTestUser('user')]);
});

const build = (user: TestUser | null) => fetch(`${SHOP_URL}/api/buildsitemap`, { method: 'POST', headers: bearer(user) });

/** How many <loc> entries end with this good id, in Ukrainian (no ?lang) and in English. */
function countsOf(xml: string, goodId: string): { ua: number; en: number } {
  const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]!);
  return {
    ua: locs.filter((l) => l.endsWith(`/${goodId}`)).length,
    en: locs.filter((l) => l.endsWith(`/${goodId}?lang=en`)).length,
  };
}

describe('site map', () => {
  it('is refused to a guest (401) and to a non-admin (403)', async () => {
    expect((await build(null)).status).toBe(401);
    expect((await build(shopper)).status).toBe(403);
  });

  it('holds every seeded good exactly once per language, served as XML through Hosting', async () => {
    const res = await build(admin);
    expect(res.status).toBe(200);
    const { urlCount } = (await res.json()) as { urlCount: number };

    const served = await fetch(`${SHOP_URL}/sitemap.xml`);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toMatch(/^application\/xml/);
    const xml = await served.text();
    expect(xml.startsWith('<?xml')).toBe(true);
    expect((xml.match(/<url>/g) ?? []).length).toBe(urlCount);

    const goods = await db.collection('goods').where('archived', '==', false).get();
    expect(goods.size).toBeGreaterThanOrEqual(300);
    for (const good of goods.docs) expect(countsOf(xml, good.id), good.id).toEqual({ ua: 1, en: 1 });

    const outer = await db.collection('outerCategories').get();
    for (const o of outer.docs) expect(xml).toContain(`<loc>http://127.0.0.1:5000/outercategory/${o.id}</loc>`);
    expect(xml).toContain('hreflang="en"');
  });

  it('robots.txt points to the site map and keeps private pages out', async () => {
    const res = await fetch(`${SHOP_URL}/robots.txt`);
    expect(res.status).toBe(200);
    const text = await res.text();
    expect(text).toContain('Sitemap: http://127.0.0.1:5000/sitemap.xml');
    expect(text).toContain('Disallow: /ordersmanager');
  });
});
