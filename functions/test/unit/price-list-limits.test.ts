// The price list's reader refuses files that would cost too much to read, before reading them:
// an XLSX that unpacks past the limit (a zip bomb, honest or lying about its sizes), a sheet that
// names rows or columns past the limits, a CSV with too many rows.
import { describe, expect, it } from 'vitest';
import { readPriceList } from '../../src/goods-sync/price-list-file';
import { MAX_PRICE_LIST_ROWS } from '../../src/goods-sync/price-list-limits';
import { checkSheetExtent } from '../../src/goods-sync/sheet-extent';
import { storedZip } from '../../src/goods-sync/stored-zip';
import { checkedXlsx } from '../../src/goods-sync/xlsx-archive';
import { readZipEntries } from '../../src/goods-sync/zip-entries';
import { xlsxBomb } from '../zip-bomb';

const MB = 1024 * 1024;

async function xlsxOf(rows: string[][]): Promise<Buffer> {
  // write-excel-file is an ES module; this test file is type-checked as CommonJS.
  const { default: writeXlsxFile } = await import('write-excel-file/node');
  return (await writeXlsxFile(rows.map((row) => row.map((value) => ({ value })))).toBuffer()) as Buffer;
}

async function refusal(work: () => unknown): Promise<{ error: unknown; ms: number; grewMb: number }> {
  const rss = process.memoryUsage().rss;
  const started = performance.now();
  const error = await Promise.resolve()
    .then(work)
    .then(
      () => null,
      (e: unknown) => e,
    );
  return { error, ms: performance.now() - started, grewMb: (process.memoryUsage().rss - rss) / MB };
}

describe('an XLSX that unpacks to hundreds of MB', () => {
  it.each([
    ['declaring its true size', xlsxBomb(500 * MB)],
    ['declaring 1 kB', xlsxBomb(500 * MB, 1024)],
  ])('is refused at once, without unpacking it, when %s', async (_name, bomb) => {
    expect(bomb.length).toBeLessThan(MB);
    const { error, ms, grewMb } = await refusal(() => readPriceList(bomb));
    expect(error).toMatchObject({ status: 413, code: 'PRICE_LIST_UNPACKED_TOO_LARGE' });
    expect(ms).toBeLessThan(500);
    expect(grewMb).toBeLessThan(64);
  });

  it('lets an ordinary XLSX through unchanged in content', async () => {
    const rows = [['articul', 'price', 'quantity', 'title'], ['YA-1', '120', '5', 'Пряжа «Мерино»']];
    expect(await readPriceList(await xlsxOf(rows))).toEqual(rows);
  });

  it('refuses a truncated or forged archive as unreadable', async () => {
    const xlsx = await xlsxOf([['articul', 'price', 'quantity']]);
    await expect(readPriceList(xlsx.subarray(0, xlsx.length - 30))).rejects.toMatchObject({ code: 'PRICE_LIST_UNREADABLE' });
    expect(() => checkedXlsx(Buffer.from('PK\u0003\u0004 not a zip at all'))).toThrow(expect.objectContaining({ code: 'PRICE_LIST_UNREADABLE' }));
  });
});

describe('the rows and columns a sheet names', () => {
  const limits = { rows: 10, columns: 5 };
  const sheet = (rows: string) => `<?xml version="1.0"?><worksheet><sheetData>${rows}</sheetData></worksheet>`;

  it('passes a sheet within the limits, with or without a namespace prefix', () => {
    expect(() => checkSheetExtent(sheet('<row r="1"><c r="A1" t="s"><v>0</v></c><c r="E1"/></row><x:row r="10"><x:c r="B10"/></x:row>'), limits)).not.toThrow();
  });

  it.each([
    ['a row numbered past the limit', '<row r="1000000"><c r="A1000000"><v>1</v></c></row>', 'PRICE_LIST_TOO_MANY_ROWS'],
    ['a cell in a row past the limit', '<row><c r="A11"><v>1</v></c></row>', 'PRICE_LIST_TOO_MANY_ROWS'],
    ['more row tags than the limit', '<row/>'.repeat(11), 'PRICE_LIST_TOO_MANY_ROWS'],
    ['a cell past the last column', '<row r="1"><c r="F1"><v>1</v></c></row>', 'PRICE_LIST_TOO_MANY_COLUMNS'],
    ['a cell in column XFD, in single quotes', "<row r='1'><c s='1' r='XFD1'><v>1</v></c></row>", 'PRICE_LIST_TOO_MANY_COLUMNS'],
    ['a cell address the reader would misread', '<row r="1"><c r="zz1"><v>1</v></c></row>', 'PRICE_LIST_UNREADABLE'],
    ['an attribute hiding a ">" before the address', '<row r="1"><c t=">" r="ZZZ1"><v>1</v></c></row>', 'PRICE_LIST_TOO_MANY_COLUMNS'],
    ['a tag XML could not read', '<row r="1"><c r="A1" broken><v>1</v></c></row>', 'PRICE_LIST_UNREADABLE'],
  ])('refuses %s', (_name, rows, code) => {
    expect(() => checkSheetExtent(sheet(rows), limits)).toThrow(expect.objectContaining({ code }));
  });

  it('refuses an XLSX whose sheet names row 1 000 000, before the reader fills the rows up to it', async () => {
    const parts = readZipEntries(await xlsxOf([['articul', 'price', 'quantity']]), () => true, MB);
    const sheet = parts.find((part) => part.name === 'xl/worksheets/sheet1.xml')!;
    const far = sheet.content.toString('utf8').replace(/<row r="1"/, '<row r="1000000"').replace(/r="([A-Z]+)1"/g, 'r="$11000000"');
    expect(far).toContain('r="A1000000"');
    const forged = storedZip(parts.map((part) => (part === sheet ? { ...part, content: Buffer.from(far) } : part)));
    await expect(readPriceList(forged)).rejects.toMatchObject({ status: 413, code: 'PRICE_LIST_TOO_MANY_ROWS' });
  });
});

describe('a CSV price list', () => {
  const csv = (rows: number) => ['articul;price;quantity', ...Array.from({ length: rows }, (_, i) => `A-${i};10;1`)].join('\n');

  it(`reads ${MAX_PRICE_LIST_ROWS} rows and refuses one more`, async () => {
    expect(await readPriceList(Buffer.from(csv(MAX_PRICE_LIST_ROWS)))).toHaveLength(MAX_PRICE_LIST_ROWS + 1);
    await expect(readPriceList(Buffer.from(csv(MAX_PRICE_LIST_ROWS + 1)))).rejects.toMatchObject({ status: 413, code: 'PRICE_LIST_TOO_MANY_ROWS' });
  });

  it('refuses a line longer than any price list needs', async () => {
    await expect(readPriceList(Buffer.from(`articul;price;quantity\nA-1;10;${'1'.repeat(30_000)}`))).rejects.toMatchObject({ code: 'PRICE_LIST_UNREADABLE' });
  });
});
