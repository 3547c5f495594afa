// The shop's sender settings (settings/shipping): who sends the parcels, from which branch, and how
// cash on delivery is taken. Waybills cannot be made without them, so a missing or damaged document
// is one stable 409 that sends the ADMIN to the settings screen.
import type { ShippingSettings } from '@domain/shipping';
import { db } from '../admin';
import { ApiError } from '../http/api-error';
import { shippingSettingsConverter } from '../model/converters';
import { COLLECTIONS } from '../model/types';

export const SHIPPING_SETTINGS_DOC = 'shipping';

export function shippingSettingsRef() {
  return db.collection(COLLECTIONS.settings).doc(SHIPPING_SETTINGS_DOC);
}

/** The stored settings, or null when there are none yet or they no longer pass the schema. */
export async function findShippingSettings(): Promise<ShippingSettings | null> {
  const snapshot = await shippingSettingsRef().withConverter(shippingSettingsConverter).get();
  const checked = snapshot.data();
  return checked?.success ? checked.data : null;
}

export async function readShippingSettings(): Promise<ShippingSettings> {
  const settings = await findShippingSettings();
  if (!settings) throw new ApiError(409, 'SHIPPING_SETTINGS_MISSING');
  return settings;
}
