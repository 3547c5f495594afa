// Turns price-list rows into checked entries keyed by articul. Columns are found by name
// (Ukrainian or English, any case); every rejected row keeps its line number and a reason.
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

const WHOLE = /^\d+$/;

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
    const articul = cell(row, 'articul');
    const reject = (reason: string) => invalid.push({ line, articul, reason });
    const price = cell(row, 'price').replace(/\s/g, '');
    const quantity = cell(row, 'quantity').replace(/\s/g, '');
    const discount = cell(row, 'discount').replace('%', '');
    if (!/^[A-Za-z0-9][A-Za-z0-9-]{0,39}$/.test(articul)) return reject('articul is missing or has characters other than latin letters, digits and "-"');
    const lines = linesOf.get(articul)!;
    if (lines.length > 1) return reject(`articul appears more than once, on lines ${lines.join(', ')}`);
    if (!WHOLE.test(price) || Number(price) <= 0) return reject('price must be a whole number of hryvnias above 0');
    if (!WHOLE.test(quantity)) return reject('quantity must be a whole number, 0 or more');
    if (discount !== '' && (!WHOLE.test(discount) || Number(discount) > 99)) return reject('discount must be a whole percent from 0 to 99');
    valid.push({
      line,
      articul,
      price: Number(price),
      quantity: Number(quantity),
      discount: discount === '' ? null : Number(discount),
      titleUa: cell(row, 'titleUa') || null,
      titleEn: cell(row, 'titleEn') || null,
      category: cell(row, 'category') || null,
    });
  });
  return { rows: valid, invalid };
}
