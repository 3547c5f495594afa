// Catalogue editing: every admin endpoint's happy path, bad input, a non-admin and a guest.
import { beforeAll, describe, expect, it } from 'vitest';
import { db } from '../../src/admin';
import { post, errorCode, expectRefusedUnchanged } from '../admin-api';
import { createTestUser, type TestUser } from '../auth-tokens';

let admin: TestUser;
let shopper: TestUser;
const run = Date.now().toString(36);
const outer = `outer${run}`;
const category = `cat${run}`;
const title = (ua: string, en: string) => ({ ua, en });

function goodBody(articul: string, subcategory: string) {
  return {
    title: title(`Пряжа ${articul}`, `Yarn ${articul}`),
    description: title('Опис', 'Description'),
    kind: 'skeinYarn',
    measurement: 'skein',
    measurementCount: 1,
    category,
    subcategory,
    mainImage: null,
    price: 120,
    discount: { hasDiscount: true, amount: 15 },
    popular: false,
    newGoodState: true,
    quantity: 7,
    articul,
    yarn: null,
  };
}

beforeAll(async () => {
  [admin, shopper] = await Promise.all([createTestUser('admin'), createTestUser('user')]);
});

describe('catalogue editing as ADMIN', () => {
  it('creates an outer category, a category with a sub-category and a good, then finds them', async () => {
    expect((await post('/api/saveoutercategory', admin, { name: outer, title: title('Тест', 'Test') })).status).toBe(200);
    expect((await post('/api/savecategory', admin, { name: category, outerCategory: outer, title: title('Кат', 'Cat') })).status).toBe(200);
    const catalog = (await db.collection('catalogs').doc(category).get()).data()!;
    expect(catalog.link).toBe(`/outercategory/${outer}/${category}/allgoods`);

    const sub = await post('/api/addsubcategory', admin, { catalogId: category, name: 'Soft Merino', title: title('Мʼякий меринос', 'Soft merino') });
    expect(sub.status).toBe(201);
    expect(sub.body._id).toBe(`${category}-softmerino`.toLowerCase());
    expect((await db.collection('catalogs').doc(category).get()).get('link')).toBe(`/outercategory/${outer}/${category}`);

    const good = await post('/api/savegood', admin, goodBody(`T-${run}`, 'SoftMerino'));
    expect(good.status).toBe(200);
    const saved = (await db.collection('goods').doc(good.body._id as string).get()).data()!;
    expect(saved).toMatchObject({ category, outerCategory: outer, subcategory: 'SoftMerino', archived: false, price: 120 });
    const list = (await (await fetch('http://127.0.0.1:5000/api/getcategorieslist')).json()) as { outerCategories: { outerCategory: string; categories: string[] }[] };
    expect(list.outerCategories.find((e) => e.outerCategory === outer)?.categories).toEqual([category]);
  });

  it('refuses a second good with the same articul, and a sub-category that is not in the catalog', async () => {
    await expectRefusedUnchanged(() => post('/api/savegood', admin, goodBody(`T-${run}`, 'allgoods')), 409, 'ARTICUL_TAKEN');
    await expectRefusedUnchanged(() => post('/api/savegood', admin, goodBody(`U-${run}`, 'Nowhere')), 400, 'SUBCATEGORY_NOT_FOUND');
  });

  it('keeps a good’s shipping weight: saved, kept when a save leaves it out, removed by null', async () => {
    const weighed = async (id: string) => (await db.collection('goods').doc(id).get()).get('weightGrams') as unknown;
    const created = await post('/api/savegood', admin, { ...goodBody(`W-${run}`, 'allgoods'), weightGrams: 110 });
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    const goodId = created.body._id as string;
    expect(await weighed(goodId)).toBe(110);
    expect((await post('/api/savegood', admin, { ...goodBody(`W-${run}`, 'allgoods'), goodId, price: 130 })).status).toBe(200);
    expect(await weighed(goodId)).toBe(110);
    expect((await post('/api/savegood', admin, { ...goodBody(`W-${run}`, 'allgoods'), goodId, weightGrams: null })).status).toBe(200);
    expect(await weighed(goodId)).toBeUndefined();
    // out of the way of the section removal below, which counts the category's goods
    expect((await post('/api/removegood', admin, { category, goodId })).status).toBe(200);
  });

  it('moves a good to another sub-category only inside its catalog', async () => {
    const id = `t-${run}`.toLowerCase();
    expect((await post('/api/changegoodsubcategory', admin, { goodId: id, subcategory: 'allgoods' })).status).toBe(200);
    expect((await db.collection('goods').doc(id).get()).get('subcategory')).toBe('allgoods');
    await expectRefusedUnchanged(() => post('/api/changegoodsubcategory', admin, { goodId: id, subcategory: 'Elsewhere' }), 400, 'SUBCATEGORY_NOT_FOUND');
  });

  it('removing a sub-category moves its goods to allgoods', async () => {
    const id = `t-${run}`.toLowerCase();
    await post('/api/changegoodsubcategory', admin, { goodId: id, subcategory: 'SoftMerino' });
    const removed = await post('/api/removesubcategory', admin, { subCategoryId: `${category}-softmerino`.toLowerCase(), catalogId: category });
    expect(removed.body).toEqual({ movedGoods: 1, binEntryId: expect.any(String) });
    expect((await db.collection('goods').doc(id).get()).get('subcategory')).toBe('allgoods');
  });

  it('removing the outer category moves its categories and goods to the top-level group', async () => {
    const res = await post('/api/removeoutercategory', admin, { outerCategory: outer });
    expect(res.body).toEqual({ movedCategories: [category], binEntryId: expect.any(String) });
    expect((await db.collection('outerCategories').doc(outer).get()).exists).toBe(false);
    expect((await db.collection('categories').doc(category).get()).get('outerCategory')).toBe('noOuterCategory');
    expect((await db.collection('goods').doc(`t-${run}`.toLowerCase()).get()).get('outerCategory')).toBe('noOuterCategory');
  });

  it('removing a full section deletes its goods but archives one that an order names', async () => {
    const keep = `k-${run}`.toLowerCase();
    await post('/api/savegood', admin, goodBody(`K-${run}`, 'allgoods'));
    await db.collection('shoppingCards').doc(`card-${run}`).set({ goodIds: [keep], status: 'UNCONFIRMED' });
    const res = await post('/api/removefullcategorysection', admin, {
      currentOuterCategory: 'noOuterCategory',
      category,
      newCategoryList: [],
      catalogId: category,
    });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ category, deletedGoods: [`t-${run}`.toLowerCase()], archivedGoods: [keep], binEntryId: expect.any(String) });
    expect((await db.collection('catalogs').doc(category).get()).exists).toBe(false);
    expect((await db.collection('goods').doc(keep).get()).get('archived')).toBe(true);
    expect((await db.collection('goods').doc(`t-${run}`.toLowerCase()).get()).exists).toBe(false);
    await db.collection('shoppingCards').doc(`card-${run}`).delete();
  });
});

