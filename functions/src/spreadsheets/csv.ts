// CSV as Excel in Ukraine opens it with a double click: UTF-8 with a byte-order mark (without it
// Excel reads Cyrillic as Windows-1251) and ';' between cells, the list separator of Ukrainian
// regional settings (',' is their decimal mark, so a ','-file opens as one column).
import { safeRow, type Cell } from './cells';

export const CSV_BOM = '\uFEFF';
const CSV_DELIMITER = ';';

function csvCell(cell: Cell): string {
  if (cell === null) return '';
  const text = String(cell);
  return /[;"\r\n]|^\s|\s$/u.test(text) ? `"${text.replace(/"/gu, '""')}"` : text;
}

/** One line of cells, neutralised and quoted, ending in CRLF (RFC 4180). */
export function csvLine(row: readonly Cell[]): string {
  return `${safeRow(row).map(csvCell).join(CSV_DELIMITER)}\r\n`;
}
