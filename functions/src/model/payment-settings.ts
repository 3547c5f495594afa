// The shop's payment settings (settings/payments): which methods checkout offers, and the provider
// that takes cards. Read on every card order, so a missing or damaged document means the default:
// cash on delivery only, never an offer the shop did not make.
import { DEFAULT_PAYMENT_SETTINGS, PaymentSettingsSchema, type PaymentSettings } from '@domain/payment-settings';
import { z } from 'zod';
import { db } from '../admin';
import { checkedConverter } from './converters';
import { COLLECTIONS } from './types';

/** The ADMIN's edit stamp stands beside the settings (the audit log reads it); the strict check is of the settings alone. */
const StoredPaymentSettings = z.preprocess((doc) => {
  const { lastEdit: _stamp, ...settings } = doc as Record<string, unknown>;
  return settings;
}, PaymentSettingsSchema);
const paymentSettingsConverter = checkedConverter(StoredPaymentSettings);

export const paymentSettingsRef = () => db.collection(COLLECTIONS.settings).doc('payments');

export async function readPaymentSettings(): Promise<PaymentSettings> {
  const checked = (await paymentSettingsRef().withConverter(paymentSettingsConverter).get()).data();
  return checked?.success ? checked.data : DEFAULT_PAYMENT_SETTINGS;
}
