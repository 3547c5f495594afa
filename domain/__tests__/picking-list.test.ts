// The picking list sums the ticked cards' lines by shelf place and lists them in shelf order.
import { describe, expect, it } from 'vitest';
import type { PackingSlip, SlipLine } from '../api/order-exports';
import { pickingList } from '../picking-list';

const line = (goodId: string, fields: Partial<SlipLine>): SlipLine => ({
  goodId,
  title: { ua: goodId, en: goodId },
  articul: goodId.toUpperCase(),
  colour: null,
  quantity: 1,
  lots: [],
  category: 'wool',
  line: '',
  ...fields,
});
const slip = (shoppingCardId: number, lines: SlipLine[]): PackingSlip => ({
  _id: `c${shoppingCardId}`,
  shoppingCardId,
  status: 'RESERVED',
  recipient: { name: 'Олена', phone: '380931234567' },
  delivery: { carrier: 'novaposhta', city: 'Київ', branch: '1' },
  waybill: null,
  lines,
});
const blue = { code: '10', name: { ua: 'Синій', en: 'Blue' } };
const red = { code: '9', name: { ua: 'Червоний', en: 'Red' } };

describe('pickingList', () => {
  it('sums a lot over the cards, splits a line over its lots, and keeps the cards it goes to', () => {
    const rows = pickingList([
      slip(1, [line('merino-blue', { colour: blue, line: 'Alize Merino', quantity: 5, lots: [{ lot: 'A12', quantity: 3 }, { lot: 'B7', quantity: 2 }] })]),
      slip(2, [line('merino-blue', { colour: blue, line: 'Alize Merino', quantity: 4, lots: [{ lot: 'A12', quantity: 4 }] })]),
    ]);
    expect(rows.map((r) => [r.lot, r.quantity, r.orders])).toEqual([
      ['A12', 7, [1, 2]],
      ['B7', 2, [1]],
    ]);
  });

  it('walks the shelves: category, yarn line, colour (as numbers), lot, and unreserved lines after the lots', () => {
    const rows = pickingList([
      slip(1, [
        line('needles', { category: 'tools', quantity: 2 }),
        line('merino-blue', { colour: blue, line: 'Alize Merino', lots: [{ lot: 'A2', quantity: 1 }] }),
        line('cotton-red', { colour: red, line: 'Alize Cotton', lots: [{ lot: 'Z1', quantity: 1 }] }),
      ]),
      slip(2, [
        line('merino-red', { colour: red, line: 'Alize Merino', lots: [{ lot: 'A10', quantity: 1 }] }),
        line('merino-blue', { colour: blue, line: 'Alize Merino', quantity: 3 }),
        line('merino-blue', { colour: blue, line: 'Alize Merino', lots: [{ lot: 'A10', quantity: 1 }] }),
        line('merino-red', { colour: red, line: 'Alize Merino', lots: [{ lot: 'A9', quantity: 1 }] }),
      ]),
    ]);
    expect(rows.map((r) => `${r.category}/${r.line}/${r.colour?.code ?? '-'}/${r.lot ?? '—'}`)).toEqual([
      'tools//-/—',
      'wool/Alize Cotton/9/Z1',
      'wool/Alize Merino/9/A9',
      'wool/Alize Merino/9/A10',
      'wool/Alize Merino/10/A2',
      'wool/Alize Merino/10/A10',
      'wool/Alize Merino/10/—',
    ]);
  });
});
