// What a price list may cost to read. A file is refused whole, before its rows are looked at, when
// it is over any of these; a real warehouse list (a few thousand goods) is far below each.

/** The uploaded file itself. */
export const MAX_PRICE_LIST_BYTES = 5 * 1024 * 1024;
/** An XLSX's XML parts once unpacked: a zip can unpack to a thousand times its own size. */
export const MAX_UNPACKED_BYTES = 20 * 1024 * 1024;
/** Rows below the header. */
export const MAX_PRICE_LIST_ROWS = 10_000;
/** Columns of an XLSX sheet: a cell far to the right makes the reader fill every column before it. */
export const MAX_PRICE_LIST_COLUMNS = 100;
/** Characters in one CSV line: titles in two languages and a few numbers fit many times over. */
export const MAX_CSV_LINE_CHARS = 20_000;
