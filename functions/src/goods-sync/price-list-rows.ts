// Turns price-list rows into checked entries keyed by articul. Columns are found by name
// (Ukrainian or English, any case); every rejected row keeps its line number and a reason.
import { rowProblem, type RowCells } from './price-row-checks';

export interface PriceRow {
  line: number; // 1-based line in the file, the header being line 1
  articul: string;
  price: number;
  quantity: number;
  discount: number | null; // percent; null when the file has no discount column or leaves it empty
  titleUa: string | null;
  titleEn: string | null;
  category: string | null;
}

export interface InvalidRow {
  line: number;
  articul: string;
  reason: string;
}

const COLUMNS = {
  articul: ['articul', 'article', 'sku', 'артикул'],
  price: ['price', 'ціна', 'цена'],
  quantity: ['quantity', 'stock', 'qty', 'кількість', 'залишок'],
  discount: ['discount', 'знижка'],
  titleUa: ['title', 'title_ua', 'titleua', 'назва', 'назва_ua'],
  titleEn: ['title_en', 'titleen', 'назва_en'],
  category: ['category', 'категорія'],
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

export function parsePriceRows(rows: string[][]): { rows: PriceRow[]; invalid: InvalidRow[] } {
  const [header, ...body] = rows;
  if (!header) throw new PriceListHeaderError('the file is empty');
  const at = columnIndexes(header);
  const cell = (row: string[], column: Column) => (at[column] === undefined ? '' : (row[at[column]!] ?? '').trim());
  const valid: PriceRow[] = [];
  const invalid: InvalidRow[] = [];
  // A duplicated articul is refused on every line: which of its prices is right is not ours to guess.
  const linesOf = new Map<string, number[]>();
  body.forEach((row, index) => linesOf.set(cell(row, 'articul'), [...(linesOf.get(cell(row, 'articul')) ?? []), index + 2]));
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
    };
    const lines = linesOf.get(cells.articul)!;
    const problem = rowProblem(cells) ?? (lines.length > 1 ? `articul appears more than once, on lines ${lines.join(', ')}` : null);
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
    });
  });
  return { rows: valid, invalid };
}
