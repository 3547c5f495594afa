// A Ukrposhta shipment for a claimed card, through the carrier's three steps (address, client,
// shipment), to the post office the customer chose, with cash on delivery of the order's total.
import { carrierPhone } from '@domain/phone';
import type { CardWaybill, ShippingSettings } from '@domain/shipping';
import type { UkrposhtaConfig } from '../carriers/carrier-config';
import { createUkrposhtaShipment } from '../carriers/ukrposhta-shipments';
import { ApiError } from '../http/api-error';
import type { ShoppingCardDoc } from '../model/types';
import { orderTotal, cardParcelGrams, recipientName, WAYBILL_DESCRIPTION } from './waybill-parcel';

export async function makeUkrposhtaShipment(config: UkrposhtaConfig, card: ShoppingCardDoc, settings: ShippingSettings, now = new Date()): Promise<CardWaybill> {
  // Without the shop's own client at Ukrposhta the ADMIN types the tracking number by hand.
  if (!settings.ukrposhtaSenderUuid) throw new ApiError(409, 'WAYBILL_UKRPOSHTA_BY_HAND');
  const office = card.delivery.ukrposhta;
  if (!office) throw new ApiError(409, 'WAYBILL_NEEDS_POST_OFFICE');
  const total = orderTotal(card);
  const shipment = await createUkrposhtaShipment(config, {
    senderUuid: settings.ukrposhtaSenderUuid,
    paidByRecipient: !card.delivery.paidByShop,
    recipient: { ...recipientName(card.customer.name), phone: carrierPhone(card.customer.phone), postcode: office.postcode, city: card.delivery.city },
    type: 'STANDARD',
    weightG: await cardParcelGrams(card),
    lengthCm: Math.max(settings.parcel.lengthCm, settings.parcel.widthCm, settings.parcel.heightCm),
    declaredPriceUah: total,
    postPayUah: total,
    description: WAYBILL_DESCRIPTION,
  });
  return { carrier: 'ukrposhta', ref: shipment.uuid, trackingNumber: shipment.barcode, cashOnDelivery: null, manual: false, createdAt: now.toISOString() };
}
