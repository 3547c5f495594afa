// GET /api/getcategorieslist through the Hosting rewrite, compared with the seeded Firestore.
import { describe, expect, it } from 'vitest';
import { db } from '../../src/admin';
import { NO_OUTER_CATEGORY } from '../../src/model/types';
import { SHOP_URL } from '../shop-url';

interface Entry {
  outerCategory: string;
  categories: string[];
}

async function expectedList(): Promise<Entry[]> {
  const outer = await db.collection('outerCategories').orderBy('order').get();
  const categories = await db.collection('categories').orderBy('order').get();
  const groups = [...outer.docs.map((d) => d.id), NO_OUTER_CATEGORY];
  return groups.map((outerCategory) => ({
    outerCategory,
    categories: categories.docs.filter((c) => c.get('outerCategory') === outerCategory).map((c) => c.id),
  }));
}

describe('GET /api/getcategorieslist', () => {
  it('answers every outer category with its categories in order, noOuterCategory last', async () => {
    const res = await fetch(`${SHOP_URL}/api/getcategorieslist`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^application\/json/);
    const body = (await res.json()) as { outerCategories: Entry[] };
    const expected = await expectedList();
    expect(expected.length).toBeGreaterThanOrEqual(4); // the seed has at least 3 outer categories
    expect(body.outerCategories).toEqual(expected);
    expect(body.outerCategories.at(-1)?.outerCategory).toBe(NO_OUTER_CATEGORY);
    const total = body.outerCategories.reduce((n, e) => n + e.categories.length, 0);
    expect(total).toBe((await db.collection('categories').get()).size);
  });

  it('may be cached publicly for a short time', async () => {
    const res = await fetch(`${SHOP_URL}/api/getcategorieslist`);
    expect(res.headers.get('cache-control')).toMatch(/public, max-age=60/);
  });
});

describe('unknown API paths', () => {
  it('answer 404 with a stable code and a Ukrainian message by default', async () => {
    const res = await fetch(`${SHOP_URL}/api/no-such-call`);
    expect(res.status).toBe(404);
    expect(await res.json()).toMatchObject({ error: { code: 'NOT_FOUND', message: 'Не знайдено.' } });
    expect(res.headers.get('cache-control')).toBe('no-store');
  });

  it('answer in English when the language cookie says en', async () => {
    const res = await fetch(`${SHOP_URL}/auth/no-such-call`, { headers: { cookie: '__session=en' } });
    expect(res.status).toBe(404);
    expect(await res.json()).toMatchObject({ error: { code: 'NOT_FOUND', message: 'Not found.' } });
  });
});
