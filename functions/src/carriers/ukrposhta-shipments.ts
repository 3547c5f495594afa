// Ukrposhta's eCom shipment in three steps: the recipient's address, the recipient as a client,
// then the shipment. None is retried by the adapter; a step that fails leaves at most an unused
// address or client at the carrier, never a shipment, and the card unchanged.
import { z } from 'zod';
import type { UkrposhtaConfig } from './carrier-config';
import { callUkrposhta } from './ukrposhta-request';

const ECOM = '/ecom/0.0.1';

interface UpShipmentInput {
  /** The shop's own client uuid at Ukrposhta, from the shop's settings. */
  senderUuid: string;
  /** Whether the recipient pays the delivery (false when the order reached the free-delivery sum). */
  paidByRecipient: boolean;
  recipient: {
    firstName: string;
    lastName: string;
    /** 380 and nine digits. */
    phone: string;
    postcode: string;
    city: string;
    street?: string;
    houseNumber?: string;
    apartmentNumber?: string;
  };
  type: 'STANDARD' | 'EXPRESS';
  weightG: number;
  lengthCm: number;
  declaredPriceUah: number;
  /** Cash on delivery in UAH, paid by the recipient; 0 for none. */
  postPayUah: number;
  description: string;
}

interface UpShipment {
  uuid: string;
  /** The tracking number. */
  barcode: string;
}

const withToken = (config: UkrposhtaConfig) => ({ token: config.counterpartyToken });

export async function createUkrposhtaShipment(config: UkrposhtaConfig, input: UpShipmentInput): Promise<UpShipment> {
  const { recipient } = input;
  const address = await callUkrposhta(config, {
    method: 'POST',
    path: `${ECOM}/addresses`,
    body: {
      postcode: recipient.postcode,
      city: recipient.city,
      street: recipient.street ?? '',
      houseNumber: recipient.houseNumber ?? '',
      apartmentNumber: recipient.apartmentNumber ?? '',
    },
    answer: z.object({ id: z.union([z.number(), z.string()]) }),
    idempotent: false,
  });
  const client = await callUkrposhta(config, {
    method: 'POST',
    path: `${ECOM}/clients`,
    query: withToken(config),
    body: { type: 'INDIVIDUAL', firstName: recipient.firstName, lastName: recipient.lastName, addressId: address.id, phoneNumber: recipient.phone },
    answer: z.object({ uuid: z.string().min(1) }),
    idempotent: false,
  });
  return callUkrposhta(config, {
    method: 'POST',
    path: `${ECOM}/shipments`,
    query: withToken(config),
    body: {
      type: input.type,
      sender: { uuid: input.senderUuid },
      recipient: { uuid: client.uuid },
      deliveryType: 'W2W',
      parcels: [{ weight: input.weightG, length: input.lengthCm, declaredPrice: input.declaredPriceUah }],
      postPay: input.postPayUah,
      postPayPaidByRecipient: true,
      paidByRecipient: input.paidByRecipient,
      description: input.description,
      checkOnDelivery: true,
    },
    answer: z.object({ uuid: z.string().min(1), barcode: z.string().min(1) }).transform(({ uuid, barcode }) => ({ uuid, barcode })),
    idempotent: false,
  });
}