describe('a good named by a real order', () => {
  it('is archived, not deleted, and keeps the order readable', async () => {
    const articul = `O-${run}`;
    const good = await post('/api/savegood', admin, { ...goodBody(articul, 'allgoods'), category: 'wool' });
    expect(good.status).toBe(200);
    const order = await post('/api/createshoppingcard', null, {
      goods: [{ goodId: good.body._id, quantity: 1 }],
      customer: { name: 'Олена', phone: '0671234567' },
      delivery: { carrier: 'novaposhta', city: 'Київ', branch: '12' },
      payment: 'cod',
      idempotencyKey: `admin-catalogue-${run}`,
    });
    expect(order.status).toBe(201);
    const removed = await post('/api/removegood', admin, { category: 'wool', goodId: good.body._id });
    expect(removed.body).toEqual({ deleted: [], archived: [good.body._id], binEntryId: expect.any(String) });
    expect((await db.collection('goods').doc(good.body._id as string).get()).get('archived')).toBe(true);
    const card = await post('/api/getshoppingcardbyid', null, { shoppingCardId: order.body._id });
    expect(card.status).toBe(200);
  });
});

describe('bad input writes nothing', () => {
  it.each([
    ['/api/saveoutercategory', { name: 'bad name!', title: title('a', 'b') }],
    ['/api/saveoutercategory', { name: 'noOuterCategory', title: title('a', 'b') }],
    ['/api/savecategory', { name: 'x', outerCategory: 'yarn', title: { ua: '' } }],
    ['/api/addsubcategory', { catalogId: 'wool', name: '<script>', title: title('a', 'b') }],
    ['/api/savegood', { ...goodBody('Z-1', 'allgoods'), price: -5 }],
    ['/api/savegood', { ...goodBody('Z-2', 'allgoods'), quantity: 1.5 }],
    ['/api/savegood', { ...goodBody('Z-3', 'allgoods'), weightGrams: 0 }],
    ['/api/savegood', { ...goodBody('Z-4', 'allgoods'), weightGrams: 12.5 }],
    ['/api/savegood', { ...goodBody('Z-5', 'allgoods'), weightGrams: '110' }],
    ['/api/removegood', { category: 'wool', goodId: 'a/b' }],
    ['/api/removefullcategorysection', { currentOuterCategory: 'yarn', category: 123, catalogId: 'wool' }],
  ])('%s %j → 400 VALIDATION_FAILED', async (path, body) => {
    await expectRefusedUnchanged(() => post(path, admin, body), 400, 'VALIDATION_FAILED');
  });

  it('unknown ids answer 404 and write nothing', async () => {
    await expectRefusedUnchanged(() => post('/api/removeoutercategory', admin, { outerCategory: 'nosuch' }), 404, 'OUTER_CATEGORY_NOT_FOUND');
    await expectRefusedUnchanged(() => post('/api/removegood', admin, { category: 'wool', goodId: 'nosuch' }), 404, 'GOOD_NOT_FOUND');
    await expectRefusedUnchanged(() => post('/api/addsubcategory', admin, { catalogId: 'nosuch', name: 'A', title: title('a', 'b') }), 404, 'CATALOG_NOT_FOUND');
  });
});

