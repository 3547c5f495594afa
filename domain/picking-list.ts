// The picking list of the ticked cards: their lines summed by shelf place, in the order the shelves
// are walked (category, yarn line, colour, dye lot), so one pass through the store fills every parcel.
import type { PackingSlip, PickRow } from './api/order-exports';

const collator = new Intl.Collator('uk', { numeric: true, sensitivity: 'base' });
const compare = (a: string, b: string) => collator.compare(a, b);

function shelfOrder(a: PickRow, b: PickRow): number {
  return (
    compare(a.category, b.category) ||
    compare(a.line, b.line) ||
    compare(a.colour?.code ?? '', b.colour?.code ?? '') ||
    compare(a.articul, b.articul) ||
    // A line not yet reserved has no lot: it comes after the lots of its colour.
    Number(a.lot === null) - Number(b.lot === null) ||
    compare(a.lot ?? '', b.lot ?? '')
  );
}

export function pickingList(slips: readonly PackingSlip[]): PickRow[] {
  const rows = new Map<string, PickRow>();
  const add = (slip: PackingSlip, line: PackingSlip['lines'][number], lot: string | null, quantity: number) => {
    const key = JSON.stringify([line.goodId, lot]);
    const row = rows.get(key) ?? { category: line.category, line: line.line, articul: line.articul, title: line.title, colour: line.colour, lot, quantity: 0, orders: [] };
    row.quantity += quantity;
    if (!row.orders.includes(slip.shoppingCardId)) row.orders.push(slip.shoppingCardId);
    rows.set(key, row);
  };
  for (const slip of slips) {
    for (const line of slip.lines) {
      if (line.lots.length === 0) add(slip, line, null, line.quantity);
      else for (const take of line.lots) add(slip, line, take.lot, take.quantity);
    }
  }
  return [...rows.values()].sort(shelfOrder);
}
