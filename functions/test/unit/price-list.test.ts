import { describe, expect, it } from 'vitest';
import { parsePriceRows, PriceListHeaderError } from '../../src/goods-sync/price-list-rows';
import { planSync, type ExistingGood } from '../../src/goods-sync/sync-plan';

const header = ['Артикул', 'Ціна', 'Залишок', 'Знижка', 'Назва', 'Category'];

describe('parsePriceRows', () => {
  it('reads Ukrainian or English column names in any order and case', () => {
    const { rows, invalid } = parsePriceRows([['QUANTITY', 'articul', 'price'], ['5', 'YA-1', '120']]);
    expect(invalid).toEqual([]);
    expect(rows).toEqual([{ line: 2, articul: 'YA-1', price: 120, quantity: 5, discount: null, titleUa: null, titleEn: null, category: null }]);
  });

  it('gives each rejected row its line number and reason, and refuses every line of a duplicated articul', () => {
    const { rows, invalid } = parsePriceRows([
      header,
      ['YA-1', '120', '5', '10', '', ''],
      ['YA-2', '12.50', '5', '', '', ''],
      ['YA-3', '100', '-1', '', '', ''],
      ['YA-4', '100', '1', '150', '', ''],
      ['', '100', '1', '', '', ''],
      ['YA-5', '100', '1', '', '', ''],
      ['YA-5', '110', '1', '', '', ''],
    ]);
    expect(rows.map((r) => r.articul)).toEqual(['YA-1']);
    expect(invalid.map((r) => [r.line, r.articul])).toEqual([
      [3, 'YA-2'],
      [4, 'YA-3'],
      [5, 'YA-4'],
      [6, ''],
      [7, 'YA-5'],
      [8, 'YA-5'],
    ]);
    expect(invalid[0]!.reason).toMatch(/whole number of hryvnias/);
    expect(invalid[4]!.reason).toBe('articul appears more than once, on lines 7, 8');
  });

  it('holds every row to the good form: title lengths, the catalog name, price and stock ranges', () => {
    const long = 'П'.repeat(201);
    const { rows, invalid } = parsePriceRows([
      ['articul', 'price', 'quantity', 'title', 'title_en', 'category'],
      ['YA-1', '120', '5', 'П'.repeat(200), 'Yarn', 'wool'],
      ['YA-2', '120', '5', long, '', ''],
      ['YA-3', '120', '5', '', long, ''],
      ['YA-4', '120', '5', 'Пряжа', '', 'wool/../x'],
      ['YA-5', '1000001', '5', '', '', ''],
      ['YA-6', '1e3', '5', '', '', ''],
      ['YA-7', '10', '1000001', '', '', ''],
    ]);
    expect(rows.map((r) => r.articul)).toEqual(['YA-1']);
    expect(invalid.map((r) => [r.articul, r.reason])).toEqual([
      ['YA-2', 'title must be at most 200 characters'],
      ['YA-3', 'title_en must be at most 200 characters'],
      ['YA-4', 'category must be a catalog name: latin letters and digits'],
      ['YA-5', 'price must be a whole number of hryvnias from 1 to 1000000'],
      ['YA-6', 'price must be a whole number of hryvnias from 1 to 1000000'],
      ['YA-7', 'quantity must be a whole number from 0 to 1000000'],
    ]);
  });

  it('refuses a header without the required columns', () => {
    expect(() => parsePriceRows([['articul', 'price'], ['YA-1', '1']])).toThrow(PriceListHeaderError);
    expect(() => parsePriceRows([])).toThrow(PriceListHeaderError);
  });
});

describe('planSync', () => {
  const existing = new Map<string, ExistingGood>([
    ['YA-1', { id: 'ya-1', price: 120, quantity: 5, discount: { hasDiscount: false, amount: 0 }, title: { ua: 'А', en: 'A' } }],
    ['YA-2', { id: 'ya-2', price: 90, quantity: 1, discount: { hasDiscount: false, amount: 0 }, title: { ua: 'Б', en: 'B' } }],
  ]);

  it('sorts rows into created, updated with only the changed fields, unchanged and invalid', () => {
    const { rows, invalid } = parsePriceRows([
      header,
      ['YA-1', '120', '5', '', '', ''],
      ['YA-2', '95', '1', '20', '', ''],
      ['NEW-1', '50', '3', '', 'Нова пряжа', 'wool'],
      ['NEW-2', '50', '3', '', '', ''],
      ['NEW-3', '50', '3', '', 'Назва', 'nosuch'],
    ]);
    const plan = planSync(rows, invalid, existing, new Set(['wool']));
    expect(plan.unchanged).toEqual([{ line: 2, articul: 'YA-1' }]);
    expect(plan.updated).toEqual([{ line: 3, articul: 'YA-2', goodId: 'ya-2', fields: { price: 95, discount: { hasDiscount: true, amount: 20 } } }]);
    expect(plan.created.map((c) => c.articul)).toEqual(['NEW-1']);
    expect(plan.created[0]!.fields).toMatchObject({ title: { ua: 'Нова пряжа', en: 'Нова пряжа' }, category: 'wool' });
    expect(plan.invalid.map((r) => r.line)).toEqual([5, 6]);
  });
});

