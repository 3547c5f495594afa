// Contact and delivery rules of checkout, shared by the SPA (messages as you type) and the
// functions (the check that counts), so the two never disagree.
import type { Language } from './language';

export const CARRIERS = ['novaposhta', 'ukrposhta'] as const;
export type Carrier = (typeof CARRIERS)[number];

/** Each carrier's name as the shop writes it to people: mails, alerts, exports. */
export const CARRIER_NAMES: Record<Carrier, Record<Language, string>> = {
  novaposhta: { ua: 'Нова пошта', en: 'Nova Poshta' },
  ukrposhta: { ua: 'Укрпошта', en: 'Ukrposhta' },
};

export const NAME_MAX = 80;
export const CITY_MAX = 80;
export const BRANCH_MAX = 160;
export const COMMENT_MAX = 1000;

/** A name: 2 to 80 characters after trimming, with no angle brackets (docs/product.md, "Checkout"). */
export function isValidName(name: string): boolean {
  const trimmed = name.trim();
  return trimmed.length >= 2 && trimmed.length <= NAME_MAX && !/[<>]/.test(trimmed);
}

/**
 * Nova Poshta: a warehouse (branch or parcel locker) number. Ukrposhta: a five-digit post-office
 * index, or a street address. Both need some text; the carrier checks the rest on delivery.
 */
export function isValidBranch(carrier: Carrier, branch: string): boolean {
  const trimmed = branch.trim();
  if (trimmed.length === 0 || trimmed.length > BRANCH_MAX || /[<>]/.test(trimmed)) return false;
  if (carrier === 'novaposhta') return /\d/.test(trimmed);
  return /^\d{5}$/.test(trimmed) || trimmed.length >= 5;
}

export function isValidCity(city: string): boolean {
  const trimmed = city.trim();
  return trimmed.length >= 2 && trimmed.length <= CITY_MAX && !/[<>]/.test(trimmed);
}
