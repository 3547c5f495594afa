// The search index is never left behind by a catalogue change: the triggers on goods, yarn lines
// and catalogs bring it in step after every kind of change the ADMIN or a price list makes, none of
// which rebuilds it by hand. Each test waits for the index to show the change (ADR 8).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { db } from '../../src/admin';
import { post } from '../admin-api';
import { bearer, createTestUser, type TestUser } from '../auth-tokens';
import { SHOP_URL } from '../shop-url';
import { notBefore } from '../../src/search/index-freshness';
import { placeOrder } from './orders-support';
import { indexEntryOf, readIndexEntries, searchIndexQuiet, searchIndexSettled, searchIndexState, triggersStarted } from './catalog-triggers-support';

let admin: TestUser;
const run = Date.now().toString(36);
const both = (ua: string, en: string) => ({ ua, en });
const outerA = `ixoutera${run}`;
const outerB = `ixouterb${run}`;
const catA = `ixcata${run}`;
const catB = `ixcatb${run}`;

function goodBody(articul: string, category: string, extra: Record<string, unknown> = {}) {
  return {
    title: both(`Пряжа ${articul}`, `Yarn ${articul}`),
    description: both('', ''),
    kind: 'skeinYarn',
    measurement: 'skein',
    measurementCount: 1,
    category,
    subcategory: 'allgoods',
    mainImage: null,
    price: 120,
    discount: { hasDiscount: false, amount: 0 },
    popular: false,
    newGoodState: false,
    quantity: 7,
    articul,
    yarn: null,
    ...extra,
  };
}

async function ok(path: string, body: unknown): Promise<Record<string, unknown>> {
  const answer = await post(path, admin, body);
  expect(answer.status, `${path}: ${JSON.stringify(answer.body)}`).toBeLessThan(300);
  return answer.body;
}

async function saveGood(articul: string, category: string, extra: Record<string, unknown> = {}): Promise<string> {
  return (await ok('/api/savegood', goodBody(articul, category, extra)))._id as string;
}

const lineBody = (name: string) => ({
  brand: 'Індекс',
  name,
  fibres: [{ fibre: 'merino', percent: 100 }],
  weightClass: 'superFine',
  metresPer100g: 400,
  skein: { metres: 200, grams: 50 },
  needleMm: { from: 2.5, to: 3.5 },
  hookMm: null,
  gauge: null,
  care: { wash: 'handWash', maxWashTemperatureC: 30, tumbleDry: false, iron: false, bleach: false, note: null },
});
const colour = (code: string) => ({ code, name: both(`Колір ${code}`, `Colour ${code}`), swatch: { kind: 'hex', hex: '#336699' }, family: 'blue' });

beforeAll(async () => {
  admin = await createTestUser('admin');
  await ok('/api/saveoutercategory', { name: outerA, title: both('Індекс А', 'Index A') });
  await ok('/api/saveoutercategory', { name: outerB, title: both('Індекс Б', 'Index B') });
  await ok('/api/savecategory', { name: catA, outerCategory: outerA, title: both('Кат А', 'Cat A') });
  await ok('/api/savecategory', { name: catB, outerCategory: outerA, title: both('Кат Б', 'Cat B') });
  await triggersStarted();
});

// The storefront's menu shows every outer category and every category without one: the header
// tests after this file must not meet its test sections.
afterAll(async () => {
  for (const category of [catA, catB, `ixcatr${run}`]) {
    const doc = await db.collection('categories').doc(category).get();
    if (doc.exists) await ok('/api/removefullcategorysection', { currentOuterCategory: doc.get('outerCategory'), category, catalogId: category });
  }
  for (const outer of [outerA, outerB]) {
    if ((await db.collection('outerCategories').doc(outer).get()).exists) await ok('/api/removeoutercategory', { outerCategory: outer });
  }
});