describe('price lists counted by dye lot', () => {
  const lotHeader = ['articul', 'price', 'quantity', 'lot', 'colour_code'];

  it('makes one entry per colour from its rows, one per lot, with the lots’ sum as its stock', () => {
    const { rows, invalid } = parsePriceRows([lotHeader, ['YA-1', '120', '5', '2231', '21'], ['YA-2', '90', '3', '', ''], ['YA-1', '120', '2', '2240', '21']]);
    expect(invalid).toEqual([]);
    expect(rows).toEqual([
      { line: 2, articul: 'YA-1', price: 120, quantity: 7, discount: null, titleUa: null, titleEn: null, category: null, colourCode: '21', lots: [{ lot: '2231', quantity: 5 }, { lot: '2240', quantity: 2 }] },
      { line: 3, articul: 'YA-2', price: 90, quantity: 3, discount: null, titleUa: null, titleEn: null, category: null },
    ]);
  });

  it('refuses every row of a colour whose lot rows disagree, repeat a lot, mix rows without a lot, or carry a bad label', () => {
    const { rows, invalid } = parsePriceRows([
      lotHeader,
      ['YA-1', '120', '5', 'A', ''],
      ['YA-1', '125', '2', 'B', ''],
      ['YA-2', '90', '3', 'A', ''],
      ['YA-2', '90', '1', 'A', ''],
      ['YA-3', '90', '3', 'A', ''],
      ['YA-3', '90', '1', '', ''],
      ['YA-4', '90', '1', '-bad', ''],
    ]);
    expect(rows).toEqual([]);
    expect(invalid.map((r) => [r.line, r.articul])).toEqual([[2, 'YA-1'], [3, 'YA-1'], [4, 'YA-2'], [5, 'YA-2'], [6, 'YA-3'], [7, 'YA-3'], [8, 'YA-4']]);
    expect(invalid[0]!.reason).toMatch(/disagree on price/);
    expect(invalid[2]!.reason).toMatch(/lot A: the same lot is listed twice/);
    expect(invalid[4]!.reason).toMatch(/rows with a lot and rows without one/);
    expect(invalid[6]!.reason).toMatch(/lot -bad: a lot is 1 to 32/);
  });

  it('replaces a lotted colour’s lots with the file’s, refuses plain stock for it, and checks the colour code', () => {
    const lotted: ExistingGood = { id: 'ya-1', price: 120, quantity: 6, discount: { hasDiscount: false, amount: 0 }, title: { ua: 'А', en: 'A' }, lots: [{ lot: 'A', quantity: 6 }], colourCode: '21' };
    const goods = new Map([['YA-1', lotted], ['YA-2', { ...lotted, id: 'ya-2' }], ['YA-3', { ...lotted, id: 'ya-3' }]]);
    const { rows, invalid } = parsePriceRows([lotHeader, ['YA-1', '120', '4', 'A', '21'], ['YA-1', '120', '3', 'B', '21'], ['YA-2', '120', '6', '', ''], ['YA-3', '120', '6', 'A', '22']]);
    const plan = planSync(rows, invalid, goods, new Set());
    expect(plan.updated).toEqual([{ line: 2, articul: 'YA-1', goodId: 'ya-1', fields: { quantity: 7, lots: [{ lot: 'A', quantity: 4 }, { lot: 'B', quantity: 3 }] } }]);
    expect(plan.invalid.map((r) => [r.articul, r.reason])).toEqual([
      ['YA-2', 'this colour is counted by dye lot: give one row per lot, with the "lot" column'],
      ['YA-3', "colour code 22 is not this good's colour (21)"],
    ]);
  });
});
