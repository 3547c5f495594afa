// The shop's sender settings (ADMIN only): read, save, and the shop's senders and contact persons
// at Nova Poshta, so that the ADMIN picks the carrier's refs from a list instead of typing them.
import { Router } from 'express';
import { z } from 'zod';
import { ShippingSettingsSchema } from '@domain/shipping';
import { carrierConfigs } from '../carriers/carrier-config';
import { getContactPersons, getSenders } from '../carriers/nova-poshta-parties';
import { asyncRoute } from '../http/async-route';
import { requireAdmin } from '../http/auth';
import { emptyBody, parseBody } from '../http/validate';
import { savedPlace, saveShippingSettings } from './save-shipping-settings';
import { findShippingSettings } from './shipping-settings';

/** A shop has one sender counterparty, rarely a few; more than this is not a list to pick from. */
const SENDERS_SHOWN = 10;
/** Nova Poshta's refs are uuids; checked before any of them names a Firestore document. */
const npRef = z.string().regex(/^[0-9a-f]{8}(-[0-9a-f]{4}){3}-[0-9a-f]{12}$/i);
const SaveBodySchema = ShippingSettingsSchema.extend({
  novaPoshta: ShippingSettingsSchema.shape.novaPoshta
    .extend({ settlementRef: npRef, cityRef: npRef, warehouseRef: npRef, counterpartyRef: npRef, contactRef: npRef })
    .strict(),
}).strict();

export function shopSettingsRouter(): Router {
  const router = Router();
  router.post('/api/getshippingsettings', requireAdmin, emptyBody, asyncRoute(async (_req, res) => {
    const settings = await findShippingSettings();
    res.json({ settings, place: await savedPlace(settings) });
  }));
  router.post('/api/saveshippingsettings', requireAdmin, asyncRoute(async (req, res) => {
    const input = parseBody(SaveBodySchema, req.body);
    res.json({ settings: await saveShippingSettings(input, req.caller!.uid) });
  }));
  router.post('/api/getnpsenders', requireAdmin, emptyBody, asyncRoute(async (_req, res) => {
    const np = carrierConfigs().novaPoshta;
    const senders = (await getSenders(np)).slice(0, SENDERS_SHOWN);
    const contacts = await Promise.all(senders.map((sender) => getContactPersons(np, sender.ref)));
    res.json({ senders: senders.map((sender, i) => ({ ...sender, contacts: contacts[i] })) });
  }));
  return router;
}