describe('the search index after each kind of catalogue change', () => {
  it('a good created is in it; its name edited, by the new name', async () => {
    const id = await saveGood(`IXN-${run}`, catA);
    await expect.poll(() => indexEntryOf(id)).toMatchObject({ titleUa: `Пряжа IXN-${run}`, category: catA, outerCategory: outerA });
    await saveGood(`IXN-${run}`, catA, { goodId: id, title: both(`Кід мохер ${run}`, `Kid mohair ${run}`) });
    await expect.poll(() => indexEntryOf(id)).toMatchObject({ titleUa: `Кід мохер ${run}`, titleEn: `Kid mohair ${run}` });
  });

  it('a price and stock edit leaves its entry as it was, and rebuilds nothing', async () => {
    const id = await saveGood(`IXP-${run}`, catA);
    await expect.poll(() => indexEntryOf(id)).not.toBeNull();
    // Settled, and built from reads that surely hold the good: its own delivery, however late,
    // then finds its write covered and rebuilds nothing.
    const created = (await db.collection('goods').doc(id).get()).updateTime!;
    await expect.poll(async () => (await searchIndexSettled()) && notBefore((await searchIndexState()).builtFrom ?? created, created) && (await searchIndexState()).builtFrom !== undefined).toBe(true);
    const [entry, rebuilds] = await Promise.all([indexEntryOf(id), searchIndexQuiet()]);
    await saveGood(`IXP-${run}`, catA, { goodId: id, price: 140, quantity: 0 });
    // The trigger has looked at the write once its stock event is there.
    await expect.poll(async () => (await db.collection('stockEvents').where('goodId', '==', id).get()).size).toBe(1);
    expect(await indexEntryOf(id)).toEqual(entry);
    expect((await searchIndexState()).rebuilds).toBe(rebuilds);
  });

  it('a good moved to another sub-category, then to another category', async () => {
    await ok('/api/addsubcategory', { catalogId: catA, name: 'Mohair', title: both('Мохер', 'Mohair') });
    const id = await saveGood(`IXM-${run}`, catA);
    await ok('/api/changegoodsubcategory', { goodId: id, subcategory: 'Mohair' });
    await expect.poll(() => indexEntryOf(id)).toMatchObject({ category: catA, subcategory: 'Mohair' });
    await saveGood(`IXM-${run}`, catB, { goodId: id });
    await expect.poll(() => indexEntryOf(id)).toMatchObject({ category: catB, subcategory: 'allgoods' });
  });

  it('a sub-category removed: its goods are found under all goods', async () => {
    const sub = await ok('/api/addsubcategory', { catalogId: catB, name: 'Alpaca', title: both('Альпака', 'Alpaca') });
    const id = await saveGood(`IXS-${run}`, catB, { subcategory: 'Alpaca' });
    await expect.poll(() => indexEntryOf(id)).toMatchObject({ subcategory: 'Alpaca' });
    await ok('/api/removesubcategory', { catalogId: catB, subCategoryId: sub._id });
    await expect.poll(() => indexEntryOf(id)).toMatchObject({ subcategory: 'allgoods' });
  });

  it('a category moved to another outer category, then that outer category removed', async () => {
    const id = await saveGood(`IXC-${run}`, catA);
    await ok('/api/savecategory', { name: catA, outerCategory: outerB, title: both('Кат А', 'Cat A') });
    await expect.poll(() => indexEntryOf(id)).toMatchObject({ category: catA, outerCategory: outerB });
    await ok('/api/removeoutercategory', { outerCategory: outerB });
    await expect.poll(() => indexEntryOf(id)).toMatchObject({ category: catA, outerCategory: 'noOuterCategory' });
  });

  it('a category renamed: its goods are found by its new title', async () => {
    const category = `ixcatr${run}`;
    await ok('/api/savecategory', { name: category, outerCategory: outerA, title: both('Кат Р', 'Cat R') });
    await ok('/api/addsubcategory', { catalogId: category, name: 'Silk', title: both('Шовк', 'Silk') });
    const id = await saveGood(`IXT-${run}`, category, { subcategory: 'Silk' });
    await expect.poll(async () => (await indexEntryOf(id))?.names).toContain('шовк');
    await ok('/api/savecategory', { name: category, outerCategory: outerA, title: both(`Бавовна ${run}`, `Cotton ${run}`) });
    await expect.poll(async () => (await indexEntryOf(id))?.names).toContain(`бавовна`);
  });

  it('a good removed leaves it: deleted, or archived because an order names it', async () => {
    const deleted = await saveGood(`IXD-${run}`, catB);
    const archived = await saveGood(`IXR-${run}`, catB);
    await placeOrder([{ goodId: archived, quantity: 1 }]);
    await expect.poll(async () => [await indexEntryOf(deleted), await indexEntryOf(archived)].every(Boolean)).toBe(true);
    const [first, second] = [await ok('/api/removegood', { category: catB, goodId: deleted }), await ok('/api/removegood', { category: catB, goodId: archived })];
    expect([first.deleted, second.archived]).toEqual([[deleted], [archived]]);
    await expect.poll(async () => [await indexEntryOf(deleted), await indexEntryOf(archived)]).toEqual([null, null]);
  });

  it('a category removed with its section leaves its goods out', async () => {
    const category = `ixgone${run}`;
    await ok('/api/savecategory', { name: category, outerCategory: outerA, title: both('Геть', 'Gone') });
    const id = await saveGood(`IXG-${run}`, category);
    await expect.poll(() => indexEntryOf(id)).not.toBeNull();
    await ok('/api/removefullcategorysection', { currentOuterCategory: outerA, category, catalogId: category });
    await expect.poll(() => indexEntryOf(id)).toBeNull();
  });

  it('a yarn line renamed, and a colour’s code changed, reach its colours’ entries', async () => {
    const lineId = (await ok('/api/saveyarnline', lineBody(`Lama ${run}`))).lineId as string;
    const id = await saveGood(`IXY-${run}`, catA, { yarnColour: { lineId, colour: colour('31'), lots: [{ lot: 'A1', quantity: 4 }] } });
    await expect.poll(() => indexEntryOf(id)).toMatchObject({ yarnLineId: lineId, line: `Індекс Lama ${run}`, colourCode: '31' });
    await ok('/api/saveyarnline', { ...lineBody(`Vicuna ${run}`), lineId });
    await expect.poll(() => indexEntryOf(id)).toMatchObject({ line: `Індекс Vicuna ${run}` });
    await saveGood(`IXY-${run}`, catA, { goodId: id, yarnColour: { lineId, colour: colour('32'), lots: [{ lot: 'A1', quantity: 4 }], lotsSeen: [{ lot: 'A1', quantity: 4 }] } });
    await expect.poll(() => indexEntryOf(id)).toMatchObject({ colourCode: '32' });
  });
});

