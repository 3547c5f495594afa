// Waybills cannot be made without the shop's sender settings, so a missing or damaged document is
// one stable 409 that sends the ADMIN to the settings screen.
import type { ShippingSettings } from '@domain/shipping';
import { ApiError } from '../http/api-error';
import { findShippingSettings } from '../model/shipping-settings';

export async function readShippingSettings(): Promise<ShippingSettings> {
  const settings = await findShippingSettings();
  if (!settings) throw new ApiError(409, 'SHIPPING_SETTINGS_MISSING');
  return settings;
}
