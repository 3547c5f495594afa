// The ADMIN edits yarn lines and a good's colour with its dye lots. The good and
// its line's colour entry are written in one transaction; bad input is refused with nothing written.
import { beforeAll, describe, expect, it } from 'vitest';
import { db } from '../../src/admin';
import type { YarnLineDoc } from '../../src/model/yarn-line-docs';
import { errorCode, expectRefusedUnchanged, post } from '../admin-api';
import { createTestUser, type TestUser } from '../auth-tokens';
import { placeOrder } from './orders-support';

let admin: TestUser;
let shopper: TestUser;
const run = Date.now().toString(36);
const outer = `yarnouter${run}`;
const category = `yarncat${run}`;
const both = (ua: string, en: string) => ({ ua, en });
const COLLECTIONS = ['goods', 'yarnLines'];

const lineBody = (name: string) => ({
  brand: 'Тест Ярн',
  name,
  fibres: [{ fibre: 'merino', percent: 80 }, { fibre: 'polyamide', percent: 20 }],
  weightClass: 'superFine',
  metresPer100g: 400,
  skein: { metres: 200, grams: 50 },
  needleMm: { from: 2.5, to: 3.5 },
  hookMm: null,
  gauge: { stitches: 28, rows: 36, needleMm: 3 },
  care: { wash: 'handWash', maxWashTemperatureC: 30, tumbleDry: false, iron: false, bleach: false, note: null },
});

const colour = (code: string, hex = '#336699') => ({ code, name: both(`Колір ${code}`, `Colour ${code}`), swatch: { kind: 'hex', hex }, family: 'blue' });

function goodBody(articul: string, yarnColour: unknown, extra: Record<string, unknown> = {}) {
  return {
    title: both(`Пряжа ${articul}`, `Yarn ${articul}`),
    description: both('', ''),
    kind: 'skeinYarn',
    measurement: 'skein',
    measurementCount: 1,
    category,
    subcategory: 'allgoods',
    mainImage: null,
    price: 95,
    discount: { hasDiscount: false, amount: 0 },
    popular: false,
    newGoodState: false,
    quantity: 999,
    articul,
    yarn: { brand: 'Old', fibres: [{ fibre: 'wool', percent: 100 }], weightClass: 'dk', skeinWeightGrams: 50, skeinLengthMeters: 200, metersPer100g: null, needleSizeMm: null, hookSizeMm: null, colour: both('синій', 'blue'), colourHex: '#336699', dyeLot: null },
    yarnColour,
    ...extra,
  };
}

const lineDoc = async (id: string) => (await db.collection('yarnLines').doc(id).get()).data() as YarnLineDoc;
const goodDoc = async (id: string) => (await db.collection('goods').doc(id).get()).data()!;
let lineA = '';
let lineB = '';

beforeAll(async () => {
  [admin, shopper] = await Promise.all([createTestUser('admin'), createTestUser('user')]);
  expect((await post('/api/saveoutercategory', admin, { name: outer, title: both('Пряжа', 'Yarn') })).status).toBe(200);
  expect((await post('/api/savecategory', admin, { name: category, outerCategory: outer, title: both('Лінійки', 'Lines') })).status).toBe(200);
});

describe('yarn lines as the ADMIN edits them', () => {
  it('creates a line with an id made of brand and name, with no colours, and edits its attributes', async () => {
    const created = await post('/api/saveyarnline', admin, lineBody(`Sock ${run}`));
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    lineA = created.body.lineId as string;
    expect(lineA).toBe(`test-yarn-sock-${run}`);
    expect(await lineDoc(lineA)).toMatchObject({ brand: 'Тест Ярн', weightClass: 'superFine', skein: { metres: 200, grams: 50 }, colours: [] });
    // Colours sent by a client are not the client's to write.
    const edited = await post('/api/saveyarnline', admin, { ...lineBody(`Sock ${run}`), lineId: lineA, metresPer100g: 410, colours: [{ goodId: 'x' }] });
    expect(edited.status).toBe(200);
    expect(await lineDoc(lineA)).toMatchObject({ metresPer100g: 410, colours: [] });
    lineB = ((await post('/api/saveyarnline', admin, lineBody(`Lace ${run}`))).body.lineId as string) ?? '';
    expect(lineB).toBe(`test-yarn-lace-${run}`);
  });

  it('refuses a second line of the same brand and name, an unknown line, bad attributes, and a non-ADMIN', async () => {
    await expectRefusedUnchanged(() => post('/api/saveyarnline', admin, lineBody(`Sock ${run}`)), 409, 'YARN_LINE_EXISTS', COLLECTIONS);
    await expectRefusedUnchanged(() => post('/api/saveyarnline', admin, { ...lineBody('x'), lineId: `nowhere-${run}` }), 404, 'YARN_LINE_NOT_FOUND', COLLECTIONS);
    const badFibres = { ...lineBody(`Bad ${run}`), fibres: [{ fibre: 'merino', percent: 90 }] };
    await expectRefusedUnchanged(() => post('/api/saveyarnline', admin, badFibres), 400, 'VALIDATION_FAILED', COLLECTIONS);
    await expectRefusedUnchanged(() => post('/api/saveyarnline', shopper, lineBody(`Mine ${run}`)), 403, 'FORBIDDEN', COLLECTIONS);
    await expectRefusedUnchanged(() => post('/api/saveyarnline', null, lineBody(`Mine ${run}`)), 401, 'UNAUTHENTICATED', COLLECTIONS);
    await expectRefusedUnchanged(() => post('/api/removeyarnline', shopper, { lineId: lineB }), 403, 'FORBIDDEN', COLLECTIONS);
  });
});

