// The goods table's state, pure: which goods a view shows (search, category, line, stock,
// discount) and the ADMIN's unsaved edits, each keeping the values read when it began, so the
// save can be checked against them (409 GOODS_CHANGED when a reservation moved one meanwhile).
import { applyBulkStep, changeProblems, sameValues, type BulkStep, type ChangeProblem, type GoodEditable } from '@domain/goods-edit';
import type { Good } from '@/types/good';

export const GOODS_TABLE_PAGE_SIZE = 25;
/** At or below this many units a good counts as running low. */
export const LOW_STOCK = 5;

type StockFilter = '' | 'out' | 'low' | 'in';
type DiscountFilter = '' | 'with' | 'without';

export interface GoodsTableFilters {
  search: string;
  category: string;
  line: string;
  stock: StockFilter;
  discount: DiscountFilter;
}

export const NO_FILTERS: GoodsTableFilters = { search: '', category: '', line: '', stock: '', discount: '' };

const stockMatches = (quantity: number, filter: StockFilter) =>
  filter === '' || (filter === 'out' ? quantity <= 0 : filter === 'low' ? quantity > 0 && quantity <= LOW_STOCK : quantity > LOW_STOCK);

const discountMatches = (good: Good, filter: DiscountFilter) => filter === '' || (good.discount.hasDiscount && good.discount.amount > 0) === (filter === 'with');

/** The goods the filters let through, by category and articul, so that a line's colours stay together. */
export function filterTableGoods(goods: readonly Good[], filters: GoodsTableFilters): Good[] {
  const needle = filters.search.trim().toLowerCase();
  return goods
    .filter((good) => !filters.category || good.category === filters.category)
    .filter((good) => !filters.line || good.yarnColour?.yarnLineId === filters.line)
    .filter((good) => stockMatches(good.quantity, filters.stock) && discountMatches(good, filters.discount))
    .filter((good) => !needle || [good.articul, good.title.ua, good.title.en].some((text) => text.toLowerCase().includes(needle)))
    .sort((a, b) => a.category.localeCompare(b.category) || a.articul.localeCompare(b.articul));
}

/** A good's values as the table edits them: its lots when it is a colour counted by lot. */
export function editableOf(good: Good): GoodEditable {
  const lots = good.yarnColour?.lots.length ? good.yarnColour.lots.map(({ lot, quantity }) => ({ lot, quantity })) : null;
  return { price: good.price, discount: { ...good.discount }, quantity: good.quantity, lots, newGoodState: good.newGoodState, popular: good.popular };
}

interface Draft {
  /** The values as read when the first edit of the good began: what the save is checked against. */
  seen: GoodEditable;
  next: GoodEditable;
}
export type Drafts = ReadonlyMap<string, Draft>;

/** The drafts with one good's values changed; a good edited back to what was read drops out. */
export function withEdit(drafts: Drafts, good: Good, edit: (values: GoodEditable) => GoodEditable): Map<string, Draft> {
  const seen = drafts.get(good.id)?.seen ?? editableOf(good);
  const next = edit(drafts.get(good.id)?.next ?? seen);
  const result = new Map(drafts);
  if (sameValues(seen, next)) result.delete(good.id);
  else result.set(good.id, { seen, next });
  return result;
}

/** A bulk step over the ticked goods, as drafts the preview shows before anything is saved. */
export function withBulkStep(drafts: Drafts, goods: readonly Good[], step: BulkStep): Map<string, Draft> {
  return goods.reduce<Map<string, Draft>>((result, good) => withEdit(result, good, (values) => applyBulkStep(values, step)), new Map(drafts));
}

/** The values a row shows: the draft's when the good has one. */
export const shownValues = (drafts: Drafts, good: Good): GoodEditable => drafts.get(good.id)?.next ?? editableOf(good);

/** Each draft's problems, for the preview; the server refuses the same ones. */
export function draftProblems(drafts: Drafts): Map<string, ChangeProblem[]> {
  return new Map([...drafts].flatMap(([goodId, { seen, next }]) => {
    const problems = changeProblems(seen, next);
    return problems.length ? [[goodId, problems] as const] : [];
  }));
}

/** A lot's count in a good's values set to `quantity`, the stock their sum. */
export function withLotQuantity(values: GoodEditable, lot: string, quantity: number): GoodEditable {
  const lots = (values.lots ?? []).map((entry) => (entry.lot === lot ? { ...entry, quantity } : entry));
  return { ...values, lots, quantity: lots.reduce((sum, entry) => sum + entry.quantity, 0) };
}
