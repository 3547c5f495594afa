// Reads a warehouse price list, CSV or XLSX, into rows of cell texts (the first row is the
// header). CSV may use ',' or ';' (Ukrainian Excel writes ';') and may start with a BOM. A file
// over the limits of ./price-list-limits is refused before its rows are built.
import { parse } from 'csv-parse/sync';
import { ApiError } from '../http/api-error';
import { unneutralise } from '../spreadsheets/cells';
import { MAX_CSV_LINE_CHARS, MAX_PRICE_LIST_ROWS } from './price-list-limits';
import { checkedXlsx } from './xlsx-archive';

const ZIP_MAGIC = Buffer.from([0x50, 0x4b, 0x03, 0x04]);

const unreadable = () => new ApiError(400, 'PRICE_LIST_UNREADABLE');

function cellText(cell: unknown): string {
  if (cell === null || cell === undefined) return '';
  if (cell instanceof Date) return cell.toISOString();
  // The shop's own exports write a title that starts like a formula with an apostrophe before it.
  return unneutralise(String(cell).trim());
}

function readCsv(bytes: Buffer): string[][] {
  if (bytes.includes(0)) throw unreadable();
  const text = bytes.toString('utf8').replace(/^\uFEFF/, '');
  const header = text.split(/\r?\n/, 1)[0] ?? '';
  const delimiter = (header.match(/;/g) ?? []).length > (header.match(/,/g) ?? []).length ? ';' : ',';
  try {
    // One record past the limit is enough to know the file is over it.
    const records = parse(text, { delimiter, relax_column_count: true, skip_empty_lines: true, to: MAX_PRICE_LIST_ROWS + 2, max_record_size: MAX_CSV_LINE_CHARS });
    return (records as unknown[][]).map((row) => row.map(cellText));
  } catch {
    throw unreadable();
  }
}

async function readXlsx(bytes: Buffer): Promise<string[][]> {
  const checked = checkedXlsx(bytes);
  try {
    // read-excel-file is an ES module; a dynamic import loads it from this CommonJS bundle.
    const { readSheet } = await import('read-excel-file/node');
    const sheet = await readSheet(checked);
    return sheet.map((row) => row.map(cellText)).filter((row) => row.some((cell) => cell !== ''));
  } catch {
    throw unreadable();
  }
}

export async function readPriceList(bytes: Buffer): Promise<string[][]> {
  const rows = bytes.subarray(0, 4).equals(ZIP_MAGIC) ? await readXlsx(bytes) : readCsv(bytes);
  if (rows.length > MAX_PRICE_LIST_ROWS + 1) throw new ApiError(413, 'PRICE_LIST_TOO_MANY_ROWS', { maxRows: MAX_PRICE_LIST_ROWS });
  return rows;
}
