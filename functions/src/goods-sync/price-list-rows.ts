// Turns price-list rows into checked entries keyed by articul. Columns are found by name
// (Ukrainian or English, any case); every rejected row keeps its line number and a reason.
import { groupLotRows } from './price-list-lots';
import type { InvalidRow, LineRow, PriceRow } from './price-list-types';
import { rowProblem, type RowCells } from './price-row-checks';

;

const COLUMNS = {
  articul: ['articul', 'article', 'sku', 'артикул'],
  price: ['price', 'ціна', 'цена'],
  quantity: ['quantity', 'stock', 'qty', 'кількість', 'залишок'],
  discount: ['discount', 'знижка'],
  titleUa: ['title', 'title_ua', 'titleua', 'назва', 'назва_ua'],
  titleEn: ['title_en', 'titleen', 'назва_en'],
  category: ['category', 'категорія'],
  lot: ['lot', 'dye_lot', 'партія'],
  colourCode: ['colour_code', 'color_code', 'код_кольору'],
} as const;
type Column = keyof typeof COLUMNS;

export class PriceListHeaderError extends Error {}

function columnIndexes(header: string[]): Partial<Record<Column, number>> {
  const normalised = header.map((h) => h.trim().toLowerCase().replace(/\s+/g, '_'));
  const found: Partial<Record<Column, number>> = {};
  for (const [column, names] of Object.entries(COLUMNS) as [Column, readonly string[]][]) {
    const at = normalised.findIndex((h) => names.includes(h));
    if (at >= 0) found[column] = at;
  }
  for (const required of ['articul', 'price', 'quantity'] as const) {
    if (found[required] === undefined) throw new PriceListHeaderError(`the header has no "${required}" column`);
  }
  return found;
}

/** One entry per good: the lines that pass the good form's checks, an articul's lot lines together (price-list-lots.ts). */
export function parsePriceRows(rows: string[][]): { rows: PriceRow[]; invalid: InvalidRow[] } {
  const [header, ...body] = rows;
  if (!header) throw new PriceListHeaderError('the file is empty');
  const at = columnIndexes(header);
  const cell = (row: string[], column: Column) => (at[column] === undefined ? '' : (row[at[column]!] ?? '').trim());
  const valid: LineRow[] = [];
  const invalid: InvalidRow[] = [];
  body.forEach((row, index) => {
    const line = index + 2;
    const cells: RowCells = {
      articul: cell(row, 'articul'),
      price: cell(row, 'price').replace(/\s/g, ''),
      quantity: cell(row, 'quantity').replace(/\s/g, ''),
      discount: cell(row, 'discount').replace('%', ''),
      titleUa: cell(row, 'titleUa'),
      titleEn: cell(row, 'titleEn'),
      category: cell(row, 'category'),
      colourCode: cell(row, 'colourCode'),
    };
    const problem = rowProblem(cells);
    if (problem) {
      invalid.push({ line, articul: cells.articul, reason: problem });
      return;
    }
    valid.push({
      line,
      articul: cells.articul,
      price: Number(cells.price),
      quantity: Number(cells.quantity),
      discount: cells.discount === '' ? null : Number(cells.discount),
      titleUa: cells.titleUa || null,
      titleEn: cells.titleEn || null,
      category: cells.category || null,
      lot: cell(row, 'lot') || null,
      colourCode: cells.colourCode || null,
    });
  });
  const grouped = groupLotRows(valid);
  return { rows: grouped.entries, invalid: [...invalid, ...grouped.invalid].sort((x, y) => x.line - y.line) };
}
