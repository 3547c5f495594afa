import { describe, expect, it } from 'vitest';
import { makeGood } from '@/testing/good-fixtures';
import { makeYarnColourGood } from '@/testing/yarn-line-fixtures';
import { draftProblems, editableOf, filterTableGoods, NO_FILTERS, shownValues, withBulkStep, withEdit, withLotQuantity } from '../goods-table';

const plain = makeGood({ id: 'a', articul: 'A-1', category: 'wool', price: 200, quantity: 0 });
const discounted = makeGood({ id: 'b', articul: 'B-1', category: 'cotton', price: 100, quantity: 3, discount: { hasDiscount: true, amount: 10 } });
const colour = makeYarnColourGood({ id: 'c', articul: 'C-1', category: 'wool', quantity: 8 });

describe('the goods table’s filters', () => {
  const goods = [colour, discounted, plain];
  const ids = (filters: Partial<typeof NO_FILTERS>) => filterTableGoods(goods, { ...NO_FILTERS, ...filters }).map((good) => good.id);

  it('lists every good by category and articul when nothing is chosen', () => {
    expect(ids({})).toEqual(['b', 'a', 'c']);
  });

  it('filters by search, category, line, stock and discount', () => {
    expect(ids({ search: 'c-1' })).toEqual(['c']);
    expect(ids({ category: 'wool' })).toEqual(['a', 'c']);
    expect(ids({ line: colour.yarnColour!.yarnLineId })).toEqual(['c']);
    expect(ids({ stock: 'out' })).toEqual(['a']);
    expect(ids({ stock: 'low' })).toEqual(['b']);
    expect(ids({ stock: 'in' })).toEqual(['c']);
    expect(ids({ discount: 'with' })).toEqual(['b']);
    expect(ids({ discount: 'without', category: 'wool' })).toEqual(['a', 'c']);
  });
});

describe('the goods table’s drafts', () => {
  it('keep the values read when the first edit began, whatever is read later', () => {
    const edited = withEdit(new Map(), plain, (values) => ({ ...values, price: 150 }));
    const readAgain = { ...plain, price: 210 };
    const again = withEdit(edited, readAgain, (values) => ({ ...values, popular: true }));
    expect(again.get('a')).toEqual({ seen: editableOf(plain), next: { ...editableOf(plain), price: 150, popular: true } });
    expect(shownValues(again, readAgain).price).toBe(150);
  });

  it('drop a good edited back to what was read', () => {
    const edited = withEdit(new Map(), plain, (values) => ({ ...values, price: 150 }));
    expect(withEdit(edited, plain, (values) => ({ ...values, price: 200 })).size).toBe(0);
  });

  it('apply a bulk step to each ticked good and name the goods it would make invalid', () => {
    const drafts = withBulkStep(new Map(), [plain, discounted], { kind: 'pricePercent', percent: -10 });
    expect([...drafts].map(([id, draft]) => [id, draft.next.price])).toEqual([['a', 180], ['b', 90]]);
    const tooMuch = withBulkStep(drafts, [discounted], { kind: 'discount', amount: 100 });
    expect([...draftProblems(tooMuch)]).toEqual([['b', ['DISCOUNT_OUT_OF_RANGE']]]);
  });

  it('count a colour by its lots: a lot typed sets the stock to their sum', () => {
    const values = editableOf(colour);
    expect(values.lots).toEqual(colour.yarnColour!.lots);
    const lot = values.lots![0]!.lot;
    const next = withLotQuantity(values, lot, 20);
    expect(next.quantity).toBe(next.lots!.reduce((sum, entry) => sum + entry.quantity, 0));
    expect(next.lots![0]!.quantity).toBe(20);
  });
});
