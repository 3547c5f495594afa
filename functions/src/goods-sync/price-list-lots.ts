// Price lists may count yarn by dye lot: with a "lot" column, a colour takes one row per lot on
// the shelf, and its rows become one entry whose lots replace the good's (setLots: the sum is
// the stock). A file without the column, or an articul whose lines leave the lot empty, reads as before.
import { DyeLotError, setLots } from '@domain/dye-lots';
import type { InvalidRow, LineRow, PriceRow } from './price-list-types';

const sameFor = (rows: LineRow[], key: 'price' | 'discount' | 'colourCode') => new Set(rows.map((row) => row[key])).size === 1;

/** Groups an articul's rows; an articul on several lines needs a lot on each, with one price. */
export function groupLotRows(rows: LineRow[]): { entries: PriceRow[]; invalid: InvalidRow[] } {
  const byArticul = new Map<string, LineRow[]>();
  for (const row of rows) byArticul.set(row.articul, [...(byArticul.get(row.articul) ?? []), row]);
  const entries: PriceRow[] = [];
  const invalid: InvalidRow[] = [];
  const refuse = (group: LineRow[], reason: string) => group.forEach((row) => invalid.push({ line: row.line, articul: row.articul, reason }));
  for (const [articul, group] of byArticul) {
    const [first] = group as [LineRow, ...LineRow[]];
    const { lot: _lot, colourCode, ...rest } = first;
    const entry: PriceRow = colourCode ? { ...rest, colourCode } : rest;
    if (group.every((row) => row.lot === null)) {
      if (group.length > 1) refuse(group, `articul appears more than once, on lines ${group.map((r) => r.line).join(', ')}`);
      else entries.push(entry);
      continue;
    }
    if (group.some((row) => row.lot === null)) {
      refuse(group, `articul ${articul} has rows with a lot and rows without one: give every row of a colour counted by lot its lot`);
      continue;
    }
    if (!sameFor(group, 'price') || !sameFor(group, 'discount') || !sameFor(group, 'colourCode')) {
      refuse(group, `the rows of articul ${articul} (one per lot) disagree on price, discount or colour code`);
      continue;
    }
    try {
      const stock = setLots(group.map((row) => ({ lot: row.lot!, quantity: row.quantity })));
      entries.push({ ...entry, quantity: stock.quantity, lots: stock.lots });
    } catch (error) {
      if (!(error instanceof DyeLotError)) throw error;
      refuse(group, `lot ${error.lot ?? ''}: ${LOT_REASONS[error.code] ?? error.code}`.trim());
    }
  }
  return { entries, invalid };
}

const LOT_REASONS: Partial<Record<DyeLotError['code'], string>> = {
  LOT_LABEL_INVALID: 'a lot is 1 to 32 letters, digits, spaces, dots, slashes or dashes, starting with a letter or digit',
  LOT_DUPLICATE: 'the same lot is listed twice',
  LOTS_TOO_MANY: 'a colour has at most 50 lots',
  LOT_QUANTITY_INVALID: 'a lot holds a whole number of units',
};
