// The cells of an exported sheet. Text comes from customers (a name, a city) and from the
// ADMIN's catalogue; a spreadsheet program runs a cell that starts like a formula, so such
// text is neutralised with a leading apostrophe, as OWASP's CSV-injection advice says.
export type Cell = string | number | null;

/** The first characters that make Excel, LibreOffice or Google Sheets read a cell as a formula. */
const FORMULA_START = /^[=+\-@\t\r]/u;

/** Text that can never start a formula; numbers are written as numbers and need nothing. */
export function neutralise(text: string): string {
  return FORMULA_START.test(text) ? `'${text}` : text;
}

/** The text a reader gets back from a neutralised cell (the price-list import reads its own exports). */
export function unneutralise(text: string): string {
  return text.startsWith("'") && FORMULA_START.test(text.slice(1)) ? text.slice(1) : text;
}

/** Every text cell of a row neutralised. */
export function safeRow(row: readonly Cell[]): Cell[] {
  return row.map((cell) => (typeof cell === 'string' ? neutralise(cell) : cell));
}
