// The shop's own words for a card payment. No provider field name (invoiceId aside, which is the
// provider's handle) leaves this folder: adapters translate at the boundary.

export type PaymentProviderName = 'monobank' | 'liqpay';

/**
 * Where a payment stands, in the shop's terms. `held`: the money is locked on the card and not yet
 * taken; `paid`: taken (in full or the finalized part); `reversed`: a hold released or a payment
 * refunded in full; `expired`: the page was never paid in time.
 */
export const PAYMENT_STATUSES = ['created', 'processing', 'held', 'paid', 'failed', 'reversed', 'expired'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

/** One line of the basket the provider shows on its page (and may print on its receipt). */
export interface BasketLine {
  name: string;
  quantity: number;
  /** Price of one unit, integer kopecks. */
  unitPriceKop: number;
  /** The good's code (articul), for the provider's records. */
  code?: string;
}

export interface CreateInvoiceInput {
  /** The shop's order id; goes to the provider as its reference, so the statement can be matched. */
  orderId: string;
  amountKop: number;
  basket: BasketLine[];
  /** Where the shopper's browser returns after the payment page. */
  redirectUrl: string;
  /** Where the provider POSTs its signed status notices. */
  webhookUrl: string;
  /** true: only lock the money (finalize later for what the ADMIN confirmed). */
  hold: boolean;
  /** How long the payment page stays payable. */
  validitySec: number;
  /** Shown to the shopper on the provider's page. */
  description?: string;
}

export interface CreatedInvoice {
  invoiceId: string;
  /** The provider's hosted payment page the shopper is sent to. */
  pageUrl: string;
}

/** What the provider says about one invoice, by its status call or by a webhook. */
export interface PaymentSnapshot {
  provider: PaymentProviderName;
  invoiceId: string;
  /** The shop's order id as sent at creation (null when the provider does not echo it). */
  orderId: string | null;
  status: PaymentStatus;
  /** The provider's own status word, kept for the ADMIN and the logs. */
  providerStatus: string;
  /** Amount of the invoice (what was held or asked for), kopecks. */
  amountKop: number;
  /** What was actually taken (after a partial finalize, less than amountKop), kopecks. */
  finalAmountKop: number;
  /** What has been given back so far, kopecks. */
  refundedKop: number;
  /** ISO 4217 code of the amounts ('UAH'), or null when the provider's word does not say. */
  currency: string | null;
  failureReason: string | null;
  /** The provider's last change as it sent it (ISO). */
  modifiedDate: string;
  /**
   * The same as epoch ms: webhooks come more than once and out of order, so a snapshot older than
   * the one stored must never overwrite it.
   */
  modifiedMs: number;
}

/** The outcome of a finalize or a cancel: the provider may answer before it has finished. */
export interface OperationOutcome {
  state: 'done' | 'pending' | 'failed';
  providerStatus: string;
}

/** One payment of the provider's statement, for the daily reconciliation. */
export interface StatementEntry {
  invoiceId: string;
  orderId: string | null;
  providerStatus: string;
  status: PaymentStatus;
  amountKop: number;
  /** What reaches the shop after the provider's fee, where the provider says so. */
  profitAmountKop: number | null;
  maskedPan: string | null;
  dateMs: number;
  refunds: { amountKop: number; dateMs: number }[];
}

/** Why a webhook was refused; the route answers 4xx for these, except KEY_UNAVAILABLE (5xx, retry). */
type WebhookRefusal = 'MISSING_SIGNATURE' | 'BAD_SIGNATURE' | 'BAD_BODY' | 'KEY_UNAVAILABLE';

export type WebhookVerdict = { ok: true; event: PaymentSnapshot } | { ok: false; refusal: WebhookRefusal; detail: string };

/** Headers as node:http and express give them. */
export type IncomingHeaders = Record<string, string | string[] | undefined>;

/** One card-payment provider. Every method throws PaymentError, and only PaymentError. */
export interface PaymentProvider {
  readonly name: PaymentProviderName;
  createInvoice(input: CreateInvoiceInput): Promise<CreatedInvoice>;
  status(invoiceId: string): Promise<PaymentSnapshot>;
  /** Takes `amountKop` (at most what was held) of a held invoice. */
  finalize(invoiceId: string, amountKop: number): Promise<OperationOutcome>;
  /**
   * Releases a hold, or refunds (part of) a paid invoice. `extRef` is the shop's id of this refund,
   * so that the statement can tell refunds apart.
   */
  cancel(invoiceId: string, amountKop: number, extRef: string): Promise<OperationOutcome>;
  /** Makes an unpaid invoice's page unusable (an order cancelled before the shopper paid). */
  remove(invoiceId: string): Promise<void>;
  statement(fromMs: number, toMs: number): Promise<StatementEntry[]>;
  /** Checks a webhook against the RAW body as received; never trust a parsed-and-reserialised body. */
  verifyWebhook(rawBody: Buffer, headers: IncomingHeaders): Promise<WebhookVerdict>;
}
