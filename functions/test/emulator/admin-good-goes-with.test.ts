// A needle's sizes and a pattern's named yarns, saved through the ADMIN's good form: stored as
// sent, kept when a save leaves them out, removed by null, and a malformed one refused with
// nothing written; a shopper may not set them.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { db } from '../../src/admin';
import { expectRefusedUnchanged, post } from '../admin-api';
import { removeOwnCatalogue } from '../catalogue-cleanup';
import { createTestUser, type TestUser } from '../auth-tokens';

let admin: TestUser;
let shopper: TestUser;
const run = Date.now().toString(36);
const category = `goeswith${run}`;
const articul = `GW-${run}`;
const both = (ua: string, en: string) => ({ ua, en });

const goodBody = (extra: Record<string, unknown>) => ({
  title: both(`Спиці ${articul}`, `Needles ${articul}`),
  description: both('', ''),
  kind: 'accessory',
  measurement: 'piece',
  measurementCount: 1,
  category,
  subcategory: 'allgoods',
  mainImage: null,
  price: 180,
  discount: { hasDiscount: false, amount: 0 },
  popular: false,
  newGoodState: true,
  quantity: 4,
  articul,
  yarn: null,
  ...extra,
});

const stored = async (id: string) => (await db.collection('goods').doc(id).get()).data() ?? {};

afterAll(() => removeOwnCatalogue({ categories: [category] }));

beforeAll(async () => {
  [admin, shopper] = await Promise.all([createTestUser('admin'), createTestUser('user')]);
  expect((await post('/api/savecategory', admin, { name: category, outerCategory: 'noOuterCategory', title: both('Спиці', 'Needles') })).status).toBe(200);
});

describe('an accessory’s sizes and named yarns', () => {
  it('are stored as sent, kept when left out, and removed by null', async () => {
    const toolSize = { tool: 'needles', sizesMm: [2, 2.5, 3] };
    const patternYarns = { lineIds: ['drops-fabel'], weightClasses: ['superFine'] };
    const created = await post('/api/savegood', admin, goodBody({ toolSize, patternYarns }));
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    const goodId = created.body._id as string;
    expect(await stored(goodId)).toMatchObject({ toolSize, patternYarns });

    expect((await post('/api/savegood', admin, goodBody({ goodId, price: 190 }))).status).toBe(200);
    expect(await stored(goodId)).toMatchObject({ price: 190, toolSize, patternYarns });

    expect((await post('/api/savegood', admin, goodBody({ goodId, toolSize: null, patternYarns: null }))).status).toBe(200);
    const cleared = await stored(goodId);
    expect(['toolSize' in cleared, 'patternYarns' in cleared]).toEqual([false, false]);
  });

  it.each([
    ['no size', { toolSize: { tool: 'needles', sizesMm: [] } }],
    ['a size twice', { toolSize: { tool: 'hook', sizesMm: [3, 3] } }],
    ['a size past any tool', { toolSize: { tool: 'needles', sizesMm: [60] } }],
    ['an unknown tool', { toolSize: { tool: 'pin', sizesMm: [3] } }],
    ['a pattern naming nothing', { patternYarns: { lineIds: [], weightClasses: [] } }],
    ['a line id that is none', { patternYarns: { lineIds: ['Not/A line'], weightClasses: [] } }],
  ])('refuses %s with nothing written', async (_name, extra) => {
    await expectRefusedUnchanged(() => post('/api/savegood', admin, goodBody({ articul: `${articul}-X`, ...extra })), 400, 'VALIDATION_FAILED', ['goods']);
  });

  it('refuses a shopper', async () => {
    await expectRefusedUnchanged(() => post('/api/savegood', shopper, goodBody({ articul: `${articul}-S`, toolSize: { tool: 'hook', sizesMm: [3] } })), 403, undefined, ['goods']);
  });
});
