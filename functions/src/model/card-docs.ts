// Shopping cards (orders) and what makes them: idempotency records and display-number blocks
// (docs/data-model.md, "shoppingCards"). Functions only; a user reads their own through the API.
import type { Localized } from '@domain/language';
import type { OrderStatus } from '@domain/order-status';
import type { CardParcelStatus, CardWaybill } from '@domain/shipping';
import type { FirestoreTime } from './collections';
import type { Discount, Measurement } from './good-docs';
import type { LotTake } from './yarn-line-docs';

export { ORDER_STATUSES, type OrderStatus } from '@domain/order-status';

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
  delivery: {
    carrier: 'novaposhta' | 'ukrposhta';
    city: string;
    branch: string;
    trackingNumber: string | null;
    /** Nova Poshta's refs of the chosen settlement, city and branch, checked against the directory's copy. */
    novaPoshta?: { settlementRef: string; cityRef: string; warehouseRef: string };
    /** The Ukrposhta office chosen from the classifier's copy (absent for address delivery or free text). */
    ukrposhta?: { postOfficeId: string; postcode: string };
    /** Set with the move to SENT (domain/shipping.ts). */
    waybill?: CardWaybill;
    /** The latest parcel status the tracking run saw. */
    parcel?: CardParcelStatus;
    /** A request is making this card's waybill right now (the functions' own; never answered). */
    waybillAttempt?: WaybillAttempt;
  };
  payment: 'cod';
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
