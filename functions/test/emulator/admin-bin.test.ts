// The bin: removing each kind of catalogue thing moves it there whole, in one transaction;
// "restore" puts it back where it was (with its goods, pictures, translations and lots), or asks
// where when its place is gone; the expiry deletes it for good with the pictures nothing else shows.
// The search index follows both ways.
import { randomUUID } from 'node:crypto';
import { Timestamp } from 'firebase-admin/firestore';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { db } from '../../src/admin';
import { emptyExpiredBin } from '../../src/bin/empty-bin';
import { imageStore } from '../../src/images/store';
import type { BinEntryDoc, BinPartDoc } from '../../src/model/types';
import { errorCode, expectRefusedUnchanged, post } from '../admin-api';
import { createTestUser, type TestUser } from '../auth-tokens';
import { removeOwnCatalogue } from '../catalogue-cleanup';
import { ownGoodDoc } from '../good-doc';
import { indexEntryOf } from './catalog-triggers-support';

let admin: TestUser;
let shopper: TestUser;
const run = Date.now().toString(36);
const both = (ua: string, en: string) => ({ ua, en });
const DAY_MS = 24 * 60 * 60 * 1000;
const CATALOGUE = ['outerCategories', 'categories', 'catalogs', 'goods', 'yarnLines', 'mainPageImages', 'bin'];

const data = async (path: string) => (await db.doc(path).get()).data();
/** A restored document is as it was, but for the restorer's edit stamp (the audit log names her by it). */
async function restoredAsBefore(path: string, before: unknown): Promise<void> {
  const { lastEdit, ...now } = (await data(path)) ?? {};
  const { lastEdit: _earlier, ...was } = (before ?? {}) as Record<string, unknown>;
  expect(now).toEqual(was);
  expect(lastEdit).toMatchObject({ uid: admin.uid });
}
const entryOf = async (id: string) => (await db.collection('bin').doc(id).get()).data() as BinEntryDoc | undefined;

async function ok(path: string, body: unknown): Promise<Record<string, unknown>> {
  const res = await post(path, admin, body);
  expect([200, 201], `${path} ${JSON.stringify(res.body)}`).toContain(res.status);
  return res.body;
}

/** A stored picture of its own, as an upload would leave it. */
async function picture(name: string): Promise<string> {
  return imageStore().put(`goods/bin-${run}-${name}.webp`, Buffer.from(`picture ${name}`), 'image/webp');
}
const isStored = async (url: string) => (await imageStore().get(imageStore().pathOf(url)!)) !== null;

async function category(name: string, outerCategory: string): Promise<void> {
  await ok('/api/savecategory', { name, outerCategory, title: both(`Кат ${name}`, `Cat ${name}`), description: both('Опис', 'About') });
}

/** A yarn colour with two dye lots, on its line, written as the ADMIN's form writes it. */
async function yarnColour(id: string, categoryName: string, lineId: string, fields: Record<string, unknown> = {}) {
  const colour = { code: id.slice(-4), name: both('Синій', 'Blue'), swatch: { kind: 'hex', hex: '#224488' }, family: 'blue' };
  const lots = [{ lot: 'A1', quantity: 4 }, { lot: 'B2', quantity: 6 }];
  await db.collection('goods').doc(id).set(ownGoodDoc(id, categoryName, { yarnLineId: lineId, colour, lots, quantity: 10, ...fields } as never));
  const line = await db.collection('yarnLines').doc(lineId).get();
  const colours = [...((line.get('colours') as unknown[]) ?? []), { goodId: id, ...colour, quantity: 10, largestLot: 6 }];
  await db.collection('yarnLines').doc(lineId).set({ brand: 'Bin', name: lineId, colours }, { merge: true });
}

