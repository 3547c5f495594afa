// Checks the Nova Poshta refs a checkout sends against the directory's copy, before anything is
// written, and takes the names to show from the copy rather than from the browser.
import { doorAddressLine, type NpDoorDelivery } from '@domain/door-delivery';
import { ApiError } from '../http/api-error';
import { npBranches, npSettlements } from '../model/np-directory-docs';
import { streetsNamed } from './np-street-reads';

interface Delivery {
  carrier: 'novaposhta' | 'ukrposhta';
  city: string;
  branch: string;
  novaPoshta?: { settlementRef: string; cityRef: string; warehouseRef: string } | undefined;
  novaPoshtaDoor?: (Omit<NpDoorDelivery, 'street'> & { street: string }) | undefined;
}

async function settlementOf(settlementRef: string, cityRef: string) {
  const settlement = (await npSettlements().doc(settlementRef).get()).data();
  if (!settlement) throw new ApiError(400, 'NP_SETTLEMENT_UNKNOWN');
  if (settlement.cityRef !== cityRef) throw new ApiError(400, 'NP_SETTLEMENT_UNKNOWN');
  return settlement;
}

/**
 * The street must be one of the settlement's in the carrier's directory: it is found again by
 * the name the shopper chose, through the same copy her type-ahead read.
 */
async function checkedDoor<D extends Delivery>(delivery: D, door: NonNullable<Delivery['novaPoshtaDoor']>): Promise<D> {
  const settlement = await settlementOf(door.settlementRef, door.cityRef);
  const street = (await streetsNamed(door.settlementRef, door.street)).find((hit) => hit.ref === door.streetRef);
  if (!street) throw new ApiError(400, 'NP_STREET_UNKNOWN');
  const novaPoshtaDoor: NpDoorDelivery = { ...door, street: street.display };
  return { ...delivery, city: settlement.display, branch: doorAddressLine(novaPoshtaDoor), novaPoshtaDoor };
}

export async function checkedNovaPoshtaDelivery<D extends Delivery>(delivery: D): Promise<D> {
  if (delivery.novaPoshtaDoor) return checkedDoor(delivery, delivery.novaPoshtaDoor);
  const refs = delivery.novaPoshta;
  if (!refs) return delivery;
  const [settlementSnap, branchSnap] = await Promise.all([npSettlements().doc(refs.settlementRef).get(), npBranches().doc(refs.warehouseRef).get()]);
  if (!settlementSnap.exists) throw new ApiError(400, 'NP_SETTLEMENT_UNKNOWN');
  const settlement = settlementSnap.data()!;
  const branch = branchSnap.data();
  if (!branch || !branch.selectable || branch.settlementRef !== refs.settlementRef || branch.cityRef !== refs.cityRef) {
    throw new ApiError(400, 'NP_BRANCH_UNKNOWN');
  }
  return { ...delivery, city: settlement.display, branch: branch.description };
}
