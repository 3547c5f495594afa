// Saving the shop's sender settings. The sender's branch is checked against the shop's copy of
// Nova Poshta's directory: the settlement must be there, and the branch must be a working branch
// or cargo branch (not a locker or a partner shop, which cannot take a shop's daily parcels) of
// that settlement and city. Its text is taken from the copy, not from the browser.
import { FieldValue } from 'firebase-admin/firestore';
import type { ShippingSettings } from '@domain/shipping';
import { npBranches, npSettlements, type NpBranchDoc } from '../model/np-directory-docs';
import { ApiError } from '../http/api-error';
import { shippingSettingsRef } from '../model/shipping-settings';
import { editStamp } from '../http/edit-stamp';

const SENDER_BRANCH_KINDS: ReadonlySet<NpBranchDoc['kind']> = new Set(['branch', 'cargoBranch']);

async function checkedSenderBranch(novaPoshta: ShippingSettings['novaPoshta']): Promise<ShippingSettings['novaPoshta']> {
  const [settlementSnap, branchSnap] = await Promise.all([
    npSettlements().doc(novaPoshta.settlementRef).get(),
    npBranches().doc(novaPoshta.warehouseRef).get(),
  ]);
  if (!settlementSnap.exists) throw new ApiError(400, 'NP_SETTLEMENT_UNKNOWN');
  const settlement = settlementSnap.data()!;
  const branch = branchSnap.data();
  const belongs = branch?.settlementRef === novaPoshta.settlementRef && branch.cityRef === novaPoshta.cityRef;
  if (!branch || !belongs || !branch.selectable || !SENDER_BRANCH_KINDS.has(branch.kind)) {
    throw new ApiError(400, 'NP_BRANCH_UNKNOWN');
  }
  return { ...novaPoshta, warehouseDisplay: `${settlement.display}, ${branch.description}`.slice(0, 300) };
}

/** The saved branch as the directory names it, for the settings form; null when the copy lost it. */
export async function savedPlace(settings: ShippingSettings | null): Promise<{ settlement: string; branch: string } | null> {
  if (!settings) return null;
  const [settlementSnap, branchSnap] = await Promise.all([
    npSettlements().doc(settings.novaPoshta.settlementRef).get(),
    npBranches().doc(settings.novaPoshta.warehouseRef).get(),
  ]);
  const settlement = settlementSnap.data();
  const branch = branchSnap.data();
  return settlement && branch ? { settlement: settlement.display, branch: `№${branch.number}: ${branch.shortAddress}` } : null;
}

/** Checks, then writes the whole document at once: a refusal leaves the stored settings as they were. */
export async function saveShippingSettings(input: ShippingSettings, adminUid: string): Promise<ShippingSettings> {
  const settings = { ...input, novaPoshta: await checkedSenderBranch(input.novaPoshta) };
  await shippingSettingsRef().set({ ...settings, updatedAt: FieldValue.serverTimestamp(), updatedBy: adminUid, ...editStamp() });
  return settings;
}