beforeAll(async () => {
  [admin, shopper] = await Promise.all([createTestUser('admin'), createTestUser('user')]);
});
afterAll(() =>
  removeOwnCatalogue({
    outerCategories: [`binouter${run}`, `binouterb${run}`],
    categories: [`bincat${run}`, `bincatb${run}`, `binsub${run}`, `binsubother${run}`, `bingood${run}`, `bingoodother${run}`, `binexpiry${run}`],
  }),
);

describe('a category section in the bin', () => {
  const outer = `binouter${run}`;
  const cat = `bincat${run}`;
  const line = `bin-line-${run}`;
  const kept = `bin-kept-${run}`;
  const named = `bin-named-${run}`;
  let entryId = '';
  let before: Record<string, unknown> = {};

  it('removing it moves the category, its page and its goods to the bin whole, and the index drops them', async () => {
    await ok('/api/saveoutercategory', { name: outer, title: both('Кошик', 'Bin') });
    await category(cat, outer);
    await ok('/api/addsubcategory', { catalogId: cat, name: 'Soft', title: both('Мʼяка', 'Soft') });
    await yarnColour(kept, cat, line, { outerCategory: outer, subcategory: 'Soft', mainImage: await picture('kept'), images: [await picture('kept-2')], title: both('Синя пряжа', 'Blue yarn') });
    await yarnColour(named, cat, line, { outerCategory: outer });
    await db.collection('shoppingCards').doc(`bin-card-${run}`).set({ goodIds: [named], status: 'UNCONFIRMED' });
    await expect.poll(async () => Boolean((await indexEntryOf(kept)) && (await indexEntryOf(named))), { timeout: 60_000 }).toBe(true);
    before = { category: await data(`categories/${cat}`), catalog: await data(`catalogs/${cat}`), kept: await data(`goods/${kept}`) };

    const removed = await ok('/api/removefullcategorysection', { currentOuterCategory: outer, category: cat, catalogId: cat });
    expect(removed).toMatchObject({ deletedGoods: [kept], archivedGoods: [named] });
    entryId = removed.binEntryId as string;
    expect(await data(`categories/${cat}`)).toBeUndefined();
    expect(await data(`catalogs/${cat}`)).toBeUndefined();
    expect(await data(`goods/${kept}`)).toBeUndefined();
    expect(await data(`goods/${named}`)).toMatchObject({ archived: true });
    expect((await data(`yarnLines/${line}`))?.colours).toEqual([]);

    const entry = (await entryOf(entryId))!;
    expect(entry).toMatchObject({ kind: 'categorySection', collection: 'categories', docId: cat, place: outer, goods: 2, removedBy: { uid: admin.uid, email: admin.email }, restore: { archivedGoods: [named] } });
    expect(entry.expiresAt.toMillis() - entry.removedAt.toMillis()).toBe(30 * DAY_MS);
    const part = (await db.doc(`bin/${entryId}/parts/0`).get()).data() as BinPartDoc;
    expect(part.docs.map((doc) => doc.path).sort()).toEqual([`catalogs/${cat}`, `categories/${cat}`, `goods/${kept}`]);
    await expect.poll(async () => [await indexEntryOf(kept), await indexEntryOf(named)], { timeout: 60_000 }).toEqual([null, null]);
  });

  it('the ADMIN sees it in the bin, newest first; a customer and a guest may not', async () => {
    const page = await ok('/api/getbin', {});
    const listed = (page.entries as { id: string }[]).find((entry) => entry.id === entryId);
    expect(listed).toMatchObject({ kind: 'categorySection', title: both(`Кат ${cat}`, `Cat ${cat}`), place: outer, goods: 2, removedBy: { uid: admin.uid } });
    expect((await post('/api/getbin', shopper, {})).status).toBe(403);
    expect((await post('/api/getbin', null, {})).status).toBe(401);
    await expectRefusedUnchanged(() => post('/api/restorefrombin', shopper, { entryId }), 403, 'FORBIDDEN', CATALOGUE);
  });

  it('restoring it puts back the category, its page and goods with their titles, pictures and lots, and the index finds them', async () => {
    expect(await ok('/api/restorefrombin', { entryId })).toEqual({ kind: 'categorySection', place: outer });
    await restoredAsBefore(`categories/${cat}`, before.category);
    await restoredAsBefore(`catalogs/${cat}`, before.catalog);
    const { updatedAt: _was, lastEdit: _stamp, ...kept0 } = before.kept as Record<string, unknown>;
    expect(await data(`goods/${kept}`)).toMatchObject(kept0);
    expect(await data(`goods/${named}`)).toMatchObject({ archived: false, category: cat });
    const colours = (await data(`yarnLines/${line}`))?.colours as { goodId: string; quantity: number; largestLot: number }[];
    expect(colours.map((c) => [c.goodId, c.quantity, c.largestLot]).sort()).toEqual([[kept, 10, 6], [named, 10, 6]].sort());
    expect(await entryOf(entryId)).toBeUndefined();
    expect((await db.collection(`bin/${entryId}/parts`).get()).size).toBe(0);
    await expect.poll(async () => [(await indexEntryOf(kept))?.subcategory, (await indexEntryOf(named))?.category], { timeout: 60_000 }).toEqual(['Soft', cat]);
  });

  it('restoring it again is refused: it is no longer in the bin', async () => {
    await expectRefusedUnchanged(() => post('/api/restorefrombin', admin, { entryId }), 404, 'BIN_ENTRY_NOT_FOUND', CATALOGUE);
  });

  it('when its outer category was removed later, restoring asks where to put it, then puts it there', async () => {
    entryId = (await ok('/api/removefullcategorysection', { currentOuterCategory: outer, category: cat, catalogId: cat })).binEntryId as string;
    const outerEntry = (await ok('/api/removeoutercategory', { outerCategory: outer })).binEntryId as string;
    const asked = await post('/api/restorefrombin', admin, { entryId });
    expect([asked.status, errorCode(asked), (asked.body.error as { details?: unknown }).details]).toEqual([409, 'BIN_PLACE_GONE', { choose: 'outerCategory', was: outer }]);
    await expectRefusedUnchanged(() => post('/api/restorefrombin', admin, { entryId }), 409, 'BIN_PLACE_GONE', CATALOGUE);
    await expectRefusedUnchanged(() => post('/api/restorefrombin', admin, { entryId, place: `nowhere${run}` }), 404, 'OUTER_CATEGORY_NOT_FOUND', CATALOGUE);
    expect(await ok('/api/restorefrombin', { entryId, place: 'noOuterCategory' })).toEqual({ kind: 'categorySection', place: 'noOuterCategory' });
    expect(await data(`catalogs/${cat}`)).toMatchObject({ outerCategory: 'noOuterCategory', link: `/catalog/${cat}` });
    expect(await data(`goods/${kept}`)).toMatchObject({ outerCategory: 'noOuterCategory', category: cat });
    await expect.poll(async () => (await indexEntryOf(kept))?.outerCategory, { timeout: 60_000 }).toBe('noOuterCategory');
    // The outer category comes back empty: the section was not in it when it was removed.
    expect(await ok('/api/restorefrombin', { entryId: outerEntry })).toEqual({ kind: 'outerCategory', place: null });
    expect(await data(`outerCategories/${outer}`)).toMatchObject({ name: outer, title: both('Кошик', 'Bin') });
    expect(await data(`categories/${cat}`)).toMatchObject({ outerCategory: 'noOuterCategory' });
    await db.collection('shoppingCards').doc(`bin-card-${run}`).delete();
  });
});

