// The shop's payment settings, checked by zod on both sides (the ADMIN's form, the functions).
// Apart from domain/payment.ts so that checkout's pure payment rules load without zod.
import { z } from 'zod';
import { PAYMENT_PROVIDERS } from './payment';

/** settings/payments: which methods checkout offers and who takes cards. Edited by the ADMIN. */
export const PaymentSettingsSchema = z
  .object({
    cashOnDelivery: z.boolean(),
    card: z.boolean(),
    provider: z.enum(PAYMENT_PROVIDERS),
  })
  .strict()
  .refine((s) => s.cashOnDelivery || s.card, { message: 'at least one payment method', path: ['cashOnDelivery'] });
export type PaymentSettings = z.infer<typeof PaymentSettingsSchema>;

/** A shop that never saved its settings takes cash on delivery only. */
export const DEFAULT_PAYMENT_SETTINGS: PaymentSettings = { cashOnDelivery: true, card: false, provider: 'monobank' };
