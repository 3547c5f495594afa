// A Nova Poshta waybill for a claimed card: from the shop's branch to the customer's branch,
// parcel locker or door (the courier, to an address saved for the recipient), paid by the recipient
// (by the shop when the order reached the free-delivery sum), with cash on delivery of the order's total. Any waybill
// the carrier already holds for the card's number is taken instead of making a second one.
import { carrierPhone } from '@domain/phone';
import type { CardWaybill, ShippingSettings } from '@domain/shipping';
import type { NovaPoshtaConfig } from '../carriers/carrier-config';
import { CarrierError } from '../carriers/carrier-error';
import { createRecipient, saveRecipientAddress } from '../carriers/nova-poshta-parties';
import type { NpWaybill } from '../carriers/nova-poshta-types';
import { createWaybillWithFallback, findWaybillsForOrder, type NpWaybillInput } from '../carriers/nova-poshta-waybills';
import { npBranches } from '../model/np-directory-docs';
import { ApiError } from '../http/api-error';
import type { ShoppingCardDoc } from '../model/types';
import { orderTotal, cardParcelGrams, placedAt, recipientName, WAYBILL_DESCRIPTION } from './waybill-parcel';

const DAY_MS = 24 * 60 * 60_000;

const madeFrom = (waybill: NpWaybill, cashOnDelivery: CardWaybill['cashOnDelivery'], now: Date): CardWaybill => ({
  carrier: 'novaposhta',
  ref: waybill.ref,
  trackingNumber: waybill.trackingNumber,
  cashOnDelivery,
  manual: false,
  createdAt: now.toISOString() });

/** Waybills made for this card since it was placed (a day's margin: the carrier's dates are Kyiv's). */
async function findExisting(config: NovaPoshtaConfig, card: ShoppingCardDoc, now: Date): Promise<NpWaybill | undefined> {
  const placed = placedAt(card) ?? new Date(now.getTime() - 90 * DAY_MS);
  const found = await findWaybillsForOrder(config, String(card.shoppingCardId), new Date(placed.getTime() - DAY_MS), now);
  return found[0];
}

/** Where the parcel goes: a branch or locker of the directory, or a door (the address is saved with the recipient). */
async function destination(card: ShoppingCardDoc): Promise<{ warehouseRef: string; cityRef: string; toParcelLocker: boolean; toDoor: boolean }> {
  const door = card.delivery.novaPoshtaDoor;
  if (door) return { warehouseRef: '', cityRef: door.cityRef, toParcelLocker: false, toDoor: true };
  const refs = card.delivery.novaPoshta;
  if (!refs) throw new ApiError(409, 'WAYBILL_NEEDS_DIRECTORY_BRANCH');
  const branch = (await npBranches().doc(refs.warehouseRef).get()).data();
  return { warehouseRef: refs.warehouseRef, cityRef: refs.cityRef, toParcelLocker: branch?.kind === 'parcelLocker', toDoor: false };
}

async function npWaybillInput(card: ShoppingCardDoc, settings: ShippingSettings, now: Date): Promise<Omit<NpWaybillInput, 'recipient'> & { warehouseRef: string; cityRef: string }> {
  const to = await destination(card);
  const total = orderTotal(card);
  const sender = settings.novaPoshta;
  return {
    orderKey: String(card.shoppingCardId),
    date: now,
    sender: { cityRef: sender.cityRef, counterpartyRef: sender.counterpartyRef, contactRef: sender.contactRef, warehouseRef: sender.warehouseRef, phone: settings.contactPhone },
    ...to,
    weightKg: (await cardParcelGrams(card)) / 1000,
    seat: settings.parcel,
    description: WAYBILL_DESCRIPTION,
    declaredCostUah: total,
    payer: card.delivery.paidByShop ? 'Sender' : 'Recipient',
    cashOnDelivery: { form: settings.cashOnDelivery, amountUah: total } };
}

export async function makeNovaPoshtaWaybill(config: NovaPoshtaConfig, card: ShoppingCardDoc, settings: ShippingSettings, now = new Date()): Promise<CardWaybill> {
  const { warehouseRef, cityRef, ...input } = await npWaybillInput(card, settings, now);
  // Before every save: an earlier request may have made it and lost the answer.
  const existing = await findExisting(config, card, now);
  if (existing) return madeFrom(existing, null, now);
  const party = await createRecipient(config, { ...recipientName(card.customer.name), phone: carrierPhone(card.customer.phone) });
  const door = card.delivery.novaPoshtaDoor;
  const addressRef = door ? await saveRecipientAddress(config, { counterpartyRef: party.counterpartyRef, ...door }) : warehouseRef;
  const recipient = { cityRef, warehouseRef: addressRef, phone: carrierPhone(card.customer.phone), ...party };
  try {
    const { waybill, form } = await createWaybillWithFallback(config, { ...input, recipient });
    return madeFrom(waybill, form, now);
  } catch (error) {
    if (!(error instanceof CarrierError) || !error.details.outcomeUnknown) throw error;
    // No answer to the save: the carrier may have made it, so look before anyone tries again.
    const again = await findExisting(config, card, now).catch(() => undefined);
    if (again) return madeFrom(again, null, now);
    throw error;
  }
}