describe('a price list of many goods', () => {
  const COUNT = 150;
  const articul = (n: number) => `IXL${run}-${n}`.toUpperCase();
  const priceList = (title: string) =>
    ['articul;price;quantity;discount;title;category', ...Array.from({ length: COUNT }, (_, n) => `${articul(n)};50;3;;${title} ${n};${catA}`)].join('\n');

  async function apply(csv: string): Promise<void> {
    const form = new FormData();
    form.set('file', new Blob([csv]), 'prices.csv');
    form.set('mode', 'apply');
    const res = await fetch(`${SHOP_URL}/api/syncgoods`, { method: 'POST', headers: bearer(admin), body: form });
    expect(res.status, await res.clone().text()).toBe(200);
  }

  const titles = async () => {
    const entries = await readIndexEntries();
    return Array.from({ length: COUNT }, (_, n) => entries.get(articul(n).toLowerCase())?.titleUa ?? null);
  };

  it('its goods created, then renamed, are all in the index, for a few rebuilds rather than one per good', async () => {
    const before = await searchIndexQuiet();
    await apply(priceList(`Бобіна ${run}`));
    await expect.poll(titles).toEqual(Array.from({ length: COUNT }, (_, n) => `Бобіна ${run} ${n}`));
    await apply(priceList(`Моток ${run}`));
    await expect.poll(titles).toEqual(Array.from({ length: COUNT }, (_, n) => `Моток ${run} ${n}`));
    await expect.poll(searchIndexSettled).toBe(true);
    // 300 goods written in four transactions of at most 100.
    expect(((await searchIndexState()).rebuilds ?? 0) - before).toBeLessThanOrEqual(12);
  });
});