describe('an outer category in the bin', () => {
  const outer = `binouterb${run}`;
  const cat = `bincatb${run}`;
  const good = `bin-outer-good-${run}`;

  it('restoring it takes its categories and their goods back from the top-level group', async () => {
    await ok('/api/saveoutercategory', { name: outer, title: both('Зовнішня', 'Outer') });
    await category(cat, outer);
    await db.collection('goods').doc(good).set(ownGoodDoc(good, cat, { outerCategory: outer }));
    const removed = await ok('/api/removeoutercategory', { outerCategory: outer });
    expect(removed.movedCategories).toEqual([cat]);
    expect(await data(`goods/${good}`)).toMatchObject({ outerCategory: 'noOuterCategory' });
    expect(await entryOf(removed.binEntryId as string)).toMatchObject({ kind: 'outerCategory', place: null, restore: { movedCategories: [cat] } });

    await ok('/api/restorefrombin', { entryId: removed.binEntryId });
    expect(await data(`outerCategories/${outer}`)).toMatchObject({ name: outer });
    expect(await data(`categories/${cat}`)).toMatchObject({ outerCategory: outer });
    expect(await data(`catalogs/${cat}`)).toMatchObject({ outerCategory: outer, link: `/outercategory/${outer}/${cat}/allgoods` });
    expect(await data(`goods/${good}`)).toMatchObject({ outerCategory: outer });
    await expect.poll(async () => (await indexEntryOf(good))?.outerCategory, { timeout: 60_000 }).toBe(outer);
  });

  it('is refused when another outer category of that name was made meanwhile', async () => {
    const removed = await ok('/api/removeoutercategory', { outerCategory: outer });
    await ok('/api/saveoutercategory', { name: outer, title: both('Нова', 'New') });
    await expectRefusedUnchanged(() => post('/api/restorefrombin', admin, { entryId: removed.binEntryId }), 409, 'BIN_NAME_TAKEN', CATALOGUE);
  });
});

