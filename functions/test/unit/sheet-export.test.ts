// The export files: cells that could start a formula are neutralised, CSV opens in Ukrainian Excel
// (BOM, ';'), XLSX is a workbook a spreadsheet reader opens, and both are written page by page.
import { PassThrough } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { neutralise, unneutralise } from '../../src/spreadsheets/cells';
import { csvLine } from '../../src/spreadsheets/csv';
import { sheetWriter, type SheetFormat } from '../../src/spreadsheets/sheet-stream';
import { columnName } from '../../src/spreadsheets/xlsx';

async function written(format: SheetFormat, header: string[], pages: (string | number | null)[][][]): Promise<Buffer> {
  const out = new PassThrough();
  const chunks: Buffer[] = [];
  out.on('data', (chunk: Buffer) => chunks.push(chunk));
  const sheet = sheetWriter(format, out, header, 'Аркуш');
  for (const page of pages) await sheet.write(page);
  await sheet.end();
  out.end();
  return Buffer.concat(chunks);
}

async function readXlsx(bytes: Buffer): Promise<unknown[][]> {
  // read-excel-file is an ES module; this test file is type-checked as CommonJS.
  const { readSheet } = await import('read-excel-file/node');
  return (await readSheet(bytes)) as unknown[][];
}

describe('neutralise', () => {
  it.each(['=HYPERLINK("http://x")', '+380', '-2+3', '@SUM(A1)', '\tcmd', '\rcmd'])('puts an apostrophe before %j', (text) => {
    expect(neutralise(text)).toBe(`'${text}`);
    expect(unneutralise(neutralise(text))).toBe(text);
  });

  it('leaves other text alone, an apostrophe of its own included', () => {
    for (const text of ['Олена Коваль', "O'Neil", "'quoted", 'a=b', '']) {
      expect(neutralise(text)).toBe(text);
      expect(unneutralise(text)).toBe(text);
    }
  });
});

describe('csv', () => {
  it('quotes cells holding the separator, quotes, line breaks or edge spaces, and writes numbers bare', () => {
    expect(csvLine(['a;b', 'say "hi"', 'two\nlines', ' pad', 'plain', 12, null])).toBe('"a;b";"say ""hi""";"two\nlines";" pad";plain;12;\r\n');
  });

  it('neutralises a customer-typed formula, inside quotes too', () => {
    expect(csvLine(['=1+1', '-; rm', 'ok'])).toBe(`'=1+1;"'-; rm";ok\r\n`);
  });

  it('starts with a BOM and the header, then the rows of every page', async () => {
    const bytes = await written('csv', ['Номер', 'Покупець'], [[[1, 'Олена']], [[2, '@Марія']]]);
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(bytes.toString('utf8')).toBe("\uFEFFНомер;Покупець\r\n1;Олена\r\n2;'@Марія\r\n");
  });
});

describe('xlsx', () => {
  it('names columns as spreadsheets do', () => {
    expect([0, 25, 26, 27, 51, 52, 701, 702].map(columnName)).toEqual(['A', 'Z', 'AA', 'AB', 'AZ', 'BA', 'ZZ', 'AAA']);
  });

  it('is a workbook a reader opens: header, Cyrillic text, numbers, empty cells, neutralised text, no control characters', async () => {
    const bytes = await written('xlsx', ['Номер', 'Покупець', 'Сума'], [[[1, 'Олена <&> "Коваль"', 250]], [[2, '=cmd|calc', null]], [[3, 'bell\u0007 here', 1]]]);
    expect(await readXlsx(bytes)).toEqual([
      ['Номер', 'Покупець', 'Сума'],
      [1, 'Олена <&> "Коваль"', 250],
      [2, "'=cmd|calc", null],
      [3, 'bell here', 1],
    ]);
  });

  it('hands each page on before the next is written', async () => {
    const out = new PassThrough();
    let bytes = 0;
    out.on('data', (chunk: Buffer) => (bytes += chunk.length));
    const sheet = sheetWriter('xlsx', out, ['n'], 'S');
    const seen: number[] = [];
    for (let page = 0; page < 3; page += 1) {
      await sheet.write(Array.from({ length: 2000 }, (_, i) => [`row ${page}-${i} ${'x'.repeat(40)}`]));
      seen.push(bytes);
    }
    await sheet.end();
    // Deflate keeps a window back, yet every page pushes more bytes out than the one before.
    expect(seen[1]).toBeGreaterThan(seen[0]!);
    expect(seen[2]).toBeGreaterThan(seen[1]!);
  });
});
