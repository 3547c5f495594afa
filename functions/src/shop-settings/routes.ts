// The shop's sender settings (ADMIN only): read, save, and the shop's senders and contact persons
// at Nova Poshta, so that the ADMIN picks the carrier's refs from a list instead of typing them.
import type { Router } from 'express';
import { z } from 'zod';
import type { NpSenderOption } from '@domain/api/delivery';
import { ShippingSettingsSchema } from '@domain/shipping';
import { carrierConfigs } from '../carriers/carrier-config';
import { getContactPersons, getSenders } from '../carriers/nova-poshta-parties';
import { endpoint, routerOf } from '../http/endpoint';
import { savedPlace, saveShippingSettings } from './save-shipping-settings';
import { findShippingSettings } from '../model/shipping-settings';
import { deliveryOfferSchema } from '@domain/api/delivery';
import { readDeliveryOffer } from '../model/delivery-offer';
import { saveDeliveryOffer } from './save-delivery-offer';

/** A shop has one sender counterparty, rarely a few; more than this is not a list to pick from. */
const SENDERS_SHOWN = 10;
/** Nova Poshta's refs are uuids; checked before any of them names a Firestore document. */
const npRef = z.string().regex(/^[0-9a-f]{8}(-[0-9a-f]{4}){3}-[0-9a-f]{12}$/i);
const SaveBodySchema = ShippingSettingsSchema.extend({
  novaPoshta: ShippingSettingsSchema.shape.novaPoshta
    .extend({ settlementRef: npRef, cityRef: npRef, warehouseRef: npRef, counterpartyRef: npRef, contactRef: npRef })
    .strict(),
}).strict();

/** The shop's senders at Nova Poshta, each with its contact persons. */
async function npSenders(): Promise<{ senders: NpSenderOption[] }> {
  const np = carrierConfigs().novaPoshta;
  const senders = (await getSenders(np)).slice(0, SENDERS_SHOWN);
  const contacts = await Promise.all(senders.map((sender) => getContactPersons(np, sender.ref)));
  return { senders: senders.map((sender, i) => ({ ...sender, contacts: contacts[i] ?? [] })) };
}

export function shopSettingsRouter(): Router {
  return routerOf([
    endpoint({
      path: '/api/getshippingsettings',
      access: 'admin',
      handler: async () => {
        const settings = await findShippingSettings();
        return { settings, place: await savedPlace(settings) };
      },
    }),
    endpoint({
      path: '/api/saveshippingsettings',
      access: 'admin',
      schema: SaveBodySchema,
      handler: async (input, { caller }) => ({ settings: await saveShippingSettings(input, caller.uid) }),
    }),
    endpoint({ path: '/api/getnpsenders', access: 'admin', handler: npSenders }),
    endpoint({ path: '/api/getdeliveryoffersettings', access: 'admin', handler: async () => ({ offer: await readDeliveryOffer() }) }),
    endpoint({
      path: '/api/savedeliveryoffer',
      access: 'admin',
      schema: deliveryOfferSchema,
      handler: async (offer, { caller }) => ({ offer: await saveDeliveryOffer(offer, caller.uid) }),
    }),
  ]);
}