describe('a sub-category in the bin', () => {
  const cat = `binsub${run}`;
  const other = `binsubother${run}`;
  const good = `bin-sub-good-${run}`;

  it('restoring it puts it back at its place in the catalog, and its goods back into it', async () => {
    await category(cat, 'noOuterCategory');
    await ok('/api/addsubcategory', { catalogId: cat, name: 'First', title: both('Перша', 'First') });
    await ok('/api/addsubcategory', { catalogId: cat, name: 'Second', title: both('Друга', 'Second') });
    await db.collection('goods').doc(good).set(ownGoodDoc(good, cat, { subcategory: 'First' }));
    const removed = await ok('/api/removesubcategory', { catalogId: cat, subCategoryId: `${cat}-first` });
    expect(await data(`goods/${good}`)).toMatchObject({ subcategory: 'allgoods' });
    expect(await entryOf(removed.binEntryId as string)).toMatchObject({ kind: 'subCategory', collection: 'catalogs', docId: cat, place: cat });
    await ok('/api/restorefrombin', { entryId: removed.binEntryId });
    const catalog = (await data(`catalogs/${cat}`))!;
    expect(catalog.subCategories.map((s: { name: string }) => s.name)).toEqual(['First', 'Second']);
    expect(catalog.subCategories[0]).toMatchObject({ _id: `${cat}-first`, title: both('Перша', 'First') });
    expect(await data(`goods/${good}`)).toMatchObject({ subcategory: 'First' });
  });

  it('when its catalog was removed later, restoring asks for a category and puts it there', async () => {
    await category(other, 'noOuterCategory');
    const removed = await ok('/api/removesubcategory', { catalogId: cat, subCategoryId: `${cat}-second` });
    await ok('/api/removefullcategorysection', { currentOuterCategory: 'noOuterCategory', category: cat, catalogId: cat });
    await expectRefusedUnchanged(() => post('/api/restorefrombin', admin, { entryId: removed.binEntryId }), 409, 'BIN_PLACE_GONE', CATALOGUE);
    expect(await ok('/api/restorefrombin', { entryId: removed.binEntryId, place: other })).toEqual({ kind: 'subCategory', place: other });
    expect((await data(`catalogs/${other}`))!.subCategories).toMatchObject([{ _id: `${other}-second`, name: 'Second' }]);
  });
});

