// LiqPay's payment as the status call and the callback give it, in the shop's terms. LiqPay counts
// money in hryvnias with decimals; the shop in integer kopecks.
import { z } from 'zod';
import type { OperationOutcome, PaymentSnapshot, PaymentStatus } from './payment-types';

export const liqpayPayment = z.object({
  status: z.string().min(1),
  order_id: z.string().min(1),
  amount: z.number(),
  currency: z.string().optional(),
  /** What was actually taken, where LiqPay says it (after a partial hold_completion). */
  amount_debit: z.number().optional(),
  refund_amount: z.number().optional(),
  create_date: z.number().optional(),
  end_date: z.number().optional(),
  err_code: z.string().nullish(),
  err_description: z.string().nullish(),
});
type LiqpayPayment = z.infer<typeof liqpayPayment>;

export const liqpayRefusal = z.object({ result: z.literal('error'), err_code: z.string().nullish(), err_description: z.string().nullish() });

const SHOP_STATUS: Record<string, PaymentStatus> = {
  success: 'paid',
  sandbox: 'paid',
  wait_accept: 'paid', // money taken; LiqPay still checks the shop itself
  hold_wait: 'held',
  failure: 'failed',
  error: 'failed',
  reversed: 'reversed',
};

/** Every other word (wait_secure, 3ds_verify, otp_verify, processing …) is a payment under way. */
export const liqpayShopStatus = (status: string): PaymentStatus => SHOP_STATUS[status] ?? 'processing';

export const kopecks = (hryvnias: number) => Math.round(hryvnias * 100);
export const hryvnias = (kop: number) => kop / 100;

/** The shop's order id is the invoice id without the attempt suffix the adapter adds. */
export const ATTEMPT_SUFFIX = /-p[0-9a-f]{8}$/;

export function liqpaySnapshot(payment: LiqpayPayment): PaymentSnapshot {
  const status = liqpayShopStatus(payment.status);
  // A released hold is reversed with nothing taken; a refunded payment keeps what was taken.
  const taken = status === 'paid' ? (payment.amount_debit ?? payment.amount) : status === 'reversed' ? (payment.amount_debit ?? 0) : 0;
  const modifiedMs = payment.end_date ?? payment.create_date ?? 0;
  return {
    provider: 'liqpay',
    invoiceId: payment.order_id,
    orderId: payment.order_id.replace(ATTEMPT_SUFFIX, ''),
    status,
    providerStatus: payment.status,
    amountKop: kopecks(payment.amount),
    finalAmountKop: kopecks(taken),
    refundedKop: kopecks(payment.refund_amount ?? 0),
    currency: payment.currency ?? null,
    failureReason: payment.err_description ?? payment.err_code ?? null,
    modifiedDate: new Date(modifiedMs).toISOString(),
    modifiedMs,
  };
}

/** hold_completion and refund answer the payment's new status. */
export function liqpayOutcome(status: string): OperationOutcome {
  const shop = liqpayShopStatus(status);
  const state = shop === 'paid' || shop === 'reversed' ? 'done' : shop === 'failed' ? 'failed' : 'pending';
  return { state, providerStatus: status };
}
