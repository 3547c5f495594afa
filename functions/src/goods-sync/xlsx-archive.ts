// An XLSX made safe to hand to the spreadsheet reader: only its XML parts, unpacked within the
// limit, each within the row and column limits, and stored again without compression.
import { MAX_PRICE_LIST_COLUMNS, MAX_PRICE_LIST_ROWS, MAX_UNPACKED_BYTES } from './price-list-limits';
import { checkSheetExtent } from './sheet-extent';
import { storedZip } from './stored-zip';
import { readZipEntries } from './zip-entries';

/** The parts the reader uses (it skips pictures and printer settings the same way). */
const isXmlPart = (name: string) => name.endsWith('.xml') || name.endsWith('.rels');

export function checkedXlsx(bytes: Buffer): Buffer {
  const entries = readZipEntries(bytes, isXmlPart, MAX_UNPACKED_BYTES);
  // Every part, not only xl/worksheets: the workbook may point at a sheet kept anywhere.
  for (const { content } of entries) checkSheetExtent(content.toString('utf8'), { rows: MAX_PRICE_LIST_ROWS + 1, columns: MAX_PRICE_LIST_COLUMNS });
  return storedZip(entries);
}
