// Reads a warehouse price list, CSV or XLSX, into rows of cell texts (the first row is the
// header). CSV may use ',' or ';' (Ukrainian Excel writes ';') and may start with a BOM.
import { parse } from 'csv-parse/sync';
import { ApiError } from '../http/api-error';

const ZIP_MAGIC = Buffer.from([0x50, 0x4b, 0x03, 0x04]);

function cellText(cell: unknown): string {
  if (cell === null || cell === undefined) return '';
  if (cell instanceof Date) return cell.toISOString();
  return String(cell).trim();
}

function readCsv(bytes: Buffer): string[][] {
  const text = bytes.toString('utf8').replace(/^\uFEFF/, '');
  const header = text.split(/\r?\n/, 1)[0] ?? '';
  const delimiter = (header.match(/;/g) ?? []).length > (header.match(/,/g) ?? []).length ? ';' : ',';
  try {
    return (parse(text, { delimiter, relax_column_count: true, skip_empty_lines: true }) as unknown[][]).map((row) => row.map(cellText));
  } catch {
    throw new ApiError(400, 'PRICE_LIST_UNREADABLE');
  }
}

export async function readPriceList(bytes: Buffer): Promise<string[][]> {
  if (bytes.subarray(0, 4).equals(ZIP_MAGIC)) {
    try {
      // read-excel-file is an ES module; a dynamic import loads it from this CommonJS bundle.
      const { readSheet } = await import('read-excel-file/node');
      const sheet = await readSheet(bytes);
      return sheet.map((row) => row.map(cellText)).filter((row) => row.some((cell) => cell !== ''));
    } catch {
      throw new ApiError(400, 'PRICE_LIST_UNREADABLE');
    }
  }
  if (bytes.includes(0)) throw new ApiError(400, 'PRICE_LIST_UNREADABLE');
  return readCsv(bytes);
}