describe('a good in the bin', () => {
  const cat = `bingood${run}`;
  const other = `bingoodother${run}`;
  const good = `bin-good-${run}`;

  it('restoring it puts it back in its category; when that is gone, in the category the ADMIN chooses', async () => {
    await category(cat, 'noOuterCategory');
    await category(other, 'noOuterCategory');
    await db.collection('goods').doc(good).set(ownGoodDoc(good, cat, { title: both('Гачок', 'Hook'), price: 85 }));
    await expect.poll(() => indexEntryOf(good), { timeout: 60_000 }).not.toBeNull();
    let removed = await ok('/api/removegood', { category: cat, goodId: good });
    expect(await entryOf(removed.binEntryId as string)).toMatchObject({ kind: 'good', collection: 'goods', docId: good, place: cat, title: both('Гачок', 'Hook'), goods: 1 });
    await expect.poll(() => indexEntryOf(good), { timeout: 60_000 }).toBeNull();
    await ok('/api/restorefrombin', { entryId: removed.binEntryId });
    expect(await data(`goods/${good}`)).toMatchObject({ category: cat, price: 85, title: both('Гачок', 'Hook'), archived: false });
    await expect.poll(() => indexEntryOf(good), { timeout: 60_000 }).toMatchObject({ category: cat, titleEn: 'Hook' });

    removed = await ok('/api/removegood', { category: cat, goodId: good });
    await ok('/api/removefullcategorysection', { currentOuterCategory: 'noOuterCategory', category: cat, catalogId: cat });
    await expectRefusedUnchanged(() => post('/api/restorefrombin', admin, { entryId: removed.binEntryId }), 409, 'BIN_PLACE_GONE', CATALOGUE);
    await ok('/api/restorefrombin', { entryId: removed.binEntryId, place: other });
    expect(await data(`goods/${good}`)).toMatchObject({ category: other, subcategory: 'allgoods' });
  });

  it('a yarn colour whose line was removed later waits for the line: restore the line first', async () => {
    const line = `bin-goodline-${run}`;
    const colour = `bin-colour-${run}`;
    await yarnColour(colour, other, line);
    const goodEntry = (await ok('/api/removegood', { category: other, goodId: colour })).binEntryId as string;
    const lineEntry = (await ok('/api/removeyarnline', { lineId: line })).binEntryId as string;
    expect(await data(`yarnLines/${line}`)).toBeUndefined();
    await expectRefusedUnchanged(() => post('/api/restorefrombin', admin, { entryId: goodEntry }), 409, 'BIN_YARN_LINE_GONE', CATALOGUE);
    expect(await ok('/api/restorefrombin', { entryId: lineEntry })).toEqual({ kind: 'yarnLine', place: null });
    await ok('/api/restorefrombin', { entryId: goodEntry });
    expect(await data(`goods/${colour}`)).toMatchObject({ yarnLineId: line, lots: [{ lot: 'A1', quantity: 4 }, { lot: 'B2', quantity: 6 }] });
    expect((await data(`yarnLines/${line}`))?.colours).toMatchObject([{ goodId: colour, quantity: 10, largestLot: 6 }]);
  });

  it('an order that names a removed good keeps reading it', async () => {
    const sold = `bin-sold-${run}`;
    await db.collection('goods').doc(sold).set(ownGoodDoc(sold, other));
    await db.collection('shoppingCards').doc(`bin-sold-card-${run}`).set({ goodIds: [sold], status: 'SENT' });
    expect(await ok('/api/removegood', { category: other, goodId: sold })).toMatchObject({ deleted: [], archived: [sold] });
    expect(await data(`goods/${sold}`)).toMatchObject({ archived: true, title: ownGoodDoc(sold, other).title });
    await db.collection('shoppingCards').doc(`bin-sold-card-${run}`).delete();
  });
});

