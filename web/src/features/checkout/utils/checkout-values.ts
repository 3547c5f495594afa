// The checkout form's values and their problems, by the rules the functions apply too.
import { isValidBranch, isValidCity, isValidName, isValidPhone, type Carrier } from '@domain/checkout';

export interface CheckoutValues {
  name: string;
  phone: string;
  email: string;
  carrier: Carrier;
  city: string;
  branch: string;
  comment: string;
}

export type CheckoutField = 'name' | 'phone' | 'email' | 'city' | 'branch';
/** Message keys of the interface catalogue, per field. */
export type CheckoutProblems = Partial<Record<CheckoutField, string>>;

export function checkoutProblems(values: CheckoutValues): CheckoutProblems {
  const problems: CheckoutProblems = {};
  if (!isValidName(values.name)) problems.name = 'checkout.checkoutNameInvalid';
  if (values.phone.trim() === '') problems.phone = 'enterPhone';
  else if (!isValidPhone(values.phone)) problems.phone = 'checkout.checkoutPhoneInvalid';
  if (values.email.trim() !== '' && !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(values.email.trim())) problems.email = 'checkout.checkoutEmailInvalid';
  if (!isValidCity(values.city)) problems.city = 'checkout.checkoutCityInvalid';
  if (!isValidBranch(values.carrier, values.branch)) {
    problems.branch = values.carrier === 'novaposhta' ? 'checkout.checkoutWarehouseInvalid' : 'checkout.checkoutUkrposhtaInvalid';
  }
  return problems;
}

export function initialCheckoutValues(user: { name: string; email: string; phone: string | null } | null): CheckoutValues {
  return {
    name: user?.name ?? '',
    phone: user?.phone ?? '',
    email: user?.email ?? '',
    carrier: 'novaposhta',
    city: '',
    branch: '',
    comment: '',
  };
}

export function newIdempotencyKey(): string {
  return crypto.randomUUID();
}
