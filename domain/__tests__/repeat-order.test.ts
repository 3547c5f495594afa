import { describe, expect, it } from 'vitest';
import { repeatPlan } from '../repeat-order';

describe('repeating an order', () => {
  const lines = [
    { goodId: 'merino', quantity: 3 },
    { goodId: 'mohair', quantity: 2 },
    { goodId: 'alpaca', quantity: 5 },
    { goodId: 'gone', quantity: 1 },
    { goodId: 'archived', quantity: 1 },
  ];
  const goods = { merino: { quantity: 10 }, mohair: { quantity: 0 }, alpaca: { quantity: 2 }, gone: null, archived: { quantity: 7, archived: true } };

  it('puts in the goods on sale at the ordered quantity, and a good with less stock at what is there', () => {
    expect(repeatPlan(lines, goods).add).toEqual([
      { goodId: 'merino', quantity: 3 },
      { goodId: 'alpaca', quantity: 2 },
    ]);
  });

  it('names each good left out or cut, and why', () => {
    expect(repeatPlan(lines, goods).notRepeated).toEqual([
      { goodId: 'mohair', reason: 'soldOut', ordered: 2, added: 0 },
      { goodId: 'alpaca', reason: 'lessInStock', ordered: 5, added: 2 },
      { goodId: 'gone', reason: 'notSold', ordered: 1, added: 0 },
      { goodId: 'archived', reason: 'notSold', ordered: 1, added: 0 },
    ]);
  });

  it('takes a good missing from the read as no longer sold', () => {
    expect(repeatPlan([{ goodId: 'x', quantity: 1 }], {}).notRepeated[0]?.reason).toBe('notSold');
  });
});
