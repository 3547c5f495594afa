// Saving the free-delivery offer: one write of the whole document, so a refusal leaves it as it was.
import { FieldValue } from 'firebase-admin/firestore';
import type { DeliveryOffer } from '@domain/delivery-price';
import { editStamp } from '../http/edit-stamp';
import { deliveryOfferRef } from '../model/delivery-offer';

export async function saveDeliveryOffer(offer: DeliveryOffer, adminUid: string): Promise<DeliveryOffer> {
  await deliveryOfferRef().set({ freeDeliveryFromUah: offer.freeDeliveryFromUah, updatedAt: FieldValue.serverTimestamp(), updatedBy: adminUid, ...editStamp() });
  return offer;
}
