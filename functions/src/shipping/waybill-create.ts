// Makes a card's waybill once, however many times it is asked: the card is claimed in a
// transaction, the carrier is called outside it, and the result is stored (and the card moved
// to SENT) in another; a carrier error releases the claim and leaves the card as it was.
import * as logger from 'firebase-functions/logger';
import type { CardWaybill } from '@domain/shipping';
import { carrierConfigs } from '../carriers/carrier-config';
import { CarrierError } from '../carriers/carrier-error';
import { deleteWaybill } from '../carriers/nova-poshta-waybills';
import { ApiError } from '../http/api-error';
import type { Caller } from '../http/auth';
import { readShippingSettings } from './sender-settings';
import type { ShoppingCardDoc } from '../model/types';
import { claimCard, markOutcomeUnknown, releaseClaim, storeWaybill } from './waybill-claim';
import { makeNovaPoshtaWaybill } from './waybill-nova-poshta';
import { makeUkrposhtaShipment } from './waybill-ukrposhta';

async function askCarrier(card: ShoppingCardDoc): Promise<CardWaybill> {
  const settings = await readShippingSettings();
  const configs = carrierConfigs();
  return card.delivery.carrier === 'novaposhta'
    ? makeNovaPoshtaWaybill(configs.novaPoshta, card, settings)
    : makeUkrposhtaShipment(configs.ukrposhta, card, settings);
}

/** Answers the card's waybill: the one just made, or the one it already had. */
export async function createWaybill(cardId: string, caller: Caller | undefined): Promise<{ waybill: CardWaybill; created: boolean }> {
  const claim = await claimCard(cardId, caller);
  if (claim.kind === 'done') return { waybill: claim.waybill, created: false };
  let waybill: CardWaybill;
  try {
    waybill = await askCarrier(claim.card);
  } catch (error) {
    // Ukrposhta's shipments cannot be looked up: one that may exist keeps the card claimed.
    const unknownShipment = error instanceof CarrierError && error.details.outcomeUnknown && claim.card.delivery.carrier === 'ukrposhta';
    await (unknownShipment ? markOutcomeUnknown(cardId, claim.attemptId) : releaseClaim(cardId, claim.attemptId));
    throw error;
  }
  const stored = await storeWaybill(cardId, waybill, caller);
  if (stored.kind === 'stored') return { waybill, created: true };
  // Sent by hand or cancelled while the carrier was asked: the document just made is not needed.
  if (stored.kind === 'notConfirmed' || stored.waybill.ref !== waybill.ref) await withdraw(cardId, waybill);
  if (stored.kind === 'notConfirmed') throw new ApiError(409, 'WAYBILL_CARD_NOT_CONFIRMED');
  return { waybill: stored.waybill, created: false };
}

async function withdraw(cardId: string, waybill: CardWaybill): Promise<void> {
  if (waybill.carrier !== 'novaposhta' || !waybill.ref) return;
  await deleteWaybill(carrierConfigs().novaPoshta, waybill.ref).catch((error: unknown) =>
    logger.error('An unneeded waybill was not deleted at the carrier', { cardId, ref: waybill.ref, error: String(error) }),
  );
}
