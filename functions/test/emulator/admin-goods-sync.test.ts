// Goods synchronisation: preview and apply over a fixture with valid, invalid and
// duplicate rows; the re-run changes nothing; a bad file changes nothing.
import { beforeAll, describe, expect, it } from 'vitest';
import { db } from '../../src/admin';
import { snapshot } from '../admin-api';
import { bearer, createTestUser, type TestUser } from '../auth-tokens';
import { SHOP_URL } from '../shop-url';
import { indexEntryOf } from './catalog-triggers-support';

let admin: TestUser;
let shopper: TestUser;
const run = Date.now().toString(36).toUpperCase();
const a = (n: number) => `S${run}-${n}`;

async function sync(user: TestUser | null, file: Buffer | string, mode: string, name = 'prices.csv') {
  const form = new FormData();
  form.set('file', new Blob([typeof file === 'string' ? file : new Uint8Array(file)]), name);
  form.set('mode', mode);
  const res = await fetch(`${SHOP_URL}/api/syncgoods`, { method: 'POST', headers: bearer(user), body: form });
  return { status: res.status, body: (await res.json()) as Record<string, unknown> & { counts: Record<string, number>; invalid: { line: number }[] } };
}

const fixture = [
  'articul;price;quantity;discount;title;category',
  `${a(1)};130;4;;;`, // price changes
  `${a(2)};100;2;;;`, // unchanged
  `${a(3)};100;9;25;;`, // quantity and discount change
  `${a(4)};80;3;;Нова пряжа ${run};wool`, // created
  `${a(5)};12,5;1;;;`, // invalid price
  `${a(6)};10;1;;;`, // duplicate
  `${a(6)};11;1;;;`, // duplicate
  `${a(7)};10;1;;;`, // unknown articul without title/category
].join('\n');

beforeAll(async () => {
  [admin, shopper] = await Promise.all([createTestUser('admin'), createTestUser('user')]);
  const base = { category: 'wool', outerCategory: 'yarn', subcategory: 'allgoods', archived: false, discount: { hasDiscount: false, amount: 0 } };
  for (const n of [1, 2, 3]) {
    await db.collection('goods').doc(a(n).toLowerCase()).set({ ...base, articul: a(n), price: 100, quantity: 2, title: { ua: `Т${n}`, en: `T${n}` } });
  }
});

describe('POST /api/syncgoods', () => {
  it('previews created, updated, unchanged and invalid rows with line numbers, writing nothing', async () => {
    // Goods only: the search index follows goods by a trigger, so unchanged goods leave it as it is.
    const before = await snapshot(['goods']);
    const { status, body } = await sync(admin, fixture, 'preview');
    expect(status).toBe(200);
    expect(body.counts).toEqual({ created: 1, updated: 2, unchanged: 1, invalid: 4 });
    expect(body.invalid.map((r) => r.line)).toEqual([6, 7, 8, 9]);
    expect(await snapshot(['goods'])).toEqual(before);
  });

  it('applies the changes, then a re-run of the same file changes nothing', async () => {
    const applied = await sync(admin, fixture, 'apply');
    expect(applied.status).toBe(200);
    expect(applied.body.counts).toMatchObject({ created: 1, updated: 2 });
    expect((await db.collection('goods').doc(a(1).toLowerCase()).get()).get('price')).toBe(130);
    expect((await db.collection('goods').doc(a(3).toLowerCase()).get()).data()).toMatchObject({ quantity: 9, discount: { hasDiscount: true, amount: 25 } });
    const created = (await db.collection('goods').doc(a(4).toLowerCase()).get()).data()!;
    expect(created).toMatchObject({ articul: a(4), category: 'wool', outerCategory: 'yarn', price: 80, quantity: 3, archived: false });
    // The trigger on goods brings the index in step a moment after the answer.
    await expect.poll(() => indexEntryOf(a(4).toLowerCase())).toMatchObject({ articul: a(4) });

    const before = await snapshot(['goods']);
    const rerun = await sync(admin, fixture, 'apply');
    expect(rerun.body.counts).toEqual({ created: 0, updated: 0, unchanged: 4, invalid: 4 });
    expect(await snapshot(['goods'])).toEqual(before);
  });

  it('reads the same price list from an XLSX file', async () => {
    const rows = fixture.split('\n').map((line) => line.split(';').map((value) => ({ value })));
    // write-excel-file is an ES module; this test file is type-checked as CommonJS.
    const { default: writeXlsxFile } = await import('write-excel-file/node');
    const xlsx = (await writeXlsxFile(rows).toBuffer()) as Buffer;
    const { status, body } = await sync(admin, xlsx, 'preview', 'prices.xlsx');
    expect(status).toBe(200);
    expect(body.counts).toEqual({ created: 0, updated: 0, unchanged: 4, invalid: 4 });
  });

  it.each([
    ['a file without the required columns', 'sku;cost\nA-1;10', 400, 'PRICE_LIST_BAD_HEADER'],
    ['a binary file that is not a spreadsheet', Buffer.from([0, 1, 2, 3, 0, 255]), 400, 'PRICE_LIST_UNREADABLE'],
    ['an empty file', '', 400, 'PRICE_LIST_REQUIRED'],
  ])('refuses %s and changes nothing', async (_name, file, status, code) => {
    const before = await snapshot(['goods']);
    const { status: got, body } = await sync(admin, file, 'apply');
    expect(got).toBe(status);
    expect((body.error as { code: string }).code).toBe(code);
    expect(await snapshot(['goods'])).toEqual(before);
  });

  it('is refused to a guest (401) and a non-admin (403)', async () => {
    expect((await sync(null, fixture, 'apply')).status).toBe(401);
    expect((await sync(shopper, fixture, 'apply')).status).toBe(403);
  });
});

