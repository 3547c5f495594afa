// Shopping cards (orders) and what makes them: idempotency records and display-number blocks
// (docs/data-model.md, "shoppingCards"). Functions only; a user reads their own through the API.
import type { PresentedDelivery } from '@domain/api/orders';
import type { PresentedReceipt } from '@domain/api/payments';
import type { Language, Localized } from '@domain/language';
import type { CardPaymentState, PaymentMethod, PaymentProvider } from '@domain/payment';
import type { OrderStatus } from '@domain/order-status';
import type { FirestoreTime } from './collections';
import type { Discount, Measurement } from './good-docs';
import type { LotTake } from './yarn-line-docs';

export { type OrderStatus } from '@domain/order-status';

export interface ShoppingCardLine {
  goodId: string;
  quantityToSell: number;
  /** Snapshot when the line was written: the price the customer agreed to. */
  price: number;
  discount: Discount;
  title: Localized;
  measurement: Measurement;
  mainImage: string | null;
  /** The dye lots this line's units came from, recorded when it was reserved (absent for plain stock). */
  lots?: LotTake[];
}

/** card.cardPayment: the provider's invoice for a card order and what happened to its money (ADR 12). */
export interface CardPaymentDoc {
  provider: PaymentProvider;
  invoiceId: string;
  /** The provider's hosted page the shopper pays on. */
  pageUrl: string;
  state: CardPaymentState;
  /** What the invoice asked for, in kopecks: the order's total when it was made. */
  amountKop: number;
  heldKop: number;
  finalizedKop: number;
  refundedKop: number;
  /** The provider's time of the newest status applied: an older one never overwrites it. */
  providerModifiedAtMs: number;
  /** When the provider lets the hold go on its own (monobank: 9 days). */
  holdExpiresAtMs: number | null;
  /** Set when the ADMIN was warned that the hold runs out soon. */
  holdExpiryFlagged?: boolean;
  /** A money move the card's status asks for and the provider has not yet made (card-payments/). */
  pending?: PendingMoneyMove | null;
  /** Why the last try to make the invoice or the pending move failed, for the ADMIN. */
  lastError?: string | null;
  /**
   * A second invoice for what goods added after the hold cost beyond it (order-payments/top-up.ts):
   * the shopper is sent its link; the difference is never taken silently.
   */
  topUp?: CardPaymentDoc | null;
}

/** Written with the status that asks for it, in the same transaction; cleared once the provider did it. */
export interface PendingMoneyMove {
  action: 'finalize' | 'release' | 'refund' | 'remove';
  amountKop: number;
  sinceMs: number;
  attempts: number;
}

/** paymentEvents/{id}: one money move of a card payment, by the Kyiv day it happened (the daily summary). */
export interface PaymentEventDoc {
  cardId: string;
  shoppingCardId: number;
  invoiceId: string;
  provider: PaymentProvider;
  kind: 'held' | 'finalized' | 'released' | 'refunded';
  amountKop: number;
  atMs: number;
  /** yyyy-mm-dd in Kyiv. */
  day: string;
}

/** card.receipts: a fiscal receipt the card's money needs (fiscal/, order-payments/issue-receipts.ts). Its id is
 * chosen by the shop before the first try, from the card and what it is for, so a retry never makes two. */
export interface CardReceipt extends PresentedReceipt {
  attempts: number;
  lastError: string | null;
}

/** customerMessages/{cardId}:{key}: a message the customer was sent (customer-messages/), shown in the card's history. */
export interface SentMessageDoc {
  cardId: string;
  kind: string;
  createdAt: FirestoreTime;
}

/** card.delivery.waybillAttempt: who is making the waybill, since when (shipping/waybill-claim.ts). */
export interface WaybillAttempt {
  id: string;
  atMs: number;
  /** The carrier got a shipment request and never answered: it may exist, and cannot be looked up. */
  outcomeUnknown?: boolean;
}

export interface ShoppingCardDoc {
  shoppingCardId: number; // display number, from a block in shoppingCardNumbers
  status: OrderStatus;
  goods: ShoppingCardLine[];
  /** The goods' ids, kept beside the lines so a query can find the cards that name a good. */
  goodIds: string[];
  userId: string | null; // null for a guest: reachable only by the unguessable document id
  customer: { name: string; phone: string; email: string | null };
  /** As answered (domain/api/orders.ts), plus the functions' own claim while a waybill is being made. */
  delivery: PresentedDelivery & {
    /** A request is making this card's waybill right now (never answered). */
    waybillAttempt?: WaybillAttempt;
  };
  payment: PaymentMethod;
  /** The card order's invoice and money; absent for cash on delivery. */
  cardPayment?: CardPaymentDoc;
  /** Fiscal receipts of the card's money, and whether one still waits (for the retry schedule's query). */
  receipts?: CardReceipt[];
  receiptsPending?: boolean;
  /** The customer's language when she ordered: her messages are written in it (absent on old cards: ua). */
  language?: Language;
  comment: string | null;
  /** "Same lot as my order №…": reserving prefers the lots that order's yarn came from. */
  sameLotAsOrder?: number | null;
  idempotencyKey: string;
  history: { status: OrderStatus; at: FirestoreTime; actor: string }[];
  createdAt: FirestoreTime;
  updatedAt: FirestoreTime;
}

/** shoppingCardRequests/{idempotencyKey}: the card a checkout attempt created (orders issue). */
export interface ShoppingCardRequestDoc {
  cardId: string;
  shoppingCardId: number;
  /** Hash of the request body: the same key with a different order is refused, not answered. */
  requestHash: string;
  createdAt: FirestoreTime;
}

export interface CounterDoc {
  value: number;
}

/** `shoppingCardNumbers/{first}`: the display numbers first .. first + size - 1, claimed by one instance. */
export interface ShoppingCardNumberBlockDoc {
  first: number;
  size: number;
  claimedAt: FirestoreTime;
}
