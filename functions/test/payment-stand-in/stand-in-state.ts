// What the payment stand-in remembers: invoices of both providers in one neutral shape (monobank's
// status words inside; LiqPay's are derived when it answers), its own clock and its signing key.
import { generateKeyPairSync, randomBytes, type KeyObject } from 'node:crypto';

export type MonoStatus = 'created' | 'processing' | 'hold' | 'success' | 'failure' | 'reversed' | 'expired';

export interface StandInRefund {
  status: 'success';
  amount: number;
  extRef: string;
  createdMs: number;
}

export interface StandInInvoice {
  id: string;
  provider: 'monobank' | 'liqpay';
  /** Asked for (or held), kopecks. */
  amount: number;
  hold: boolean;
  status: MonoStatus;
  /** Taken, kopecks; null until then. */
  finalAmount: number | null;
  refunds: StandInRefund[];
  reference: string | null;
  destination: string;
  basket: unknown;
  redirectUrl: string;
  webhookUrl: string | null;
  createdMs: number;
  modifiedMs: number;
  /** Until when the page can be paid. */
  payableUntilMs: number;
  heldAtMs: number | null;
  failureReason: string | null;
  maskedPan: string | null;
}

/** monobank releases a hold that was not finalized within 9 days. */
export const HOLD_LIFETIME_MS = 9 * 24 * 3600 * 1000;

export interface StandInState {
  invoices: Map<string, StandInInvoice>;
  /** The stand-in's clock: real time plus what advanceTime added. */
  now(): number;
  advance(ms: number): void;
  /** monobank's webhook key pair, made at start; rotateKey() makes another. */
  signingKey: KeyObject;
  publicKeyBase64Pem: string;
  rotateKey(): void;
}

function ecKeyPair() {
  const { privateKey, publicKey } = generateKeyPairSync('ec', { namedCurve: 'prime256v1' });
  const pem = publicKey.export({ type: 'spki', format: 'pem' }).toString();
  return { signingKey: privateKey, publicKeyBase64Pem: Buffer.from(pem, 'utf8').toString('base64') };
}

export function newStandInState(): StandInState {
  let offset = 0;
  const state: StandInState = {
    invoices: new Map(),
    now: () => Date.now() + offset,
    advance: (ms) => {
      offset += ms;
    },
    ...ecKeyPair(),
    rotateKey: () => Object.assign(state, ecKeyPair()),
  };
  return state;
}

/** Ids shaped like monobank's (p2_ and ten letters or digits). */
export const monoInvoiceId = () => `p2_${randomBytes(8).toString('base64url').slice(0, 10)}`;

export const refundedOf = (invoice: StandInInvoice) => invoice.refunds.reduce((sum, refund) => sum + refund.amount, 0);

export function touch(state: StandInState, invoice: StandInInvoice, status: MonoStatus): void {
  invoice.status = status;
  invoice.modifiedMs = Math.max(state.now(), invoice.modifiedMs + 1);
}

/** monobank's invoice as its status call and its webhooks give it. */
export function monoInvoiceBody(invoice: StandInInvoice): Record<string, unknown> {
  return {
    invoiceId: invoice.id,
    status: invoice.status,
    ...(invoice.failureReason ? { failureReason: invoice.failureReason } : {}),
    amount: invoice.amount,
    ccy: 980,
    ...(invoice.finalAmount === null ? {} : { finalAmount: invoice.finalAmount }),
    createdDate: new Date(invoice.createdMs).toISOString(),
    modifiedDate: new Date(invoice.modifiedMs).toISOString(),
    ...(invoice.reference ? { reference: invoice.reference } : {}),
    destination: invoice.destination,
    ...(invoice.refunds.length
      ? {
          cancelList: invoice.refunds.map((refund) => ({
            status: refund.status,
            amount: refund.amount,
            ccy: 980,
            createdDate: new Date(refund.createdMs).toISOString(),
            modifiedDate: new Date(refund.createdMs).toISOString(),
            extRef: refund.extRef,
          })),
        }
      : {}),
  };
}

const LIQPAY_STATUS: Record<MonoStatus, string> = {
  created: 'processing',
  processing: 'processing',
  hold: 'hold_wait',
  success: 'success',
  failure: 'failure',
  reversed: 'reversed',
  expired: 'error',
};

/** LiqPay's payment as its status call and its callbacks give it (hryvnias with decimals). */
export function liqpayPaymentBody(invoice: StandInInvoice, publicKey: string): Record<string, unknown> {
  const refunded = refundedOf(invoice);
  return {
    action: invoice.hold ? 'hold' : 'pay',
    payment_id: Number.parseInt(invoice.createdMs.toString().slice(-9), 10),
    status: LIQPAY_STATUS[invoice.status],
    version: 3,
    type: 'buy',
    paytype: 'card',
    public_key: publicKey,
    order_id: invoice.id,
    description: invoice.destination,
    amount: invoice.amount / 100,
    currency: 'UAH',
    ...(invoice.finalAmount === null ? {} : { amount_debit: invoice.finalAmount / 100 }),
    ...(refunded ? { refund_amount: refunded / 100 } : {}),
    ...(invoice.maskedPan ? { sender_card_mask2: invoice.maskedPan } : {}),
    create_date: invoice.createdMs,
    end_date: invoice.modifiedMs,
    ...(invoice.failureReason ? { err_code: 'limit', err_description: invoice.failureReason } : {}),
  };
}
