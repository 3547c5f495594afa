// Checks the Nova Poshta refs a checkout sends against the directory's copy, before anything is
// written, and takes the names to show from the copy rather than from the browser.
import { ApiError } from '../http/api-error';
import { npBranches, npSettlements } from '../model/np-directory-docs';

interface Delivery {
  carrier: 'novaposhta' | 'ukrposhta';
  city: string;
  branch: string;
  novaPoshta?: { settlementRef: string; cityRef: string; warehouseRef: string } | undefined;
}

export async function checkedNovaPoshtaDelivery<D extends Delivery>(delivery: D): Promise<D> {
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
