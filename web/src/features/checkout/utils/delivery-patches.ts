// What each carrier's part of the checkout form may change in the form's values: the parts and
// the form that holds them all name these, so no part imports another for its type.
import type { CheckoutValues } from './checkout-values';
import type { NpDoorValues } from './np-door-values';

export type NpPatch = Partial<Pick<CheckoutValues, 'city' | 'branch' | 'npSettlement' | 'npBranch' | keyof NpDoorValues>>;
export type UpPatch = Partial<Pick<CheckoutValues, 'city' | 'branch' | 'upMode' | 'upCity' | 'upOffice' | 'upAddress'>>;