describe('the expiry', () => {
  const cat = `binexpiry${run}`;

  it('empties entries past their 30 days with their parts, and deletes the pictures nothing else shows', async () => {
    await category(cat, 'noOuterCategory');
    const [own, shared] = [await picture('own'), await picture('shared')];
    const gone = `bin-expiring-${randomUUID()}`;
    const stays = `bin-staying-${randomUUID()}`;
    await db.collection('goods').doc(gone).set(ownGoodDoc(gone, cat, { mainImage: own, images: [shared] }));
    await db.collection('goods').doc(stays).set(ownGoodDoc(stays, cat, { mainImage: shared }));
    const entryId = (await ok('/api/removegood', { category: cat, goodId: gone })).binEntryId as string;
    const fresh = (await ok('/api/removeyarnline', { lineId: (await ok('/api/saveyarnline', lineBody())).lineId })).binEntryId as string;

    // Not yet due: nothing happens.
    await emptyExpiredBin(Date.now());
    expect(await entryOf(entryId)).toBeDefined();
    expect([await isStored(own), await isStored(shared)]).toEqual([true, true]);

    await db.collection('bin').doc(entryId).update({ expiresAt: Timestamp.fromMillis(Date.now() - 1000) });
    await emptyExpiredBin();
    expect(await entryOf(entryId)).toBeUndefined();
    expect((await db.collection(`bin/${entryId}/parts`).get()).size).toBe(0);
    expect([await isStored(own), await isStored(shared)]).toEqual([false, true]);
    expect(await entryOf(fresh)).toBeDefined();
    await expectRefusedUnchanged(() => post('/api/restorefrombin', admin, { entryId }), 404, 'BIN_ENTRY_NOT_FOUND', CATALOGUE);
  });
});

describe('a yarn line and a slide in the bin', () => {
  it('a yarn line with no colours comes back whole', async () => {
    const saved = await ok('/api/saveyarnline', lineBody());
    const before = await data(`yarnLines/${saved.lineId}`);
    const removed = await ok('/api/removeyarnline', { lineId: saved.lineId });
    expect(await entryOf(removed.binEntryId as string)).toMatchObject({ kind: 'yarnLine', title: { ua: expect.stringContaining('Bin Yarn') } });
    await ok('/api/restorefrombin', { entryId: removed.binEntryId });
    await restoredAsBefore(`yarnLines/${saved.lineId}`, before);
  });

  it('a slide comes back with its words, its files untouched meanwhile', async () => {
    const url = await imageStore().put(`main/bin-${run}.webp`, Buffer.from('slide'), 'image/webp');
    const ref = await db.collection('mainPageImages').add({ mainImage: url, mainImageBlured: null, order: 99, title: both('Осінь', 'Autumn'), createdAt: Timestamp.now() });
    const before = await data(ref.path);
    expect((await post('/api/deletemainimage', admin, { imageId: ref.id })).status).toBe(200);
    expect(await data(ref.path)).toBeUndefined();
    expect(await isStored(url)).toBe(true);
    const entry = (await db.collection('bin').where('pictures', 'array-contains', url).get()).docs[0]!;
    expect(entry.data()).toMatchObject({ kind: 'slide', title: both('Осінь', 'Autumn') });
    await ok('/api/restorefrombin', { entryId: entry.id });
    await restoredAsBefore(ref.path, before);
    // Out of the carousel again: other files blur every slide, and this one's file is no picture.
    await Promise.all([ref.delete(), imageStore().delete(imageStore().pathOf(url)!)]);
  });
});

function lineBody() {
  return {
    brand: 'Bin Yarn',
    name: `Line ${randomUUID().slice(0, 8)}`,
    fibres: [{ fibre: 'merino', percent: 100 }],
    weightClass: 'superFine',
    metresPer100g: 400,
    skein: { metres: 200, grams: 50 },
    needleMm: { from: 2.5, to: 3.5 },
    hookMm: null,
    gauge: null,
    care: { wash: 'handWash', maxWashTemperatureC: 30, tumbleDry: false, iron: false, bleach: false, note: null },
  };
}
