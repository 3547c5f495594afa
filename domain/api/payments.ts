// The card-payment calls (docs/api.md, "Payments"): bodies the functions validate and the answers
// the SPA reads. Amounts are integer kopecks. A webhook's body is the provider's, checked by its
// signature, not by a schema here.
import { z } from 'zod';
import type { CardPaymentState, PaymentMethod, PaymentProvider } from '../payment';
import { documentId as docId } from './ids';

/** A fiscal receipt as the customer and the ADMIN see it. */
export interface PresentedReceipt {
  receiptId: string;
  kind: 'sell' | 'return';
  amountKop: number;
  /** pending: waiting for the ПРРО (the ADMIN sees "чек очікує"); done: fiscalized. */
  state: 'pending' | 'created' | 'done' | 'error';
  fiscalCode: string | null;
  htmlUrl: string | null;
}

/** How an order is paid, as the API presents it. `card` is null for cash on delivery. */
export interface PresentedPayment {
  method: PaymentMethod;
  card: {
    provider: PaymentProvider;
    state: CardPaymentState;
    amountKop: number;
    heldKop: number;
    finalizedKop: number;
    refundedKop: number;
    /** The page to pay on, while paying is still open. */
    pageUrl: string | null;
    /** The shopper may try the card again, or switch the order to cash on delivery. */
    canRetry: boolean;
    /** A money move the status asked for waits for the provider (the ADMIN's to watch). */
    pending: 'finalize' | 'release' | 'refund' | 'remove' | null;
    /** ISO time the hold runs out, while held. */
    holdExpiresAt: string | null;
    holdExpiresSoon: boolean;
    /** A second invoice for goods added after the hold: what it asks, its state, and its page while open. */
    topUp: { state: CardPaymentState; amountKop: number; pageUrl: string | null } | null;
  } | null;
  receipts: PresentedReceipt[];
}

/** A card order's payment as the API presents it. */
export type PresentedCardPayment = NonNullable<PresentedPayment['card']>;

export const paymentCardBody = z.object({ shoppingCardId: docId });
export type PaymentCardInput = z.input<typeof paymentCardBody>;

/** The answer of createshoppingcard for a card order, and of startcardpayment. */
export interface StartedPayment {
  /** The provider's page; null when the provider could not be reached (then `error` says why). */
  pageUrl: string | null;
  error?: 'PAYMENT_PROVIDER_UNAVAILABLE';
}

/** What checkout may offer (public). */
export interface PaymentMethods {
  cashOnDelivery: boolean;
  card: boolean;
}

export const paymentSummaryBody = z.object({ day: z.string().regex(/^\d{4}-\d{2}-\d{2}$/) });
export type PaymentSummaryInput = z.input<typeof paymentSummaryBody>;

export interface MoneyTotals {
  heldKop: number;
  finalizedKop: number;
  releasedKop: number;
  refundedKop: number;
}

/** One invoice whose money the shop and the provider see differently that day. */
export interface PaymentDifference {
  invoiceId: string;
  shoppingCardId: number | null;
  shop: MoneyTotals;
  provider: MoneyTotals;
}

export interface PaymentSummary {
  day: string;
  shop: MoneyTotals;
  /** The provider's statement for the same day; null when it could not be asked (then `providerError`). */
  provider: MoneyTotals | null;
  providerError: string | null;
  differences: PaymentDifference[];
  /** Cash on delivery on its way: SENT parcels paid on delivery, and their total. */
  cashOnDeliveryToCome: { parcels: number; totalKop: number };
  /** Receipts still waiting for the ПРРО. */
  receiptsPending: number;
}

/** What POST /api/runpaymentchecks did: the 15-minute schedule's work, run by hand. */
export interface PaymentChecks {
  moneyMoves: number;
  receiptsDone: number;
  holdsFlagged: number;
  holdsExpired: number;
  failures: number;
}
