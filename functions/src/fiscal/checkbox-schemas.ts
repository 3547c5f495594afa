// Checkbox's answers as its public SDKs and OpenAPI show them (unverified details are listed in
// docs/payments-integration.md). Unknown fields are dropped.
import { z } from 'zod';

export const checkboxToken = z.object({ access_token: z.string().min(1) });
/** Checkbox's error body: a message, and for a validation error (422) a detail list. */
export const checkboxErrorBody = z.object({ message: z.string(), detail: z.unknown().optional() });

export const checkboxShift = z.object({
  id: z.string().min(1),
  serial: z.number().int().nullish(),
  status: z.string().min(1),
  opened_at: z.string().nullish(),
  closed_at: z.string().nullish(),
  z_report: z.object({ id: z.string() }).nullish(),
});
export type CheckboxShift = z.infer<typeof checkboxShift>;

export const checkboxReceipt = z.object({
  id: z.string().min(1),
  status: z.string().min(1),
  fiscal_code: z.string().nullish(),
  total_sum: z.number().int().nullish(),
  is_return: z.boolean().nullish(),
});
export type CheckboxReceipt = z.infer<typeof checkboxReceipt>;
