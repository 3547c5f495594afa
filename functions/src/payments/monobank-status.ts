// monobank's status words in the shop's terms, and its invoice in the shop's snapshot.
import type { MonoInvoiceStatus } from './monobank-schemas';
import type { OperationOutcome, PaymentSnapshot, PaymentStatus } from './payment-types';

const SHOP_STATUS: Record<string, PaymentStatus> = {
  created: 'created',
  processing: 'processing',
  hold: 'held',
  success: 'paid',
  failure: 'failed',
  reversed: 'reversed',
  expired: 'expired',
};

/** A word monobank adds later reads as processing: it settles nothing until it is understood. */
export const monoShopStatus = (status: string): PaymentStatus => SHOP_STATUS[status] ?? 'processing';

/** finalize and cancel answer processing, success or failure. */
export function monoOutcome(status: string): OperationOutcome {
  const state = status === 'success' ? 'done' : status === 'failure' ? 'failed' : 'pending';
  return { state, providerStatus: status };
}

export function monoSnapshot(invoice: MonoInvoiceStatus): PaymentSnapshot {
  const refundedKop = (invoice.cancelList ?? []).filter((item) => item.status === 'success').reduce((sum, item) => sum + item.amount, 0);
  const status = monoShopStatus(invoice.status);
  // A released hold is reversed with nothing taken; a refunded payment keeps what was taken.
  const taken = status === 'paid' ? (invoice.finalAmount ?? invoice.amount) : status === 'reversed' ? (invoice.finalAmount ?? 0) : 0;
  return {
    provider: 'monobank',
    invoiceId: invoice.invoiceId,
    orderId: invoice.reference ?? null,
    status,
    providerStatus: invoice.status,
    amountKop: invoice.amount,
    finalAmountKop: taken,
    refundedKop,
    // monobank names currencies by ISO 4217 number; 980 is the hryvnia.
    currency: invoice.ccy === undefined ? null : invoice.ccy === 980 ? 'UAH' : String(invoice.ccy),
    failureReason: invoice.failureReason ?? null,
    modifiedDate: invoice.modifiedDate,
    modifiedMs: Date.parse(invoice.modifiedDate),
  };
}