describe('a good as a colour of a line, with its dye lots', () => {
  const articul = `YL-${run}`;
  const id = articul.toLowerCase();

  it('saves the colour with two lots: the stock is their sum, the older attributes go, and the line lists the colour', async () => {
    const lots = [{ lot: '1234', quantity: 6 }, { lot: '1301', quantity: 3 }];
    const saved = await post('/api/savegood', admin, goodBody(articul, { lineId: lineA, colour: colour('21'), lots }));
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(await goodDoc(id)).toMatchObject({ yarnLineId: lineA, colour: colour('21'), lots, quantity: 9, yarn: null });
    expect((await lineDoc(lineA)).colours).toEqual([{ goodId: id, ...colour('21'), quantity: 9, largestLot: 6 }]);
  });

  it('refuses bad lots, a taken code, an unknown line and a stale form with 4xx, writing nothing', async () => {
    const refused = (yarnColour: unknown, status: number, code: string, extra = {}) =>
      expectRefusedUnchanged(() => post('/api/savegood', admin, goodBody(articul, yarnColour, { goodId: id, ...extra })), status, code, COLLECTIONS);
    const part = (lots: unknown) => ({ lineId: lineA, colour: colour('21'), lots });
    await refused(part([{ lot: '1234', quantity: 6 }, { lot: '1234', quantity: 1 }]), 400, 'VALIDATION_FAILED');
    await refused(part([{ lot: '1234', quantity: -1 }]), 400, 'VALIDATION_FAILED');
    await refused(part([{ lot: '1234', quantity: 2.5 }]), 400, 'VALIDATION_FAILED');
    await refused(part([{ lot: ' ', quantity: 2 }]), 400, 'VALIDATION_FAILED');
    await refused({ lineId: `nowhere-${run}`, colour: colour('21'), lots: [] }, 404, 'YARN_LINE_NOT_FOUND');
    await refused({ ...part([{ lot: '1234', quantity: 1 }]), lotsSeen: [{ lot: '1234', quantity: 5 }] }, 409, 'LOTS_CHANGED');
    // A second good may not take a code its line already has.
    const other = goodBody(`YL2-${run}`, { lineId: lineA, colour: colour('21 '), lots: [] });
    await expectRefusedUnchanged(() => post('/api/savegood', admin, other), 409, 'COLOUR_CODE_TAKEN', COLLECTIONS);
    await expectRefusedUnchanged(() => post('/api/savegood', shopper, goodBody(`YL3-${run}`, part([]))), 403, 'FORBIDDEN', COLLECTIONS);
  });

  it('keeps a lot that a reserved order holds, and accepts other lot changes', async () => {
    const card = await placeOrder([{ goodId: id, quantity: 2 }]);
    const moved = await post('/api/changeshoppingcardstatus', admin, { shoppingCardId: card, status: 'RESERVED' });
    expect(moved.status, JSON.stringify(moved.body)).toBe(200);
    // Best fit took 2 from lot 1301 (3 → 1).
    const seen = [{ lot: '1234', quantity: 6 }, { lot: '1301', quantity: 1 }];
    expect((await goodDoc(id)).lots).toEqual(seen);
    const withoutHeld = { lineId: lineA, colour: colour('21'), lots: [{ lot: '1234', quantity: 6 }], lotsSeen: seen };
    const answer = await post('/api/savegood', admin, goodBody(articul, withoutHeld, { goodId: id }));
    expect([answer.status, errorCode(answer)]).toEqual([409, 'LOT_IN_USE']);
    const changed = { lineId: lineA, colour: colour('21', '#223344'), lots: [{ lot: '1234', quantity: 4 }, { lot: '1301', quantity: 1 }, { lot: '1400', quantity: 10 }], lotsSeen: seen };
    expect((await post('/api/savegood', admin, goodBody(articul, changed, { goodId: id }))).status).toBe(200);
    expect(await goodDoc(id)).toMatchObject({ quantity: 15 });
    expect((await lineDoc(lineA)).colours).toEqual([{ goodId: id, ...colour('21', '#223344'), quantity: 15, largestLot: 10 }]);
    // Left out, the colour part stays as stored, and so does the stock (the sent quantity is not the lots').
    expect((await post('/api/savegood', admin, { ...goodBody(articul, undefined, { goodId: id }), price: 99 })).status).toBe(200);
    expect(await goodDoc(id)).toMatchObject({ price: 99, quantity: 15, yarnLineId: lineA });
  });

  it('moves the colour to another line in one save, then stops it being a colour', async () => {
    const moved = await post('/api/savegood', admin, goodBody(articul, { lineId: lineB, colour: colour('7'), lots: [{ lot: '1234', quantity: 4 }, { lot: '1301', quantity: 1 }] }, { goodId: id }));
    expect(moved.status, JSON.stringify(moved.body)).toBe(200);
    expect((await lineDoc(lineA)).colours).toEqual([]);
    expect((await lineDoc(lineB)).colours).toEqual([{ goodId: id, ...colour('7'), quantity: 5, largestLot: 4 }]);
    expect((await post('/api/savegood', admin, goodBody(articul, null, { goodId: id, quantity: 3 }))).status).toBe(200);
    const plain = await goodDoc(id);
    expect(plain).toMatchObject({ quantity: 3, yarn: { brand: 'Old' } });
    expect(plain).not.toHaveProperty('yarnLineId');
    expect(plain).not.toHaveProperty('lots');
    expect((await lineDoc(lineB)).colours).toEqual([]);
  });

  it('takes a removed good off its line, and removes a line only once it has no colours', async () => {
    const articul2 = `YL4-${run}`;
    const saved = await post('/api/savegood', admin, goodBody(articul2, { lineId: lineB, colour: colour('8'), lots: [{ lot: 'A', quantity: 2 }] }));
    expect(saved.status).toBe(200);
    await expectRefusedUnchanged(() => post('/api/removeyarnline', admin, { lineId: lineB }), 409, 'YARN_LINE_HAS_COLOURS', COLLECTIONS);
    expect((await post('/api/removegood', admin, { category, goodId: saved.body._id })).status).toBe(200);
    expect((await lineDoc(lineB)).colours).toEqual([]);
    expect((await post('/api/removeyarnline', admin, { lineId: lineB })).status).toBe(200);
    expect((await db.collection('yarnLines').doc(lineB).get()).exists).toBe(false);
    await expectRefusedUnchanged(() => post('/api/removeyarnline', admin, { lineId: lineB }), 404, 'YARN_LINE_NOT_FOUND', COLLECTIONS);
  });
});

