// The sender's and recipient's counterparty and contact refs a waybill needs, and the
// recipient's address when the courier brings the parcel to the door.
import type { NovaPoshtaConfig } from './carrier-config';
import { carrierError } from './carrier-error';
import { callNovaPoshta } from './nova-poshta-envelope';
import { npContactPerson, npCounterparty, npSavedAddress } from './nova-poshta-schemas';

interface NpCounterpartyRefs {
  counterpartyRef: string;
  contactRef: string;
}

interface NpContact {
  ref: string;
  name: string;
  phone: string;
}

/** The shop's own sender counterparties (usually one), for the settings form. */
export async function getSenders(config: NovaPoshtaConfig): Promise<{ ref: string; name: string }[]> {
  const { data } = await callNovaPoshta(config, {
    modelName: 'Counterparty',
    calledMethod: 'getCounterparties',
    methodProperties: { CounterpartyProperty: 'Sender', Page: '1' },
    item: npCounterparty,
    idempotent: true,
  });
  return data.map((row) => ({ ref: row.Ref, name: row.Description }));
}

export async function getContactPersons(config: NovaPoshtaConfig, counterpartyRef: string): Promise<NpContact[]> {
  const { data } = await callNovaPoshta(config, {
    modelName: 'Counterparty',
    calledMethod: 'getCounterpartyContactPersons',
    methodProperties: { Ref: counterpartyRef, Page: '1' },
    item: npContactPerson,
    idempotent: true,
  });
  return data.map((row) => ({ ref: row.Ref, name: row.Description, phone: row.Phones }));
}

/** A private recipient from the customer's name and phone (380 and nine digits). Not retried. */
export async function createRecipient(
  config: NovaPoshtaConfig,
  person: { firstName: string; lastName: string; middleName?: string; phone: string },
): Promise<NpCounterpartyRefs> {
  const call = 'Counterparty.save';
  const { data } = await callNovaPoshta(config, {
    modelName: 'Counterparty',
    calledMethod: 'save',
    methodProperties: {
      CounterpartyType: 'PrivatePerson',
      CounterpartyProperty: 'Recipient',
      FirstName: person.firstName,
      LastName: person.lastName,
      MiddleName: person.middleName ?? '',
      Phone: person.phone,
    },
    item: npCounterparty,
    idempotent: false,
  });
  const contactRef = data[0]?.ContactPerson?.data[0]?.Ref;
  if (!data[0] || !contactRef) {
    throw carrierError('CARRIER_BAD_ANSWER', 'novaPoshta', call, { carrierMessages: ['no counterparty or contact person in the answer'] });
  }
  return { counterpartyRef: data[0].Ref, contactRef };
}

/**
 * The recipient's address for a door waybill (`Address.save`): a street of the directory, the
 * house and the flat. Not retried; a second save of the same address makes nothing worse.
 */
export async function saveRecipientAddress(
  config: NovaPoshtaConfig,
  address: { counterpartyRef: string; streetRef: string; house: string; flat: string | null },
): Promise<string> {
  const { data } = await callNovaPoshta(config, {
    modelName: 'Address',
    calledMethod: 'save',
    methodProperties: { CounterpartyRef: address.counterpartyRef, StreetRef: address.streetRef, BuildingNumber: address.house, Flat: address.flat ?? '', Note: '' },
    item: npSavedAddress,
    idempotent: false,
  });
  if (!data[0]) throw carrierError('CARRIER_BAD_ANSWER', 'novaPoshta', 'Address.save', { carrierMessages: ['no address in the answer'] });
  return data[0].Ref;
}
