// The checkout form's values and their problems, by the rules the functions apply too.
import { isValidName, NAME_MAX, type Carrier } from '@domain/checkout';
import { displayPhone, isValidPhone } from '@domain/phone';
import type { NpBranchOption, NpSettlementOption } from '@/hooks/use-np-directory';
import { initialUpValues, upDelivery, upProblems, type UpValues } from './up-delivery-values';
import type { CheckoutField, CheckoutProblems } from './checkout-problems';
import { initialNpDoorValues, npDoorDelivery, npDoorProblems, type NpDoorValues } from './np-door-values';

export interface CheckoutValues extends UpValues, NpDoorValues {
  name: string;
  phone: string;
  email: string;
  carrier: Carrier;
  city: string;
  branch: string;
  /** Nova Poshta: the settlement and branch chosen from the directory (null while typing). */
  npSettlement: NpSettlementOption | null;
  npBranch: NpBranchOption | null;
  comment: string;
  /** "Same lot as my order №…": the earlier order's number as typed, or empty. */
  sameLotAsOrder: string;
}


const DELIVERY_FIELDS: readonly CheckoutField[] = ['city', 'branch', 'street', 'house', 'flat', 'postcode'];

/** The problems of the contact and other fields only: a carrier or a way of delivery chosen after a refused submit starts with no errors. */
export function withoutDeliveryProblems(problems: CheckoutProblems): CheckoutProblems {
  return Object.fromEntries(Object.entries(problems).filter(([field]) => !DELIVERY_FIELDS.includes(field as CheckoutField)));
}

export function checkoutProblems(values: CheckoutValues): CheckoutProblems {
  const problems: CheckoutProblems = {};
  if (!isValidName(values.name)) problems.name = nameProblem(values.name);
  if (values.phone.trim() === '') problems.phone = 'enterPhone';
  else if (!isValidPhone(values.phone)) problems.phone = 'checkout.checkoutPhoneInvalid';
  if (values.email.trim() !== '' && !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(values.email.trim())) problems.email = 'checkout.checkoutEmailInvalid';
  if (values.sameLotAsOrder.trim() !== '' && sameLotOrderNumber(values.sameLotAsOrder) === null) problems.sameLotAsOrder = 'checkout.sameLotAsOrderInvalid';
  if (values.carrier === 'novaposhta') {
    if (!values.npSettlement) problems.city = 'checkout.npChooseSettlement';
    if (values.npMode === 'door') return { ...problems, ...npDoorProblems(values) };
    if (!values.npBranch) problems.branch = 'checkout.npChooseBranch';
    return problems;
  }
  return { ...problems, ...upProblems(values) };
}

/** Which part of the name rule a refused name breaks, in the shopper's words. */
function nameProblem(name: string): string {
  const trimmed = name.trim();
  if (trimmed === '') return 'checkout.nameMissing';
  if (/[<>]/.test(trimmed)) return 'checkout.nameAngleBrackets';
  return trimmed.length > NAME_MAX ? 'checkout.nameTooLong' : 'checkout.nameTooShort';
}

/** A signed-in customer's own details; the recipient's name only if she gave a real one before, never her user name. */
export function initialCheckoutValues(user: { realName?: string | null; email: string; phone: string | null } | null): CheckoutValues {
  return {
    name: user?.realName ?? '',
    phone: user?.phone ? displayPhone(user.phone) : '',
    email: user?.email ?? '',
    carrier: 'novaposhta',
    city: '',
    branch: '',
    npSettlement: null,
    npBranch: null,
    ...initialNpDoorValues(),
    ...initialUpValues(),
    comment: '',
    sameLotAsOrder: '',
  };
}

/** The order number as the API takes it; "№ 1024" and "#1024" are read as 1024. Null when not a number. */
export function sameLotOrderNumber(text: string): number | null {
  const digits = text.trim().replace(/^(№|#|N[o°]?\.?)\s*/i, '');
  if (!/^\d{1,9}$/.test(digits)) return null;
  const number = Number(digits);
  return number > 0 ? number : null;
}

export function newIdempotencyKey(): string {
  return crypto.randomUUID();
}

/** The delivery the API takes: for Nova Poshta the directory's refs and its own texts. */
export function deliveryOf(values: CheckoutValues) {
  const { npSettlement, npBranch, npStreet } = values;
  if (values.carrier === 'novaposhta' && values.npMode === 'door' && npSettlement && npStreet) return npDoorDelivery(npSettlement, npStreet, values);
  if (values.carrier === 'novaposhta' && npSettlement && npBranch) {
    return {
      carrier: values.carrier,
      city: npSettlement.display,
      branch: npBranch.description,
      novaPoshta: { settlementRef: npSettlement.settlementRef, cityRef: npSettlement.cityRef, warehouseRef: npBranch.ref },
    };
  }
  return upDelivery(values);
}
