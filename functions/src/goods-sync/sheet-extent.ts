// The rows and columns a worksheet's XML names, checked before the spreadsheet reader builds them.
// The reader fills every gap it is told about: one cell at row 1 000 000, or in column ZZZZZZ, is a
// few bytes of XML and millions of empty cells in memory. Every <row> and <c> tag is found here,
// its attributes read as XML reads them, and its address held to the limits.
import { ApiError } from '../http/api-error';

interface SheetLimits {
  rows: number;
  columns: number;
}

const unreadable = () => new ApiError(400, 'PRICE_LIST_UNREADABLE');
const tooManyRows = (limits: SheetLimits) => new ApiError(413, 'PRICE_LIST_TOO_MANY_ROWS', { maxRows: limits.rows - 1 });
const tooManyColumns = (limits: SheetLimits) => new ApiError(413, 'PRICE_LIST_TOO_MANY_COLUMNS', { maxColumns: limits.columns });

// Any namespace prefix, as a namespace-aware parser would see `x:row` as `row`.
const TAG = /<(?:[A-Za-z_][\w.-]*:)?(row|c)(?=[\s/>])/g;
const ATTRIBUTE = /\s+([A-Za-z_:][\w.:-]*)\s*=\s*(?:"([^"<]*)"|'([^'<]*)')/y;
const TAG_END = /\s*\/?>/y;
const CELL_ADDRESS = /^([A-Z]{1,3})([1-9]\d{0,6})$/;

/** The `r` attribute of the tag whose name ends at `from`; a tag XML could not read is refused. */
function addressAttribute(xml: string, from: number): string | undefined {
  let r: string | undefined;
  ATTRIBUTE.lastIndex = from;
  let at = from;
  for (let match = ATTRIBUTE.exec(xml); match; match = ATTRIBUTE.exec(xml)) {
    if (match[1] === 'r') r = match[2] ?? match[3];
    at = ATTRIBUTE.lastIndex;
  }
  TAG_END.lastIndex = at;
  if (!TAG_END.test(xml)) throw unreadable();
  return r;
}

function columnNumber(letters: string): number {
  return [...letters].reduce((n, letter) => n * 26 + letter.charCodeAt(0) - 64, 0);
}

/** Refuses a sheet with more rows than `limits.rows` (the header included) or a cell beyond `limits.columns`. */
export function checkSheetExtent(xml: string, limits: SheetLimits): void {
  let rows = 0;
  for (const tag of xml.matchAll(TAG)) {
    const r = addressAttribute(xml, tag.index + tag[0].length);
    if (tag[1] === 'row') {
      if (++rows > limits.rows) throw tooManyRows(limits);
      if (r === undefined) continue;
      if (!/^[1-9]\d{0,6}$/.test(r)) throw unreadable();
      if (Number(r) > limits.rows) throw tooManyRows(limits);
      continue;
    }
    if (r === undefined) continue; // the reader refuses a cell without an address by itself
    const address = CELL_ADDRESS.exec(r);
    if (!address) throw unreadable();
    if (Number(address[2]) > limits.rows) throw tooManyRows(limits);
    if (columnNumber(address[1]!) > limits.columns) throw tooManyColumns(limits);
  }
}
