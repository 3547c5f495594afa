// The goods export is the price list's own format: read back by the import, it changes nothing,
// as CSV and as XLSX, lots, discounts and a title that starts like a formula included.
import { PassThrough } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { goodRows, GOODS_COLUMNS } from '../../src/goods-sync/goods-export';
import { readPriceList } from '../../src/goods-sync/price-list-file';
import { parsePriceRows } from '../../src/goods-sync/price-list-rows';
import { planSync, type ExistingGood } from '../../src/goods-sync/sync-plan';
import type { GoodDoc } from '../../src/model/types';
import { sheetWriter, type SheetFormat } from '../../src/spreadsheets/sheet-stream';

const good = (articul: string, fields: Partial<GoodDoc>): GoodDoc =>
  ({ articul, title: { ua: `Товар ${articul}`, en: `Good ${articul}` }, category: 'wool', price: 100, discount: { hasDiscount: false, amount: 0 }, quantity: 4, archived: false, ...fields }) as GoodDoc;

const goods = [
  good('PLAIN-1', {}),
  good('SALE-2', { discount: { hasDiscount: true, amount: 15 }, title: { ua: '-50% на все; "акція"', en: '=SUM(1)' } }),
  good('LOT-3', { quantity: 9, lots: [{ lot: 'A12', quantity: 5 }, { lot: 'B/7', quantity: 4 }, { lot: 'C1', quantity: 0 }], colour: { code: '21', name: { ua: 'Синій', en: 'Blue' } } as GoodDoc['colour'] }),
];

async function exported(format: SheetFormat): Promise<Buffer> {
  const out = new PassThrough();
  const chunks: Buffer[] = [];
  out.on('data', (chunk: Buffer) => chunks.push(chunk));
  const sheet = sheetWriter(format, out, GOODS_COLUMNS, 'Goods');
  await sheet.write(goods.flatMap(goodRows));
  await sheet.end();
  return Buffer.concat(chunks);
}

const existing = new Map<string, ExistingGood>(
  goods.map((g) => [g.articul, { id: g.articul.toLowerCase(), price: g.price, quantity: g.quantity, discount: g.discount, title: g.title, ...(g.lots ? { lots: g.lots } : {}), ...(g.colour ? { colourCode: g.colour.code } : {}) }]),
);

describe('goods export', () => {
  it('writes a colour counted by lot one row per lot, with its colour code', () => {
    expect(goodRows(goods[2]!).map((row) => [row[6], row[7], row[8]])).toEqual([
      [5, 'A12', '21'],
      [4, 'B/7', '21'],
      [0, 'C1', '21'],
    ]);
  });

  it.each(['csv', 'xlsx'] as const)('reads back through the price-list import as unchanged (%s)', async (format) => {
    const rows = await readPriceList(await exported(format));
    const parsed = parsePriceRows(rows);
    expect(parsed.invalid).toEqual([]);
    const plan = planSync(parsed.rows, parsed.invalid, existing, new Set(['wool']));
    expect(plan.created).toEqual([]);
    expect(plan.updated).toEqual([]);
    expect(plan.unchanged.map((row) => row.articul)).toEqual(['PLAIN-1', 'SALE-2', 'LOT-3']);
  });

  it('changes only the edited cell when the file comes back edited', async () => {
    const text = (await exported('csv')).toString('utf8').replace('PLAIN-1;Товар PLAIN-1;Good PLAIN-1;wool;100', 'PLAIN-1;Товар PLAIN-1;Good PLAIN-1;wool;125');
    const parsed = parsePriceRows(await readPriceList(Buffer.from(text)));
    const plan = planSync(parsed.rows, parsed.invalid, existing, new Set(['wool']));
    expect(plan.updated).toEqual([{ line: 2, articul: 'PLAIN-1', goodId: 'plain-1', fields: { price: 125 } }]);
  });
});
