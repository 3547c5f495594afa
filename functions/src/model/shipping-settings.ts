// The shop's sender settings (settings/shipping): who sends the parcels, from which branch, and how
// cash on delivery is taken.
import type { ShippingSettings } from '@domain/shipping';
import { db } from '../admin';
import { shippingSettingsConverter } from './converters';
import { COLLECTIONS } from './types';

const SHIPPING_SETTINGS_DOC = 'shipping';

export function shippingSettingsRef() {
  return db.collection(COLLECTIONS.settings).doc(SHIPPING_SETTINGS_DOC);
}

/** The stored settings, or null when there are none yet or they no longer pass the schema. */
export async function findShippingSettings(): Promise<ShippingSettings | null> {
  const snapshot = await shippingSettingsRef().withConverter(shippingSettingsConverter).get();
  const checked = snapshot.data();
  return checked?.success ? checked.data : null;
}
