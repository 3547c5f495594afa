// The shop's sender settings (settings/shipping) and payment methods (settings/payments) for the
// local shop: the carrier stand-in's own
// sender and contact person, sending from Kyiv's branch №1, so that waybills can be made straight
// after `npm start`. Written only when missing: settings the ADMIN has saved survive a re-seed.
import './emulators-only.ts';
import { readFileSync } from 'node:fs';
import type { PaymentSettings } from '@domain/payment-settings.ts';
import { ShippingSettingsSchema, type ShippingSettings } from '@domain/shipping.ts';
import { db } from '../../functions/src/admin.ts';
import { settlementDisplay } from '../../functions/src/model/np-directory-docs.ts';
import { COLLECTIONS } from '../../functions/src/model/collections.ts';
import { SHOP_CONTACT, SHOP_SENDER } from '../../functions/test/carrier-stand-in/nova-poshta-documents.ts';
import { isFirestoreCode } from './firestore-errors.ts';

const FIXTURES = new URL('../../functions/test/carrier-stand-in/fixtures/', import.meta.url);
const KYIV = '724ed04e-f763-44d1-988e-831b9ce05725';
const SENDER_BRANCH_NUMBER = '1';

interface FixtureSettlement { Ref: string; DeliveryCity: string; Description: string; AreaDescription: string; RegionsDescription: string }
interface FixtureWarehouse { Ref: string; Number: string; Description: string; SettlementRef: string; CityRef: string }

const fixture = <T>(name: string): T[] => JSON.parse(readFileSync(new URL(name, FIXTURES), 'utf8')) as T[];

export function seedShippingSettings(): ShippingSettings {
  const kyiv = fixture<FixtureSettlement>('nova-poshta-settlements.json').find((s) => s.Ref === KYIV)!;
  const branch = fixture<FixtureWarehouse>('nova-poshta-warehouses.json').find((w) => w.SettlementRef === KYIV && w.Number === SENDER_BRANCH_NUMBER)!;
  return ShippingSettingsSchema.parse({
    novaPoshta: {
      settlementRef: KYIV,
      cityRef: branch.CityRef,
      warehouseRef: branch.Ref,
      warehouseDisplay: `${settlementDisplay(kyiv.Description, kyiv.RegionsDescription, kyiv.AreaDescription)}, ${branch.Description}`,
      counterpartyRef: SHOP_SENDER.Ref,
      contactRef: SHOP_CONTACT.Ref,
    },
    ukrposhtaSenderUuid: null,
    contactName: SHOP_CONTACT.Description,
    contactPhone: SHOP_CONTACT.Phones,
    cashOnDelivery: 'moneyTransfer',
    parcel: { widthCm: 30, lengthCm: 20, heightCm: 10 },
  } satisfies ShippingSettings);
}

/** The local shop takes both methods, cards through monobank's stand-in. */
export const SEED_PAYMENT_SETTINGS: PaymentSettings = { cashOnDelivery: true, card: true, provider: 'monobank' };

/** True when it wrote them, false when settings were there already. */
export async function ensureShippingSettings(): Promise<boolean> {
  try {
    await db.collection(COLLECTIONS.settings).doc('shipping').create(seedShippingSettings());
    return true;
  } catch (error) {
    if (isFirestoreCode(error, 'ALREADY_EXISTS')) return false;
    throw error;
  }
}

/** The payment methods, written once like the sender settings (an ADMIN's later choice is kept). */
export async function ensurePaymentSettings(): Promise<boolean> {
  try {
    await db.collection(COLLECTIONS.settings).doc('payments').create(SEED_PAYMENT_SETTINGS);
    return true;
  } catch (error) {
    if (isFirestoreCode(error, 'ALREADY_EXISTS')) return false;
    throw error;
  }
}