describe('goods that are no colour, and whole sections', () => {
  it('keeps the lots a price list gave a good that is no colour when a save leaves yarnColour out', async () => {
    const articul = `YL5-${run}`;
    const id = articul.toLowerCase();
    expect((await post('/api/savegood', admin, goodBody(articul, undefined, { quantity: 2 }))).status).toBe(200);
    await db.collection('goods').doc(id).update({ lots: [{ lot: 'P1', quantity: 3 }, { lot: 'P2', quantity: 1 }], quantity: 4 });
    expect((await post('/api/savegood', admin, goodBody(articul, undefined, { goodId: id, quantity: 50, price: 70 }))).status).toBe(200);
    expect(await goodDoc(id)).toMatchObject({ price: 70, quantity: 4, lots: [{ lot: 'P1', quantity: 3 }, { lot: 'P2', quantity: 1 }] });
  });

  it('takes the colours of a removed section off their line, in the same transaction', async () => {
    const section = `yarnsection${run}`;
    expect((await post('/api/savecategory', admin, { name: section, outerCategory: outer, title: both('Секція', 'Section') })).status).toBe(200);
    const line = (await post('/api/saveyarnline', admin, lineBody(`Section ${run}`))).body.lineId as string;
    const saved = await post('/api/savegood', admin, { ...goodBody(`YL6-${run}`, { lineId: line, colour: colour('9'), lots: [{ lot: 'S', quantity: 1 }] }), category: section });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect((await lineDoc(line)).colours).toHaveLength(1);
    const removed = await post('/api/removefullcategorysection', admin, { currentOuterCategory: outer, category: section, catalogId: section });
    expect(removed.status, JSON.stringify(removed.body)).toBe(200);
    expect((await lineDoc(line)).colours).toEqual([]);
    expect((await post('/api/removeyarnline', admin, { lineId: line })).status).toBe(200);
  });
});