describe('POST /api/syncgoods with dye lots', () => {
  const colour = a(20);
  const line = `sync-line-${run.toLowerCase()}`;
  beforeAll(async () => {
    const base = { category: 'wool', outerCategory: 'yarn', subcategory: 'allgoods', archived: false, discount: { hasDiscount: false, amount: 0 }, title: { ua: 'Колір', en: 'Colour' } };
    const swatch = { kind: 'hex', hex: '#777777' };
    await db.collection('goods').doc(colour.toLowerCase()).set({
      ...base,
      articul: colour,
      price: 100,
      quantity: 6,
      lots: [{ lot: 'A1', quantity: 6 }],
      yarnLineId: line,
      colour: { code: '21', name: { ua: 'Сірий', en: 'Grey' }, swatch, family: 'grey' },
    });
    await db.collection('yarnLines').doc(line).set({
      brand: 'Test',
      name: 'Sync',
      colours: [{ goodId: colour.toLowerCase(), code: '21', name: { ua: 'Сірий', en: 'Grey' }, swatch, family: 'grey', quantity: 6, largestLot: 6 }],
    });
  });

  it('applies one row per lot: the colour’s lots replaced, its stock their sum, its line’s entry in step', async () => {
    const file = ['articul;price;quantity;lot;colour_code', `${colour};100;4;A1;21`, `${colour};100;9;B7;21`].join('\n');
    const applied = await sync(admin, file, 'apply');
    expect(applied.status).toBe(200);
    expect(applied.body.counts).toMatchObject({ updated: 1, invalid: 0 });
    expect((await db.collection('goods').doc(colour.toLowerCase()).get()).data()).toMatchObject({ quantity: 13, lots: [{ lot: 'A1', quantity: 4 }, { lot: 'B7', quantity: 9 }] });
    expect((await db.collection('yarnLines').doc(line).get()).get('colours')).toMatchObject([{ quantity: 13, largestLot: 9 }]);
  });

  it('refuses bad lot rows, and a plain row for a lotted colour, writing nothing', async () => {
    const before = await snapshot(['goods', 'yarnLines']);
    const file = ['articul;price;quantity;lot;colour_code', `${colour};100;4;A1;21`, `${colour};100;2;A1;21`, `${a(1)};130;4;;`].join('\n');
    const plainFile = ['articul;price;quantity', `${colour};100;20`].join('\n');
    for (const bad of [file, plainFile]) {
      const res = await sync(admin, bad, 'apply');
      expect(res.status).toBe(200);
      expect(res.body.invalid.map((r) => r.line).slice(0, 1)).toEqual([2]);
    }
    expect(await snapshot(['goods', 'yarnLines'])).toEqual(before);
  });
});

