// monobank acquiring's answers as the public SDKs and docs show them (docs/payments-integration.md
// lists what is unverified). Unknown fields are dropped; a missing required one is a bad answer.
import { z } from 'zod';

const cancelItem = z.object({
  status: z.string(),
  amount: z.number().int(),
  ccy: z.number().int().optional(),
  createdDate: z.string().optional(),
  modifiedDate: z.string().optional(),
  extRef: z.string().optional(),
});

/** GET /api/merchant/invoice/status, and the body of every webhook. */
export const monoInvoiceStatus = z.object({
  invoiceId: z.string().min(1),
  status: z.string().min(1),
  failureReason: z.string().nullish(),
  errCode: z.string().nullish(),
  amount: z.number().int(),
  ccy: z.number().int().optional(),
  finalAmount: z.number().int().optional(),
  createdDate: z.string().optional(),
  modifiedDate: z.string(),
  reference: z.string().nullish(),
  cancelList: z.array(cancelItem).optional(),
});
export type MonoInvoiceStatus = z.infer<typeof monoInvoiceStatus>;

export const monoCreated = z.object({ invoiceId: z.string().min(1), pageUrl: z.url() });
/** finalize and cancel answer the operation's own status. */
export const monoOperation = z.object({ status: z.string().min(1) });
export const monoPubkey = z.object({ key: z.string().min(1) });
export const monoError = z.object({ errCode: z.string(), errText: z.string().optional() });

export const monoStatement = z.object({
  list: z.array(
    z.object({
      invoiceId: z.string(),
      status: z.string(),
      maskedPan: z.string().nullish(),
      date: z.string(),
      amount: z.number().int(),
      profitAmount: z.number().int().nullish(),
      reference: z.string().nullish(),
      cancelList: z.array(z.object({ amount: z.number().int(), date: z.string() })).optional(),
    }),
  ),
});
