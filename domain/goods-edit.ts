// The goods table's edits, alike for the table's preview and the server's check (docs/api.md,
// "Goods table"): the bounds a new value must keep, whether a stored good still has what the table
// read, and the bulk steps over the ticked goods. Pure, without zod, so the SPA may import it.
import type { Discount } from './good';
import type { DyeLot } from './yarn-line';

/** What the table edits of a good: the lots replace the stock when the good is counted by lot. */
export interface GoodEditable {
  price: number;
  discount: Discount;
  quantity: number;
  lots: DyeLot[] | null;
  newGoodState: boolean;
  popular: boolean;
}

/** Why a new value is refused; a discount is a percent below 100, stock never below what reservations left. */
export type ChangeProblem = 'PRICE_NOT_POSITIVE' | 'DISCOUNT_OUT_OF_RANGE' | 'STOCK_BELOW_RESERVED' | 'LOTS_NOT_AS_READ';

/** A good named in a refusal: its id and articul, and what is wrong with it (empty when it changed meanwhile). */
export interface NamedGood {
  goodId: string;
  articul: string;
  problems: ChangeProblem[];
}

const sameLabels = (a: readonly DyeLot[] | null, b: readonly DyeLot[] | null) =>
  a === null || b === null ? a === b : a.length === b.length && a.every((lot, i) => lot.lot === b[i]?.lot);

/** The problems of one good's new values; none means it may be saved. */
export function changeProblems(seen: GoodEditable, next: GoodEditable): ChangeProblem[] {
  const problems: ChangeProblem[] = [];
  if (next.price < 1) problems.push('PRICE_NOT_POSITIVE');
  if (next.discount.amount < 0 || next.discount.amount > 99) problems.push('DISCOUNT_OUT_OF_RANGE');
  // Reserved units are already out of the stock on hand (availability.ts): below zero is below what orders hold.
  if (next.quantity < 0 || (next.lots ?? []).some((lot) => lot.quantity < 0)) problems.push('STOCK_BELOW_RESERVED');
  // The table changes how many a lot holds; adding, renaming or removing lots is the good form's.
  if (!sameLabels(seen.lots, next.lots)) problems.push('LOTS_NOT_AS_READ');
  return problems;
}

/** The stock a good's values give: the sum of its lots when it is counted by lot. */
export const stockOf = (values: Pick<GoodEditable, 'quantity' | 'lots'>) => (values.lots ? values.lots.reduce((sum, lot) => sum + lot.quantity, 0) : values.quantity);

/** Whether two sets of values are the same: a stored good against what the table read, or an edit against the good. */
export function sameValues(a: GoodEditable, b: GoodEditable): boolean {
  const lots = (values: GoodEditable) => JSON.stringify(values.lots?.map(({ lot, quantity }) => [lot, quantity]) ?? null);
  return (
    a.price === b.price &&
    a.discount.hasDiscount === b.discount.hasDiscount &&
    a.discount.amount === b.discount.amount &&
    a.quantity === b.quantity &&
    lots(a) === lots(b) &&
    a.newGoodState === b.newGoodState &&
    a.popular === b.popular
  );
}

/** A bulk step over the ticked goods: the price by a percent (−10 = ten percent off), a discount, or a mark. */
export type BulkStep =
  | { kind: 'pricePercent'; percent: number }
  | { kind: 'discount'; amount: number }
  | { kind: 'newGoodState' | 'popular'; value: boolean };

/** A good's values after a bulk step; prices round to whole hryvnias. */
export function applyBulkStep(values: GoodEditable, step: BulkStep): GoodEditable {
  switch (step.kind) {
    case 'pricePercent':
      return { ...values, price: Math.round((values.price * (100 + step.percent)) / 100) };
    case 'discount':
      return { ...values, discount: { hasDiscount: step.amount > 0, amount: step.amount } };
    default:
      return { ...values, [step.kind]: step.value };
  }
}
