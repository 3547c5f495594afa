// Ukrposhta's part of the checkout form: an office chosen from the classifier's copy, or a
// street address typed in parts, checked as the shopper goes and sent as the API takes it.
import { isValidCity } from '@domain/checkout';
import type { UpCityOption, UpOfficeOption } from '../api/up-offices';
import type { CheckoutProblems } from './checkout-problems';

export type UpMode = 'office' | 'address';
export const UP_MODES: readonly UpMode[] = ['office', 'address'];

export interface UpAddress {
  street: string;
  house: string;
  flat: string;
  postcode: string;
}

export interface UpValues {
  upMode: UpMode;
  /** The town whose offices are offered, or null while searching by postcode. */
  upCity: UpCityOption | null;
  upOffice: UpOfficeOption | null;
  upAddress: UpAddress;
}

/** Ukrposhta's part with the town typed for an address delivery. */
type UpFormValues = UpValues & { city: string };

export const initialUpValues = (): UpValues => ({ upMode: 'office', upCity: null, upOffice: null, upAddress: { street: '', house: '', flat: '', postcode: '' } });

/** The office as the combobox shows it once chosen. */
export const upOfficeLabel = (office: UpOfficeOption) => `${office.postcode}: ${office.address}`;

const partOk = (text: string, min: number, max: number) => text.trim().length >= min && text.trim().length <= max && !/[<>]/.test(text);

export function upProblems(values: UpFormValues): CheckoutProblems {
  const problems: CheckoutProblems = {};
  if (values.upMode === 'office') {
    if (!values.upOffice) problems.branch = 'checkout.upChooseOffice';
    return problems;
  }
  const { street, house, flat, postcode } = values.upAddress;
  if (!isValidCity(values.city)) problems.city = 'checkout.checkoutCityInvalid';
  if (!partOk(street, 2, 100)) problems.street = 'checkout.upStreetInvalid';
  if (!partOk(house, 1, 12)) problems.house = 'checkout.upHouseInvalid';
  if (flat.trim() !== '' && !partOk(flat, 1, 12)) problems.flat = 'checkout.upFlatInvalid';
  if (!/^\d{5}$/.test(postcode.trim())) problems.postcode = 'checkout.upPostcodeInvalid';
  return problems;
}

/** The delivery the API takes: the office's id and postcode, or the address as one line. */
export function upDelivery(values: UpFormValues) {
  const office = values.upOffice;
  if (values.upMode === 'office' && office) {
    return {
      carrier: 'ukrposhta' as const,
      city: office.city ?? values.upCity?.name ?? office.name,
      branch: upOfficeLabel(office),
      ukrposhta: { postOfficeId: office.id, postcode: office.postcode },
    };
  }
  const { street, house, flat, postcode } = values.upAddress;
  const parts = [street.trim(), house.trim(), flat.trim() ? `кв. ${flat.trim()}` : '', postcode.trim()];
  return { carrier: 'ukrposhta' as const, city: values.city.trim(), branch: parts.filter(Boolean).join(', ') };
}
