// Whether a line of a shopping card can be had (docs/product.md, "Orders and their statuses"). Before reservation the
// stock must still cover the line; once reserved, the line's units are already out of stock,
// so "stock plus quantityToSell >= quantityToSell" holds whenever stock has not gone negative.
import { STOCK_HELD_STATUSES, type OrderStatus } from './order-status';

/** A card holds at most this many lines: bounds the work of one transaction. */
export const MAX_LINES_PER_CARD = 50;
/** Largest quantity of one line; a shop of yarn never sells a thousand skeins in one parcel. */
export const MAX_QUANTITY_PER_LINE = 999;

export interface StockedGood {
  /** Stock on hand; undefined when the good no longer exists. */
  quantity: number | undefined;
  archived?: boolean;
}

export function isLineAvailable(status: OrderStatus, good: StockedGood, quantityToSell: number): boolean {
  if (good.quantity === undefined) return false;
  if (STOCK_HELD_STATUSES.includes(status)) return good.quantity + quantityToSell >= quantityToSell;
  if (status === 'CANCELLED') return true; // nothing more to take; the line is a record
  if (good.archived) return false;
  return good.quantity >= quantityToSell;
}

/** A typed quantity is a whole number from 1 up; 0, fractions and negatives are not. */
export function isValidQuantity(quantity: number): boolean {
  return Number.isInteger(quantity) && quantity >= 1 && quantity <= MAX_QUANTITY_PER_LINE;
}
