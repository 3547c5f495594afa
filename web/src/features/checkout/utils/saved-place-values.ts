// A saved place back into checkout's fields: the carrier's pickers filled as if the shopper had
// chosen the same settlement and branch (or office, or address) from the directory again.
import type { SavedPlaceDelivery } from '@domain/api/profile';
import type { CheckoutValues } from './checkout-values';
import { initialNpDoorValues, type NpDoorValues } from './np-door-values';
import { initialUpValues, type UpAddress } from './up-delivery-values';

type PlacePatch = Pick<CheckoutValues, 'carrier' | 'city' | 'branch' | 'npSettlement' | 'npBranch' | 'upMode' | 'upCity' | 'upOffice' | 'upAddress'> & NpDoorValues;

/** "Street, 12, кв. 3, 01001" as upDelivery writes it, back into its parts. */
export function addressParts(line: string): UpAddress {
  const parts = line.split(',').map((part) => part.trim());
  const postcode = /^\d{5}$/.test(parts.at(-1) ?? '') ? parts.pop()! : '';
  const flat = parts.at(-1)?.startsWith('кв. ') ? parts.pop()!.slice(4) : '';
  const house = parts.length > 1 ? parts.pop()! : '';
  return { street: parts.join(', '), house, flat, postcode };
}

export function placeValues(delivery: SavedPlaceDelivery): PlacePatch {
  const empty = { city: delivery.city, branch: delivery.branch, npSettlement: null, npBranch: null, ...initialUpValues(), ...initialNpDoorValues() };
  const { novaPoshta, novaPoshtaDoor, ukrposhta } = delivery;
  if (delivery.carrier === 'novaposhta' && novaPoshtaDoor) {
    // The address line begins with the street as the carrier writes it ("вул. Хрещатик, 5а, кв. 12").
    const display = delivery.branch.split(',')[0]!.trim();
    return {
      ...empty,
      carrier: 'novaposhta',
      branch: '',
      npMode: 'door',
      npSettlement: { settlementRef: novaPoshtaDoor.settlementRef, cityRef: novaPoshtaDoor.cityRef, name: delivery.city, settlementType: '', area: '', region: '', display: delivery.city },
      npStreet: { ref: novaPoshtaDoor.streetRef, name: novaPoshtaDoor.street, type: display.slice(0, Math.max(0, display.length - novaPoshtaDoor.street.length)).trim(), display },
      npStreetText: display,
      npHouse: novaPoshtaDoor.house,
      npFlat: novaPoshtaDoor.flat ?? '',
    };
  }
  if (delivery.carrier === 'novaposhta' && novaPoshta) {
    return {
      ...empty,
      carrier: 'novaposhta',
      npSettlement: { settlementRef: novaPoshta.settlementRef, cityRef: novaPoshta.cityRef, name: delivery.city, settlementType: '', area: '', region: '', display: delivery.city },
      // The branch as the directory named it; its hours and limits show again once the list is opened.
      npBranch: { ref: novaPoshta.warehouseRef, number: '', kind: 'branch', description: delivery.branch, shortAddress: delivery.branch, maxWeightKg: null, schedule: {}, fitsWeight: true },
    };
  }
  if (delivery.carrier === 'ukrposhta' && ukrposhta) {
    const address = delivery.branch.replace(new RegExp(`^${ukrposhta.postcode}:\\s*`), '');
    return { ...empty, carrier: 'ukrposhta', upOffice: { id: ukrposhta.postOfficeId, postcode: ukrposhta.postcode, name: delivery.city, address, city: delivery.city } };
  }
  if (delivery.carrier === 'ukrposhta') return { ...empty, carrier: 'ukrposhta', branch: '', upMode: 'address', upAddress: addressParts(delivery.branch) };
  // A Nova Poshta place typed before the directory existed: its texts, to be chosen again.
  return { ...empty, carrier: delivery.carrier, branch: '' };
}
