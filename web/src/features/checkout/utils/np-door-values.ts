// Nova Poshta's part of the checkout form beyond the settlement: a branch or locker, or the
// courier to a street of the carrier's directory, a house and a flat. Checked by domain's rules
// as the shopper goes, and sent as the API takes it.
import { doorAddressLine, isValidFlat, isValidHouse } from '@domain/door-delivery';
import type { NpSettlementOption, NpStreetOption } from '@/hooks/use-np-directory';
import type { CheckoutProblems } from './checkout-problems';

export type NpMode = 'branch' | 'door';
export const NP_MODES: readonly NpMode[] = ['branch', 'door'];

export interface NpDoorValues {
  npMode: NpMode;
  /** The street's text as typed or chosen, and the street chosen from the directory (null while typing). */
  npStreetText: string;
  npStreet: NpStreetOption | null;
  npHouse: string;
  npFlat: string;
}

export const initialNpDoorValues = (): NpDoorValues => ({ npMode: 'branch', npStreetText: '', npStreet: null, npHouse: '', npFlat: '' });

export function npDoorProblems(values: NpDoorValues): CheckoutProblems {
  const problems: CheckoutProblems = {};
  if (!values.npStreet) problems.street = 'checkout.npChooseStreet';
  if (!isValidHouse(values.npHouse)) problems.house = 'checkout.npHouseInvalid';
  if (!isValidFlat(values.npFlat)) problems.flat = 'checkout.npFlatInvalid';
  return problems;
}

/** The courier's delivery as the API takes it; the functions find the street again and keep the carrier's text. */
export function npDoorDelivery(settlement: NpSettlementOption, street: NpStreetOption, values: NpDoorValues) {
  const house = values.npHouse.trim();
  const flat = values.npFlat.trim() || null;
  return {
    carrier: 'novaposhta' as const,
    city: settlement.display,
    branch: doorAddressLine({ street: street.display, house, flat }),
    novaPoshtaDoor: { settlementRef: settlement.settlementRef, cityRef: settlement.cityRef, streetRef: street.ref, street: street.name, house, flat },
  };
}