describe('only an ADMIN', () => {
  const calls: [string, unknown][] = [
    ['/api/saveoutercategory', { name: 'hack', title: title('a', 'b') }],
    ['/api/savecategory', { name: 'hack', outerCategory: 'noOuterCategory', title: title('a', 'b') }],
    ['/api/addsubcategory', { catalogId: 'wool', name: 'Hack', title: title('a', 'b') }],
    ['/api/removesubcategory', { subCategoryId: 'wool-x', catalogId: 'wool' }],
    ['/api/removeoutercategory', { outerCategory: 'yarn' }],
    ['/api/removefullcategorysection', { currentOuterCategory: 'yarn', category: 'wool', catalogId: 'wool' }],
    ['/api/savegood', goodBody('H-1', 'allgoods')],
    ['/api/removegood', { category: 'wool', goodId: 'ya-1001' }],
    ['/api/changegoodsubcategory', { goodId: 'ya-1001', subcategory: 'allgoods' }],
  ];
  it.each(calls)('%s: a guest gets 401 and a user 403, nothing written', async (path, body) => {
    await expectRefusedUnchanged(() => post(path, null, body), 401, 'UNAUTHENTICATED');
    await expectRefusedUnchanged(() => post(path, shopper, body), 403, 'FORBIDDEN');
  });

  it('a forged token is a 401', async () => {
    const forged = { ...shopper, token: `${shopper.token.slice(0, -4)}abcd` };
    const answer = await post('/api/saveoutercategory', forged, { name: 'hack', title: title('a', 'b') });
    expect(answer.status).toBe(401);
    expect(errorCode(answer)).toBe('UNAUTHENTICATED');
  });
});
