// The shop's free-delivery offer (settings/deliveryOffer), edited by the ADMIN and shown in the
// cart and checkout. A missing or damaged document means no offer: the shop never promises one
// it did not make.
import { z } from 'zod';
import { NO_DELIVERY_OFFER, type DeliveryOffer } from '@domain/delivery-price';
import { deliveryOfferSchema } from '@domain/api/delivery';
import { db } from '../admin';
import { checkedConverter } from './converters';
import { COLLECTIONS } from './types';

// Not strict: the stamps written beside the offer (who saved it, when) are not read.
const deliveryOfferConverter = checkedConverter(z.object({ freeDeliveryFromUah: deliveryOfferSchema.shape.freeDeliveryFromUah }));

export const deliveryOfferRef = () => db.collection(COLLECTIONS.settings).doc('deliveryOffer');

export async function readDeliveryOffer(): Promise<DeliveryOffer> {
  const checked = (await deliveryOfferRef().withConverter(deliveryOfferConverter).get()).data();
  return checked?.success ? { freeDeliveryFromUah: checked.data.freeDeliveryFromUah } : NO_DELIVERY_OFFER;
}
