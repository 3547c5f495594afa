// The life of a shopping card (docs/product.md, "Orders and their statuses"): which moves exist, who may
// make them and what each does to stock. Pure, so the functions enforce it and the SPA can
// show only the buttons that will work. docs/api.md repeats the table for API clients.
import { isOneOf } from './one-of';

export const ORDER_STATUSES = ['UNCONFIRMED', 'RESERVED', 'CONFIRMED', 'SENT', 'COMPLETED', 'CANCELLED'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

/** The orders badge counts these (docs/product.md, "Orders and their statuses"). */
export const ACTIVE_STATUSES: readonly OrderStatus[] = ['UNCONFIRMED', 'RESERVED', 'CONFIRMED', 'SENT'];
export const INACTIVE_STATUSES: readonly OrderStatus[] = ['COMPLETED', 'CANCELLED'];

/** Statuses whose quantities are already out of stock (taken when the card was RESERVED). */
export const STOCK_HELD_STATUSES: readonly OrderStatus[] = ['RESERVED', 'CONFIRMED', 'SENT', 'COMPLETED'];

/** CARRIER is the tracking run acting on what the carrier reports; it is never a caller of the API. */
export type Actor = 'ADMIN' | 'OWNER' | 'CARRIER';
export type StockEffect = 'take' | 'return' | 'none';

interface Transition {
  to: OrderStatus;
  /** Who may make it. The owner is the signed-in owner, or whoever holds a guest card's id. */
  by: readonly Actor[];
}

/**
 * Forward only, one step at a time, and CANCELLED from any active state. A customer may only
 * withdraw an order nobody has acted on yet (UNCONFIRMED); once the shop has reserved the goods,
 * cancelling is the shop's call (it may already be packed or on its way). COMPLETED and
 * CANCELLED are final: a returned parcel is recorded by cancelling SENT, which returns its stock.
 * The carrier only completes a parcel it reports received; a refusal is flagged for the ADMIN,
 * whose call the cancelling stays.
 */
const TRANSITIONS: Record<OrderStatus, readonly Transition[]> = {
  UNCONFIRMED: [
    { to: 'RESERVED', by: ['ADMIN'] },
    { to: 'CANCELLED', by: ['ADMIN', 'OWNER'] },
  ],
  RESERVED: [
    { to: 'CONFIRMED', by: ['ADMIN'] },
    { to: 'CANCELLED', by: ['ADMIN'] },
  ],
  CONFIRMED: [
    { to: 'SENT', by: ['ADMIN'] },
    { to: 'CANCELLED', by: ['ADMIN'] },
  ],
  SENT: [
    { to: 'COMPLETED', by: ['ADMIN', 'CARRIER'] },
    { to: 'CANCELLED', by: ['ADMIN'] },
  ],
  COMPLETED: [],
  CANCELLED: [],
};

export function isOrderStatus(value: unknown): value is OrderStatus {
  return isOneOf(ORDER_STATUSES, value);
}

/** The statuses `actor` may move a card in `from` to. */
export function nextStatuses(from: OrderStatus, actor: Actor): OrderStatus[] {
  return TRANSITIONS[from].filter((t) => t.by.includes(actor)).map((t) => t.to);
}

export function canTransition(from: OrderStatus, to: OrderStatus, actor: Actor): boolean {
  return nextStatuses(from, actor).includes(to);
}

/** What a move does to stock: RESERVED takes it, cancelling a card that holds it gives it back. */
export function stockEffect(from: OrderStatus, to: OrderStatus): StockEffect {
  const heldBefore = STOCK_HELD_STATUSES.includes(from);
  const heldAfter = STOCK_HELD_STATUSES.includes(to);
  if (!heldBefore && heldAfter) return 'take';
  if (heldBefore && !heldAfter) return 'return';
  return 'none';
}

/** Only UNCONFIRMED cards allow changing quantities, deleting and adding goods (docs/product.md, "Orders and their statuses"). */
export function isEditable(status: OrderStatus): boolean {
  return status === 'UNCONFIRMED';
}

export function isActive(status: OrderStatus): boolean {
  return ACTIVE_STATUSES.includes(status);
}
