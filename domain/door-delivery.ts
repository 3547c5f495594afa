// Nova Poshta's delivery to the door ("кур'єром за адресою"): a street of the carrier's street
// directory in the chosen settlement, a house number and an optional flat. One shape for
// checkout (messages as you type), the functions (the check that counts, the waybill) and any
// saved delivery place, so they never disagree.
import { z } from 'zod';

/** Nova Poshta's refs are UUIDs. */
export const npRefSchema = z.string().regex(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i);

/**
 * How much more the courier costs than a branch, in hryvnias, by Nova Poshta's published tariff
 * for a parcel to the door (docs/product.md, "Checkout"). The recipient pays the carrier, so the
 * shop only states it; change it here when the carrier's tariff changes.
 */
export const NP_COURIER_SURCHARGE_UAH = 35;

export const STREET_NAME_MAX = 100;
export const HOUSE_MAX = 10;
export const FLAT_MAX = 10;

/** A house number: digits first, then an optional letter, building or block ("5", "12а", "7/2", "14-Б", "3к2"). */
export function isValidHouse(house: string): boolean {
  const trimmed = house.trim();
  return trimmed.length <= HOUSE_MAX && /^\d{1,4}(?:[a-zа-щьюяґєії]\d{0,2}|[ /-][0-9a-zа-щьюяґєії]{1,4})?$/i.test(trimmed);
}

/** A flat or office: empty, or up to ten letters and digits with at least one digit. */
export function isValidFlat(flat: string): boolean {
  const trimmed = flat.trim();
  if (trimmed === '') return true;
  return trimmed.length <= FLAT_MAX && /\d/.test(trimmed) && /^[0-9a-zа-щьюяґєії /-]+$/i.test(trimmed);
}

const house = z.string().refine(isValidHouse, 'house').transform((s) => s.trim());
const flat = z
  .string()
  .refine(isValidFlat, 'flat')
  .transform((s) => s.trim() || null);

/**
 * A door delivery as checkout sends it. `street` is the street's name as the shopper chose it:
 * the functions look it up again in the settlement's directory and keep the carrier's own text.
 */
export const npDoorSchema = z.strictObject({
  settlementRef: npRefSchema,
  cityRef: npRefSchema,
  streetRef: npRefSchema,
  street: z.string().trim().min(1).max(STREET_NAME_MAX),
  house,
  flat: flat.optional().nullable().transform((value) => value ?? null),
});
export type NpDoorInput = z.input<typeof npDoorSchema>;

/** card.delivery.novaPoshtaDoor: where the courier goes, with the carrier's own street text. */
export interface NpDoorDelivery {
  settlementRef: string;
  cityRef: string;
  streetRef: string;
  /** The directory's text, e.g. "вул. Хрещатик". */
  street: string;
  house: string;
  flat: string | null;
}

/** The address as one line, e.g. "вул. Хрещатик, 5, кв. 12": the card's `branch` text for a door delivery. */
export function doorAddressLine(door: Pick<NpDoorDelivery, 'street' | 'house' | 'flat'>): string {
  return [door.street.trim(), door.house.trim(), door.flat?.trim() ? `кв. ${door.flat.trim()}` : ''].filter(Boolean).join(', ');
}

/** A street of a settlement as checkout offers it (Nova Poshta's `Address.searchSettlementStreets`). */
export interface StreetHit {
  ref: string;
  /** The street's own name, e.g. "Хрещатик". */
  name: string;
  /** Its kind, as the carrier abbreviates it, e.g. "вул.", "просп.". */
  type: string;
  /** How the carrier writes it, e.g. "вул. Хрещатик". */
  display: string;
}
